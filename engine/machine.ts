import { setup, type AnyStateMachine } from 'xstate';
import { candidates, isDecision, isFinal, type Flags, type StateDefinition } from './definition.ts';
import { BACK } from './flow-graph.ts';
import type { Flow } from './flow.ts';
import { guardHolds, guardNames } from './guards.ts';

export interface FlowContext {
  readonly flags: Flags;
}

export interface FlowInput {
  readonly flags?: Flags;
}

// XState reads `types` for inference only; the values are never used.
const machineTypes: { context: FlowContext; input: FlowInput } = { context: { flags: {} }, input: {} };

const guards = Object.fromEntries(
  guardNames.map((name) => [name, ({ context }: { context: FlowContext }) => guardHolds(name, context.flags)]),
);

/**
 * The flow as an XState v5 machine: guards registered by name behind the flow file's
 * serialisable config, BACK made from each step's meta. The session's flags are its context.
 */
export function buildMachine(flow: Flow): AnyStateMachine {
  const { definition } = flow.graph;
  const states = Object.fromEntries(Object.entries(definition.states).map(([id, state]) => [id, toStateConfig(state)]));
  return setup({
    types: machineTypes,
    guards,
  }).createMachine({
    id: flow.id,
    initial: definition.initial,
    context: ({ input }) => ({ flags: { ...input.flags, ...flow.presetFlags } }),
    states,
  });
}

function toStateConfig(state: StateDefinition) {
  if (isFinal(state)) return { type: 'final' as const, meta: state.meta };
  if (isDecision(state)) return { always: state.always.map(toTransition) };
  const on = Object.fromEntries(
    Object.entries(state.on).map(([event, list]) => [event, candidates(list).map(toTransition)]),
  );
  if (!state.meta.backDisabled && state.meta.back !== null) on[BACK] = candidates(state.meta.back).map(toTransition);
  return { meta: state.meta, on };
}

function toTransition(candidate: { target: string; guard?: string }) {
  return candidate.guard === undefined
    ? { target: candidate.target }
    : { target: candidate.target, guard: candidate.guard };
}
