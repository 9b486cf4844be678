import { BACK, forwardTargets, type FlowGraph } from './flow-graph.ts';
import type { Flow } from './flow.ts';

export type GraphFormat = 'mermaid' | 'dot';

interface Edge {
  readonly from: string;
  readonly to: string;
  readonly label: string;
}

/** The flow as a diagram source (forward transitions; guards in brackets). */
export function flowDiagram(flow: Flow, format: GraphFormat = 'mermaid'): string {
  const edges = collectEdges(flow);
  return format === 'dot' ? toDot(flow, edges) : toMermaid(flow, edges);
}

function collectEdges(flow: Flow): Edge[] {
  return forwardEdges(flow.graph).map((e) => ({
    from: e.from,
    to: e.to,
    label:
      e.event === null
        ? e.guard === null
          ? 'always'
          : `[${e.guard}]`
        : e.guard === null
          ? e.event
          : `${e.event} [${e.guard}]`,
  }));
}

/** A forward transition: a step's event (null for a decision's eventless one), guarded or the default. */
export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  readonly event: string | null;
  readonly guard: string | null;
}

/** The flow's forward transitions (BACK left out), each with its event and guard. */
export function forwardEdges(graph: FlowGraph): GraphEdge[] {
  const edges: GraphEdge[] = [];
  for (const [from, events] of graph.table) {
    for (const [event, list] of events) {
      if (event === BACK) continue;
      for (const c of list) edges.push({ from, to: c.target, event, guard: c.guard ?? null });
    }
  }
  for (const [from, list] of graph.decisions) {
    for (const c of list) edges.push({ from, to: c.target, event: null, guard: c.guard ?? null });
  }
  return edges.filter((e) => forwardTargets(graph, e.from).includes(e.to));
}

function nodeLabel(flow: Flow, state: string): string {
  const meta = flow.graph.meta.get(state);
  if (meta === undefined) return state;
  const parts = [
    meta.launchState === null ? null : `${meta.launchState}`,
    meta.section === null ? null : `§${meta.section}`,
  ];
  const suffix = parts.filter((p) => p !== null).join(' ');
  return suffix === '' ? state : `${state} (${suffix})`;
}

function toMermaid(flow: Flow, edges: readonly Edge[]): string {
  const states = Object.keys(flow.graph.definition.states);
  const alias = new Map(states.map((s, i) => [s, `s${i}`]));
  const lines = ['stateDiagram-v2'];
  for (const state of states) lines.push(`  state "${nodeLabel(flow, state)}" as ${alias.get(state) ?? state}`);
  lines.push(`  [*] --> ${alias.get(flow.graph.definition.initial) ?? ''}`);
  for (const e of edges) lines.push(`  ${alias.get(e.from) ?? ''} --> ${alias.get(e.to) ?? ''} : ${e.label}`);
  for (const final of flow.graph.finals) lines.push(`  ${alias.get(final) ?? ''} --> [*]`);
  return lines.join('\n');
}

function toDot(flow: Flow, edges: readonly Edge[]): string {
  const quote = (text: string) => JSON.stringify(text);
  const lines = [`digraph ${quote(flow.id)} {`, '  rankdir=TB;'];
  for (const state of Object.keys(flow.graph.definition.states)) {
    const shape = flow.graph.finals.has(state) ? 'doublecircle' : flow.graph.decisions.has(state) ? 'diamond' : 'box';
    lines.push(`  ${quote(state)} [label=${quote(nodeLabel(flow, state))}, shape=${shape}];`);
  }
  for (const e of edges) lines.push(`  ${quote(e.from)} -> ${quote(e.to)} [label=${quote(e.label)}];`);
  lines.push('}');
  return lines.join('\n');
}
