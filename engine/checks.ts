import {
  candidates,
  isDecision,
  isStep,
  isVariant,
  type FlowDefinition,
  type FullFlowDefinition,
  type TransitionDefinition,
} from './definition.ts';
import type { DefinitionProblem } from './errors.ts';
import { compileGraph, graphHealth, type FlowGraph } from './flow-graph.ts';
import { isGuardName, unknownGuard } from './guards.ts';
import { isEffectName, unknownEffect } from './effects.ts';

/** What a flow's meta points at, so the checks can tell what is missing. */
export interface CheckContext {
  readonly hasSchema: (ref: string) => boolean;
  readonly hasUiSchema: (ref: string) => boolean;
  readonly hasTitle: (key: string) => boolean;
  readonly flowIds: ReadonlySet<string>;
  readonly fullFlowIds: ReadonlySet<string>;
}

type Report = (path: string, message: string) => void;

/** Everything wrong with one (schema-valid) flow file beyond what its JSON Schema can say. */
export function checkFlow(file: string, definition: FlowDefinition, context: CheckContext): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const report: Report = (path, message) => problems.push({ file, path, message });
  const expectedId = file.replace(/^.*\//, '').replace(/\.flow\.json$/, '');
  if (definition.id !== expectedId)
    report('/id', `flow id "${definition.id}" must match its file name "${expectedId}"`);
  checkFlags(definition.flags ?? {}, report);
  if (isVariant(definition)) {
    if (!context.fullFlowIds.has(definition.extends)) {
      const what = context.flowIds.has(definition.extends) ? 'a variant (extend a full flow)' : 'an unknown flow';
      report('/extends', `"${definition.extends}" is ${what}`);
    }
    return problems;
  }
  // The graph checks need every edge to land somewhere; other problems do not stop them.
  const edgesSound = checkStates(definition, context, report);
  if (edgesSound) checkGraph(compileGraph(definition), report);
  return problems;
}

function checkFlags(flags: Readonly<Record<string, boolean>>, report: Report): void {
  for (const name of Object.keys(flags)) {
    if (!isGuardName(name)) report(`/flags/${pointer(name)}`, unknownGuard(name));
  }
}

