import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { edgeLabel, NODE_HEIGHT, NODE_WIDTH, type FlowGraphModel, type GraphNode } from './flow-graph-model.ts';

type StateNode = Node<{ readonly state: GraphNode; readonly onOpen: (step: string) => void }, 'state'>;

/**
 * The flow as a graph (issue 9): a node per state with its launch state and counter section,
 * guarded transitions labelled with the guard's name, unreachable states and dead ends marked.
 * A step's node is a button that opens the step.
 */
export function FlowGraphView({
  model,
  onOpenStep,
}: {
  readonly model: FlowGraphModel;
  readonly onOpenStep: (step: string) => void;
}) {
  const { t } = useTranslation('studio');
  const nodes = useMemo(
    (): StateNode[] =>
      model.nodes.map((state) => ({
        id: state.id,
        type: 'state',
        position: { x: state.x, y: state.y },
        data: { state, onOpen: onOpenStep },
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        draggable: false,
        selectable: false,
      })),
    [model, onOpenStep],
  );
  const edges = useMemo(
    (): Edge[] =>
      model.edges.map((edge, index) => {
        const label = edgeLabel(edge);
        return {
          id: `${edge.from}-${edge.to}-${index}`,
          source: edge.from,
          target: edge.to,
          ...(label === null ? {} : { label }),
          markerEnd: { type: MarkerType.ArrowClosed },
          className: edge.guard === null ? 'flow-edge' : 'flow-edge guarded',
        };
      }),
    [model],
  );
  return (
    <figure className="m-0">
      <div className="relative block-144 overflow-hidden rounded-card border border-line">
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          fitView
          // A handler makes the nodes take the pointer (React Flow gives still nodes none).
          onNodeClick={(_, node) => {
            if (node.data.state.kind === 'step') onOpenStep(node.id);
          }}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          proOptions={{ hideAttribution: true }}
          minZoom={0.2}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
      <figcaption className="mbs-2 flex gap-4">
        <span className={`${LEGEND} ${UNREACHABLE_MARK}`}>{t('graph.unreachable')}</span>
        <span className={`${LEGEND} ${DEAD_END_MARK}`}>{t('graph.deadEnd')}</span>
      </figcaption>
    </figure>
  );
}

/** The legend's swatch before its words: a small frame drawn as the nodes' are. */
const LEGEND =
  "before:me-[0.35rem] before:inline-block before:block-4 before:inline-4 before:rounded-[4px] before:border-3 before:align-middle before:content-['']";
const UNREACHABLE_MARK = 'before:border-dashed before:border-(--warning-ink)';
const DEAD_END_MARK = 'before:border-danger';

/** A state: a card of fixed size, so that the layout (flow-graph-model.ts) places it right. */
const NODE =
  'box-border grid block-[64px] inline-[210px] place-items-center rounded-card bg-surface text-center text-[0.8rem] text-ink';

/**
 * A state's frame: a step's in the brand colour; a decision dotted and muted, a final double; one
 * no path reaches dashed in the warning colour, one with no way on in the danger colour.
 */
function nodeFrame(state: GraphNode): string {
  const colour =
    state.kind === 'decision'
      ? 'border-muted'
      : state.deadEnd
        ? 'border-danger'
        : state.unreachable
          ? 'border-(--warning-ink)'
          : 'border-brand';
  const style =
    state.kind === 'final'
      ? 'border-double'
      : state.kind === 'decision'
        ? 'border-dotted'
        : state.unreachable
          ? 'border-dashed'
          : 'border-solid';
  return `${state.kind === 'final' ? 'border-4' : 'border-2'} ${style} ${colour}`;
}

function StateNodeView({ data: { state, onOpen } }: NodeProps<StateNode>) {
  const { t } = useTranslation('studio');
  const marks = [state.unreachable ? t('graph.unreachable') : null, state.deadEnd ? t('graph.deadEnd') : null].filter(
    (mark) => mark !== null,
  );
  const details = [
    state.launchState === null ? null : t('graph.launchState', { value: state.launchState }),
    state.section === null ? null : t('graph.section', { value: state.section }),
    state.kind === 'step' ? null : t(`graph.kind.${state.kind}`),
  ].filter((detail) => detail !== null);
  const effects = state.effects.length === 0 ? null : t('graph.effects', { names: state.effects.join(', ') });
  const body = (
    <>
      <strong className="wrap-anywhere">{state.id}</strong>
      <span className="text-muted">{[...details, ...marks].join(' · ')}</span>
      {effects !== null && <span className="text-[0.8em] text-muted wrap-anywhere">{effects}</span>}
    </>
  );
  return (
    <div className={`${NODE} ${nodeFrame(state)}`}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      {state.kind === 'step' ? (
        // The node's click opens the step (onNodeClick); the button is its keyboard way in.
        <button
          type="button"
          className="nodrag nopan grid block-full inline-full cursor-pointer place-content-center border-0 bg-transparent text-inherit [font:inherit]"
          aria-label={t('graph.openStep', {
            step: state.id,
            details: [...details, ...marks, effects].filter(Boolean).join(', '),
          })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onOpen(state.id);
            }
          }}
        >
          {body}
        </button>
      ) : (
        body
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

const NODE_TYPES = { state: StateNodeView };
