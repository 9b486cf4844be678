import type { Flags, StepMeta, TransitionDefinition } from './definition.ts';
import { EngineError, UnknownEventError, UnknownFlagError, UnknownStepError } from './errors.ts';
import { BACK, type FlowGraph } from './flow-graph.ts';
import { guardHolds, guardNames, isGuardName } from './guards.ts';
import { canResume, openDecision, type OpenDecision } from './launch-state.ts';
import { fillRoute, matchRoute } from './routes.ts';
import { countOnPath, type Counter } from './step-counter.ts';

export type { Counter } from './step-counter.ts';

export interface NextStep {
  readonly step: string;
  readonly launchState: number | null;
}

export interface BackStep {
  readonly step: string | null;
  readonly disabled: boolean;
}

export interface OpenResult {
  readonly allowed: boolean;
  /** Where to send the user instead: the step matching the stored launch state. */
  readonly redirect: string | null;
  readonly reason: OpenDecision;
}

export interface FlowIdentity {
  readonly id: string;
  readonly version: number;
  readonly title: string;
  /** The flow whose states this variant runs, or null for a full flow. */
  readonly extendsId: string | null;
  readonly presetFlags: Flags;
}

const NO_FLAGS: Flags = Object.freeze({});

/** step -> the flags its data sets, each with the test the data must pass. */
export type FlagConditions = ReadonlyMap<
  string,
  readonly (readonly [flag: string, holds: (data: unknown) => boolean])[]
>;

/** One runnable flow: the pure functions the renderer and the server both call. */
export class Flow {
  readonly id: string;
  readonly version: number;
  readonly title: string;
  readonly extendsId: string | null;
  readonly presetFlags: Flags;
  readonly graph: FlowGraph;
  readonly #conditions: FlagConditions;
  // The NEXT path per set of flags: the counter reads it on every step view.
  readonly #paths = new Map<string, readonly string[]>();

  constructor(identity: FlowIdentity, graph: FlowGraph, conditions: FlagConditions = new Map()) {
    this.#conditions = conditions;
    this.id = identity.id;
    this.version = identity.version;
    this.title = identity.title;
    this.extendsId = identity.extendsId;
    this.presetFlags = identity.presetFlags;
    this.graph = graph;
  }

