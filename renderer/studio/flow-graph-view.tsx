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
import '@xyflow/react/dist/style.css';
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
    <figure className="flow-graph">
      <div className="flow-graph-canvas">
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
      <figcaption className="flow-graph-legend">
        <span className="legend unreachable">{t('graph.unreachable')}</span>
        <span className="legend dead-end">{t('graph.deadEnd')}</span>
      </figcaption>
    </figure>
  );
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
  const className = ['flow-node', state.kind, state.unreachable ? 'unreachable' : '', state.deadEnd ? 'dead-end' : '']
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <strong className="flow-node-id">{state.id}</strong>
      <span className="flow-node-details">{[...details, ...marks].join(' · ')}</span>
      {effects !== null && <span className="flow-node-effects">{effects}</span>}
    </>
  );
  return (
    <div className={className}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      {state.kind === 'step' ? (
        // The node's click opens the step (onNodeClick); the button is its keyboard way in.
        <button
          type="button"
          className="flow-node-open nodrag nopan"
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
