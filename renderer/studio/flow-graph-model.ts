// The flow as the studio's graph draws it (issue 9): the engine's compiled graph, its forward
// transitions and its health (engine/flow-graph.ts, engine/graph.ts), laid out with dagre.
import dagre from '@dagrejs/dagre';
import {
  compileGraph,
  forwardEdges,
  graphHealth,
  type FullFlowDefinition,
  type GraphEdge,
} from '../../engine/index.ts';

// dagre's own declarations use extension-less imports that NodeNext resolution cannot follow (so
// they read as `any`): the few calls used here, typed.
interface LayoutGraph {
  setGraph(label: { rankdir: string; nodesep: number; ranksep: number }): void;
  setDefaultEdgeLabel(label: () => object): void;
  setNode(id: string, label: { width: number; height: number }): void;
  setEdge(from: string, to: string, label: object, name: string): void;
  node(id: string): { x: number; y: number };
}
const layoutLibrary = dagre as unknown as {
  graphlib: { Graph: new (options: { multigraph: boolean }) => LayoutGraph };
  layout: (graph: LayoutGraph) => void;
};

export type NodeKind = 'step' | 'decision' | 'final';

export interface GraphNode {
  readonly id: string;
  readonly kind: NodeKind;
  readonly launchState: number | null;
  readonly section: number | null;
  /** What the server does when the step is submitted (meta.effects, engine/effects.ts). */
  readonly effects: readonly string[];
  readonly unreachable: boolean;
  readonly deadEnd: boolean;
  /** Top-left corner, from the layout. */
  readonly x: number;
  readonly y: number;
}

export interface FlowGraphModel {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

export const NODE_WIDTH = 210;
export const NODE_HEIGHT = 80;

/**
 * The graph of a flow file, or null when the draft's flow file is too broken to compile (validate
 * names what is wrong).
 */
export function flowGraphModel(definition: unknown): FlowGraphModel | null {
  let graph;
  try {
    graph = compileGraph(definition as FullFlowDefinition);
  } catch {
    return null;
  }
  const { unreachable, deadEnds } = graphHealth(graph);
  const edges = forwardEdges(graph);
  const ids = Object.keys(graph.definition.states);
  const positions = layout(ids, edges);
  const nodes = ids.map((id): GraphNode => {
    const meta = graph.meta.get(id);
    const kind: NodeKind = graph.finals.has(id) ? 'final' : graph.decisions.has(id) ? 'decision' : 'step';
    const { x, y } = positions.get(id) ?? { x: 0, y: 0 };
    return {
      id,
      kind,
      launchState: graph.launchStates.get(id) ?? null,
      section: meta?.section ?? null,
      effects: meta?.effects ?? [],
      unreachable: unreachable.includes(id),
      deadEnd: deadEnds.includes(id),
      x,
      y,
    };
  });
  return { nodes, edges };
}

/** Top to bottom, in the order the transitions lead (dagre answers centres; React Flow wants corners). */
function layout(ids: readonly string[], edges: readonly GraphEdge[]): Map<string, { x: number; y: number }> {
  const graph = new layoutLibrary.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of ids) graph.setNode(id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  edges.forEach((edge, index) => {
    graph.setEdge(edge.from, edge.to, {}, String(index));
  });
  layoutLibrary.layout(graph);
  return new Map(
    ids.map((id) => {
      const { x, y } = graph.node(id);
      return [id, { x: x - NODE_WIDTH / 2, y: y - NODE_HEIGHT / 2 }];
    }),
  );
}

/** An edge's label: its guard's name; an unguarded one names its event unless it is plain NEXT. */
export function edgeLabel(edge: GraphEdge): string | null {
  if (edge.guard !== null) return edge.guard;
  return edge.event === null || edge.event === 'NEXT' ? null : edge.event;
}
