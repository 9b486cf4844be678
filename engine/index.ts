/**
 * adflow's flow engine: flow files as data, compiled into XState machines and lookup tables,
 * with the spec's navigation and launch-state rules as pure functions. Framework-free: the
 * renderer and the server both run exactly this.
 */
export type {
  Flags,
  FlowDefinition,
  FullFlowDefinition,
  VariantFlowDefinition,
  StateDefinition,
  StepMeta,
  TransitionDefinition,
} from './definition.ts';
export { guardDescriptions, guardNames, type GuardName } from './guards.ts';
export { effectDescriptions, effectNames, isEffectName, type EffectName } from './effects.ts';
export {
  EngineError,
  InvalidDefinitionsError,
  UnknownEventError,
  UnknownFlagError,
  UnknownFlowError,
  UnknownStepError,
  formatProblem,
  type DefinitionProblem,
} from './errors.ts';
export { Flow, type BackStep, type Counter, type FlagConditions, type NextStep, type OpenResult } from './flow.ts';
export { LaunchState, canResume, openDecision, type OpenDecision } from './launch-state.ts';
export { buildMachine, type FlowContext, type FlowInput } from './machine.ts';
export { createProject, FLOW_SCHEMA, type Project, type ProjectFiles } from './project.ts';
export { readProjectFiles, REPO_ROOT } from './files.ts';
export { REQUIRED_MESSAGE, toStepErrors, type StepError, type ValidationResult } from './step-validation.ts';
export { crossFieldErrors } from './cross-field-rules.ts';
export { endDateOfRun, lastDayOfRun, runDays, storedRunDays } from './run-dates.ts';
export {
  DEFAULT_PRESET,
  RANGE_PRESETS,
  dayOf,
  daysAfter,
  daysBetween,
  daysOf,
  midnightOf,
  monthOf,
  pickedDay,
  calendarDate,
  presetRange,
  shiftedDay,
  startOfUtcDay,
  timeZoneOf,
  weekOf,
  type Day,
  type DayRange,
  type RangePreset,
} from './dates.ts';
export {
  GSTIN_PROBLEM_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  isValidGstin,
  normaliseGstin,
  type GstinProblem,
} from './gstin.ts';
export { applyDifferences, diff, InvalidDifferencesError, type Difference } from './diff.ts';
export { flowDiagram, forwardEdges, type GraphEdge, type GraphFormat } from './graph.ts';
export { compileGraph, graphHealth, type FlowGraph, type GraphHealth } from './flow-graph.ts';
export { inlineRefs, type SchemaSource } from './inline-refs.ts';
export {
  bundleOf,
  bundleProblems,
  filesWith,
  flowFile,
  numbered,
  projectWith,
  statesOf,
  stepIdsOf,
  versionedFlowOf,
  VariantNotVersionedError,
  type FlowBundle,
} from './flow-bundle.ts';
export {
  bundleDiff,
  compatibilityFindings,
  type CompatibilityFinding,
  type FileChanges,
  type FindingKind,
  type LiveSessions,
  type SessionCounts,
} from './flow-compatibility.ts';

import { readProjectFiles } from './files.ts';
import { createProject, type Project } from './project.ts';

/** Reads and compiles the project's flows and schemas (the repository root by default). */
export async function loadProject(root?: URL | string): Promise<Project> {
  return createProject(await readProjectFiles(root));
}
