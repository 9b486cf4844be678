import {
  candidates,
  isDecision,
  isFinal,
  isStep,
  type FullFlowDefinition,
  type StepMeta,
  type TransitionDefinition,
} from './definition.ts';
import { compileRoute, type RoutePattern } from './routes.ts';

export const BACK = 'BACK';

/**
 * A flow's machine compiled into lookup tables at load, so that resolving a step never walks the
 * XState machine on the hot path (tests prove the two agree on every step and flag combination).
 */
export interface FlowGraph {
  readonly definition: FullFlowDefinition;
  /** Screens, in the order the flow file declares them (the counter counts in this order). */
  readonly steps: readonly string[];
  /** state -> event -> guarded candidates; BACK comes from each step's meta.back. */
  readonly table: ReadonlyMap<string, ReadonlyMap<string, readonly TransitionDefinition[]>>;
  readonly decisions: ReadonlyMap<string, readonly TransitionDefinition[]>;
  readonly finals: ReadonlySet<string>;
  readonly meta: ReadonlyMap<string, StepMeta>;
  readonly launchStates: ReadonlyMap<string, number>;
  /** Launch state that gates each step (its own, else the lowest of its predecessors'). */
  readonly gates: ReadonlyMap<string, number | null>;
  /** [launchState, state] ascending, for "the step matching the state". */
  readonly byLaunchState: readonly (readonly [number, string])[];
  readonly routes: readonly RoutePattern[];
}

export function compileGraph(definition: FullFlowDefinition): FlowGraph {
  const steps: string[] = [];
  const table = new Map<string, Map<string, readonly TransitionDefinition[]>>();
  const decisions = new Map<string, readonly TransitionDefinition[]>();
  const finals = new Set<string>();
  const meta = new Map<string, StepMeta>();
  const launchStates = new Map<string, number>();
  const routes: RoutePattern[] = [];

  for (const [id, state] of Object.entries(definition.states)) {
    if (isStep(state)) {
      steps.push(id);
      meta.set(id, state.meta);
      routes.push(compileRoute(id, state.meta.route));
      if (state.meta.launchState !== null) launchStates.set(id, state.meta.launchState);
      const events = new Map(Object.entries(state.on).map(([event, t]) => [event, candidates(t)]));
      if (!state.meta.backDisabled && state.meta.back !== null) events.set(BACK, candidates(state.meta.back));
      table.set(id, events);
    } else if (isDecision(state)) {
      decisions.set(id, state.always);
    } else if (isFinal(state)) {
      finals.add(id);
      const launchState = state.meta?.launchState;
      if (launchState !== undefined) launchStates.set(id, launchState);
    }
  }

  const byLaunchState = [...launchStates].map(([id, n]) => [n, id] as const).sort((a, b) => a[0] - b[0]);
  const gates = inheritGates(definition.initial, table, decisions, launchStates);
  return { definition, steps, table, decisions, finals, meta, launchStates, gates, byLaunchState, routes };
}

/** Forward edges (every event but BACK, and decisions' eventless transitions). */
export function forwardTargets(graph: Pick<FlowGraph, 'table' | 'decisions'>, state: string): string[] {
  const events = graph.table.get(state);
  if (events !== undefined) {
    return [...events].filter(([event]) => event !== BACK).flatMap(([, list]) => list.map((c) => c.target));
  }
  return (graph.decisions.get(state) ?? []).map((c) => c.target);
}

/** The states the flow can never show, and those from which it can never finish. */
export interface GraphHealth {
  /** No path from the initial state leads there. */
  readonly unreachable: readonly string[];
  /** Reachable, but no path from there reaches a final state (a step with no way on, a closed cycle). */
  readonly deadEnds: readonly string[];
}

/**
 * Reachability from the initial state and a way out to a final state, over forward transitions:
 * what `npm run flow -- validate` refuses, and what the flow studio marks on its graph (issue 9).
 */
export function graphHealth(graph: FlowGraph): GraphHealth {
  const allStates = Object.keys(graph.definition.states);
  const reachable = closure([graph.definition.initial], (state) => forwardTargets(graph, state));
  const predecessors = new Map<string, string[]>();
  for (const id of allStates) {
    for (const to of forwardTargets(graph, id)) predecessors.set(to, [...(predecessors.get(to) ?? []), id]);
  }
  const canFinish = closure([...graph.finals], (state) => predecessors.get(state) ?? []);
  return {
    unreachable: allStates.filter((id) => !reachable.has(id)),
    deadEnds: allStates.filter((id) => reachable.has(id) && !canFinish.has(id)),
  };
}

function closure(start: readonly string[], edges: (state: string) => readonly string[]): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const next of edges(state)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

// A screen the spec numbers nowhere (summary, details-captured animation) may be opened once the
// user could have reached it: when the stored state reaches its lowest-numbered predecessor.
function inheritGates(
  initial: string,
  table: FlowGraph['table'],
  decisions: FlowGraph['decisions'],
  launchStates: ReadonlyMap<string, number>,
): Map<string, number | null> {
  const gates = new Map<string, number | null>();
  for (const id of [...table.keys(), ...decisions.keys()]) gates.set(id, launchStates.get(id) ?? null);
  let changed = true;
  while (changed) {
    changed = false;
    for (const from of gates.keys()) {
      const gate = gates.get(from) ?? null;
      if (gate === null) continue;
      for (const to of forwardTargets({ table, decisions }, from)) {
        if (launchStates.has(to) || to === initial || !gates.has(to)) continue;
        const current = gates.get(to) ?? null;
        if (current === null || gate < current) {
          gates.set(to, gate);
          changed = true;
        }
      }
    }
  }
  return gates;
}