/** Reports every state's problems; answers whether every transition is sound (lands, known guard, default last). */
function checkStates(definition: FullFlowDefinition, context: CheckContext, report: Report): boolean {
  let edgesSound = true;
  const reportEdge: Report = (path, message) => {
    edgesSound = false;
    report(path, message);
  };
  const { states } = definition;
  if (!Object.hasOwn(states, definition.initial)) reportEdge('/initial', `dangling target "${definition.initial}"`);
  const titled = definition.sectionTitleKeys?.length;
  if (titled !== undefined && titled !== definition.sections) {
    report('/sectionTitleKeys', `${titled} section titles for the flow's ${definition.sections} sections`);
  }
  for (const [index, key] of (definition.sectionTitleKeys ?? []).entries()) {
    if (!context.hasTitle(key)) report(`/sectionTitleKeys/${index}`, `missing title "${key}" in locales/en/flows.json`);
  }
  const seenLaunchStates = new Map<number, string>();
  const seenRoutes = new Map<string, string>();
  for (const [id, state] of Object.entries(states)) {
    const at = `/states/${pointer(id)}`;
    if (isDecision(state)) checkTransitions(state.always, `${at}/always`, definition, reportEdge);
    if (!isStep(state)) {
      const launchState = 'meta' in state ? state.meta?.launchState : undefined;
      if (launchState !== undefined)
        claimLaunchState(launchState, id, `${at}/meta/launchState`, seenLaunchStates, report);
      continue;
    }
    for (const [event, list] of Object.entries(state.on)) {
      checkTransitions(candidates(list), `${at}/on/${event}`, definition, reportEdge);
    }
    const { meta } = state;
    for (const flag of Object.keys(meta.setsFlags ?? {})) {
      if (!isGuardName(flag)) report(`${at}/meta/setsFlags/${pointer(flag)}`, unknownGuard(flag));
    }
    for (const [index, effect] of (meta.effects ?? []).entries()) {
      if (!isEffectName(effect)) report(`${at}/meta/effects/${index}`, unknownEffect(effect));
    }
    for (const [field, source] of Object.entries(meta.fromSteps ?? {})) {
      const sourceState = Object.hasOwn(states, source) ? states[source] : undefined;
      if (sourceState === undefined || !isStep(sourceState))
        report(`${at}/meta/fromSteps/${pointer(field)}`, `"${source}" is no step of this flow`);
    }
    if (meta.backDisabled && meta.back !== null)
      report(`${at}/meta/back`, 'a step with backDisabled must have back: null');
    if (meta.back !== null) checkTransitions(candidates(meta.back), `${at}/meta/back`, definition, reportEdge);
    if (meta.launchState !== null)
      claimLaunchState(meta.launchState, id, `${at}/meta/launchState`, seenLaunchStates, report);
    if (meta.section !== null && meta.section > definition.sections) {
      report(`${at}/meta/section`, `section ${meta.section} is beyond the flow's ${definition.sections} sections`);
    }
    const routeShape = meta.route.replace(/\{[^}]+\}/g, '{}');
    const otherRoute = seenRoutes.get(routeShape);
    if (otherRoute !== undefined)
      report(`${at}/meta/route`, `route "${meta.route}" is also the route of "${otherRoute}"`);
    seenRoutes.set(routeShape, id);
    if (meta.route.replace(/\/\{[^}]+\}/g, '') !== id) {
      report(`${at}/meta/route`, `route "${meta.route}" must be the step id "${id}" plus parameters`);
    }
    if (!context.hasSchema(meta.schema)) report(`${at}/meta/schema`, `missing schema "schemas/${meta.schema}"`);
    if (!context.hasUiSchema(meta.uiSchema))
      report(`${at}/meta/uiSchema`, `missing uiSchema "schemas/${meta.uiSchema}"`);
    if (!context.hasTitle(meta.titleKey))
      report(`${at}/meta/titleKey`, `missing title "${meta.titleKey}" in locales/en/flows.json`);
  }
  return edgesSound;
}

function checkTransitions(
  list: readonly TransitionDefinition[],
  at: string,
  definition: FullFlowDefinition,
  report: Report,
): void {
  list.forEach((candidate, index) => {
    const path = `${at}/${index}`;
    const target = definition.states[candidate.target];
    if (target === undefined) report(`${path}/target`, `dangling target "${candidate.target}"`);
    if (candidate.guard !== undefined && !isGuardName(candidate.guard))
      report(`${path}/guard`, unknownGuard(candidate.guard));
    const isLast = index === list.length - 1;
    if (isLast && candidate.guard !== undefined)
      report(`${path}/guard`, 'the last candidate must have no guard (the default)');
    if (!isLast && candidate.guard === undefined)
      report(path, 'only the last candidate may lack a guard: those after it never run');
  });
}

function claimLaunchState(
  launchState: number,
  id: string,
  path: string,
  seen: Map<number, string>,
  report: Report,
): void {
  const other = seen.get(launchState);
  if (other !== undefined) report(path, `duplicate launch state ${launchState} (also "${other}")`);
  else seen.set(launchState, id);
}

/** Reachability from the initial state, and a way out to a final state from everywhere. */
function checkGraph(graph: FlowGraph, report: Report): void {
  const { unreachable, deadEnds } = graphHealth(graph);
  for (const id of unreachable)
    report(`/states/${pointer(id)}`, `unreachable step "${id}" (no path from "${graph.definition.initial}")`);
  if (graph.finals.size === 0) {
    report('/states', 'no final state: the flow never ends');
    return;
  }
  for (const id of deadEnds)
    report(`/states/${pointer(id)}`, `cycle without an exit: no path from "${id}" reaches a final state`);
}

/** RFC 6901: step ids contain '/', which a JSON pointer escapes. */
export function pointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