  /** The same states run under another identity: a variant file's id and preset flags. */
  withIdentity(identity: FlowIdentity): Flow {
    return new Flow(identity, this.graph, this.#conditions);
  }

  get basePath(): string {
    return this.graph.definition.basePath;
  }

  /** Screens in declaration order (decision and final states are not screens). */
  get steps(): readonly string[] {
    return this.graph.steps;
  }

  hasStep(step: string): boolean {
    return this.graph.meta.has(step);
  }

  isFinal(state: string): boolean {
    return this.graph.finals.has(state);
  }

  meta(step: string): StepMeta {
    const meta = this.graph.meta.get(step);
    if (meta === undefined) throw new UnknownStepError(this.id, step);
    return meta;
  }

  /** The events a step answers besides BACK (NEXT, EDIT, ...). */
  events(step: string): string[] {
    return [...this.#events(step).keys()].filter((event) => event !== BACK);
  }

  /** The session's flags with this flow's presets on top (a variant's presets define it); unknown names are refused. */
  flags(flags: Flags = NO_FLAGS): Flags {
    for (const name of Object.keys(flags)) {
      if (!isGuardName(name)) throw new UnknownFlagError(name, guardNames);
    }
    return { ...flags, ...this.presetFlags };
  }

  /** The flags a step's submitted data sets (its meta.setsFlags), each true or false. */
  flagsFromStep(step: string, data: unknown): Flags {
    this.meta(step);
    const conditions = this.#conditions.get(step) ?? [];
    return Object.fromEntries(conditions.map(([flag, holds]) => [flag, holds(data)]));
  }

  /**
   * `data` with the fields `step` copies from earlier steps (its meta.fromSteps) as the session's
   * saved steps hold them: what the step shows and is checked against, whatever the client sent
   * (a copy whose source is unanswered is left out).
   */
  withCopiedFields(step: string, data: unknown, steps: Readonly<Record<string, unknown>>): unknown {
    const fromSteps = Object.entries(this.meta(step).fromSteps ?? {});
    if (fromSteps.length === 0 || !isRecord(data)) return data;
    const copies = fromSteps.map(([field, source]) => {
      const saved = steps[source];
      return [field, isRecord(saved) ? saved[field] : undefined] as const;
    });
    const copied = new Set(copies.map(([field]) => field));
    const given = Object.entries(data).filter(([field]) => !copied.has(field));
    return Object.fromEntries([...given, ...copies.filter(([, value]) => value !== undefined)]);
  }

  /** The first step a session of this flow opens. */
  initialStep(flags: Flags = NO_FLAGS): string {
    return this.#settle(this.graph.definition.initial, this.flags(flags));
  }

  /** §4 next-step map: where `event` (NEXT by default) leads from `step` with these flags. */
  next(step: string, flags: Flags = NO_FLAGS, event = 'NEXT'): NextStep {
    const list = this.#events(step).get(event);
    if (list === undefined || event === BACK) {
      throw new UnknownEventError(this.id, step, event, this.events(step));
    }
    const merged = this.flags(flags);
    const target = this.#settle(this.#resolve(list, merged), merged);
    return { step: target, launchState: this.graph.launchStates.get(target) ?? null };
  }

  /** §2: each step has a back target; some disable back. */
  back(step: string, flags: Flags = NO_FLAGS): BackStep {
    const meta = this.meta(step);
    const list = this.#events(step).get(BACK);
    if (meta.backDisabled || list === undefined) return { step: null, disabled: true };
    const merged = this.flags(flags);
    return { step: this.#settle(this.#resolve(list, merged), merged), disabled: false };
  }

  /** §4 launch-state rules for opening `step` when the session's stored state is `stored`. */
  canOpen(step: string, stored: number): OpenResult {
    if (!this.hasStep(step) && !this.isFinal(step)) throw new UnknownStepError(this.id, step);
    const gate = this.isFinal(step)
      ? (this.graph.launchStates.get(step) ?? null)
      : (this.graph.gates.get(step) ?? null);
    const reason = openDecision(gate, stored);
    if (reason === 'allowed') return { allowed: true, redirect: null, reason };
    return { allowed: false, redirect: this.stepForLaunchState(stored), reason };
  }

  /** §4: resume only applies when the stored state is at most budget. */
  resumeStep(stored: number): string | null {
    return canResume(stored) ? this.stepForLaunchState(stored) : null;
  }

  /** The step whose launch state is `state`, else the highest-numbered one below it. */
  stepForLaunchState(state: number): string | null {
    let match: string | null = null;
    for (const [launchState, step] of this.graph.byLaunchState) {
      if (launchState > state) break;
      match = step;
    }
    return match;
  }

  launchStateOf(step: string): number | null {
    return this.meta(step).launchState;
  }

  /**
   * §2/§3 step counter on this user's path (the session's flags): its section among the sections
   * the path goes through, and its position among the path's screens of that section; null if hidden.
   */
  counter(step: string, flags: Flags = NO_FLAGS): Counter | null {
    const merged = this.flags(flags);
    return countOnPath(
      step,
      this.path(merged),
      (id) => this.meta(id),
      (id) => this.back(id, merged).step,
      this.graph.definition.sectionTitleKeys,
    );
  }

  /** The screens NEXT leads through from the first one, with these flags (the user's path). */
  path(flags: Flags = NO_FLAGS): readonly string[] {
    const merged = this.flags(flags);
    const key = Object.keys(merged)
      .filter((name) => merged[name] === true)
      .sort()
      .join(',');
    const known = this.#paths.get(key);
    if (known !== undefined) return known;
    const path: string[] = [];
    for (let step = this.initialStep(merged); this.hasStep(step) && !path.includes(step);) {
      path.push(step);
      const next = this.#events(step).get('NEXT');
      if (next === undefined) break;
      step = this.#settle(this.#resolve(next, merged), merged);
    }
    this.#paths.set(key, path);
    return path;
  }

  /** Step -> route below basePath, parameters filled; null for an unknown step (§2). */
  routeOf(step: string, params: Readonly<Record<string, string | number>> = {}): string | null {
    const route = this.graph.routes.find((r) => r.step === step);
    return route === undefined ? null : fillRoute(route, params);
  }

  /** Route below basePath -> step and its parameters; null when no step has that route. */
  stepOfRoute(path: string): { step: string; params: Record<string, string> } | null {
    for (const route of this.graph.routes) {
      const params = matchRoute(route, path);
      if (params !== null) return { step: route.step, params };
    }
    return null;
  }

  #events(step: string): ReadonlyMap<string, readonly TransitionDefinition[]> {
    const events = this.graph.table.get(step);
    if (events === undefined) throw new UnknownStepError(this.id, step);
    return events;
  }

  // Flow checks guarantee the last candidate has no guard, so one always matches.
  #resolve(list: readonly TransitionDefinition[], flags: Flags): string {
    for (const candidate of list) if (guardHolds(candidate.guard, flags)) return candidate.target;
    throw new EngineError(`No default transition in flow "${this.id}"`);
  }

  // A decision state is no screen: follow its eventless transitions, as XState does.
  #settle(state: string, flags: Flags): string {
    let current = state;
    for (let list = this.graph.decisions.get(current); list !== undefined; list = this.graph.decisions.get(current)) {
      current = this.#resolve(list, flags);
    }
    return current;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
