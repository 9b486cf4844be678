import { diff, type Difference } from './diff.ts';
import { isStep, type StateDefinition } from './definition.ts';
import { flowFile, statesOf, type FlowBundle } from './flow-bundle.ts';

/** Live sessions per step id: the caller counts them (the engine never reads a database). */
export type SessionCounts = Readonly<Record<string, number>>;

export interface LiveSessions {
  /** Sessions that are on each step now. */
  readonly onStep: SessionCounts;
  /** Sessions that have already submitted each step. */
  readonly passedStep: SessionCounts;
}

export type FindingKind = 'stepRemoved' | 'launchStateChanged' | 'requiredFieldAdded';

/**
 * What publishing a draft would do to sessions already under way. `breaking` findings strand or
 * mislead live sessions: publishing them needs an explicit confirmation.
 */
export interface CompatibilityFinding {
  readonly kind: FindingKind;
  readonly step: string;
  readonly breaking: boolean;
  /** Plain words for the staff member about to publish. */
  readonly message: string;
}

const NO_SESSIONS: LiveSessions = { onStep: {}, passedStep: {} };

/** How the draft differs from the published bundle in ways live sessions would notice. */
export function compatibilityFindings(
  published: FlowBundle,
  draft: FlowBundle,
  live: LiveSessions = NO_SESSIONS,
): CompatibilityFinding[] {
  const before = statesOf(published);
  const after = statesOf(draft);
  const findings: CompatibilityFinding[] = [];
  for (const [step, state] of Object.entries(before)) {
    const next = after[step];
    if (next === undefined) {
      if (isStep(state)) findings.push(removed(step, live.onStep[step] ?? 0));
      continue;
    }
    const changed = launchStateChange(step, launchStateOf(state), launchStateOf(next));
    if (changed !== null) findings.push(changed);
    if (isStep(state) && isStep(next)) {
      const added = newRequired(
        requiredOf(published.schemas[state.meta.schema]),
        requiredOf(draft.schemas[next.meta.schema]),
      );
      if (added.length > 0) findings.push(requiredAdded(step, added, live.passedStep[step] ?? 0));
    }
  }
  return findings;
}

function removed(step: string, onIt: number): CompatibilityFinding {
  const breaking = onIt > 0;
  const message = breaking
    ? `Step "${step}" is removed, but ${sessions(onIt)} ${onIt === 1 ? 'is' : 'are'} on it now. They stay on the published version; new sessions no longer see the step.`
    : `Step "${step}" is removed. No live session is on it.`;
  return { kind: 'stepRemoved', step, breaking, message };
}

// OL §4: the stored launch state is a number; renumbering changes what a stored number unlocks.
function launchStateChange(step: string, before: number | null, after: number | null): CompatibilityFinding | null {
  if (before === after) return null;
  const words = (value: number | null) => (value === null ? 'none' : String(value));
  return {
    kind: 'launchStateChanged',
    step,
    breaking: true,
    message: `Step "${step}" changes its launch state from ${words(before)} to ${words(after)}: progress stored as a number (campaigns, resumes, links) would point at a different step.`,
  };
}

function requiredAdded(step: string, fields: readonly string[], passed: number): CompatibilityFinding {
  const names = fields.map((field) => `"${field}"`).join(', ');
  const breaking = passed > 0;
  const message = breaking
    ? `Step "${step}" now requires ${names}, and ${sessions(passed)} already passed it without. They keep the published version; sessions that come back to the step on the new version must fill it in.`
    : `Step "${step}" now requires ${names}. No live session has passed the step yet.`;
  return { kind: 'requiredFieldAdded', step, breaking, message };
}

const sessions = (count: number) => (count === 1 ? '1 live session' : `${count} live sessions`);

function launchStateOf(state: StateDefinition): number | null {
  const meta = (state as { meta?: { launchState?: number | null } }).meta;
  return meta?.launchState ?? null;
}

function requiredOf(schema: object | undefined): string[] {
  const required = (schema as { required?: unknown } | undefined)?.required;
  return Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [];
}

const newRequired = (before: readonly string[], after: readonly string[]) =>
  after.filter((field) => !before.includes(field));

/** One file's changes between two bundles: RFC 6902 operations on that file's JSON. */
export interface FileChanges {
  /** `flows/onboarding.flow.json`, `schemas/steps/budget.schema.json`, ... */
  readonly file: string;
  readonly change: 'added' | 'removed' | 'changed';
  readonly differences: readonly Difference[];
}

/** The structural difference between two bundles, file by file (unchanged files left out). */
export function bundleDiff(from: FlowBundle, to: FlowBundle): FileChanges[] {
  const left = filesOf(from);
  const right = filesOf(to);
  const names = [...new Set([...left.keys(), ...right.keys()])].sort(byFlowFirst(from.flowId));
  return names.flatMap((file): FileChanges[] => {
    const before = left.get(file);
    const after = right.get(file);
    if (before === undefined) return [{ file, change: 'added', differences: diff({}, after ?? {}) }];
    if (after === undefined) return [{ file, change: 'removed', differences: diff(before, {}) }];
    const differences = diff(before, after);
    return differences.length === 0 ? [] : [{ file, change: 'changed', differences }];
  });
}

function filesOf(bundle: FlowBundle): Map<string, object> {
  const files = new Map<string, object>();
  for (const [file, definition] of Object.entries(bundle.flows)) files.set(file, definition as object);
  for (const [ref, schema] of Object.entries(bundle.schemas)) files.set(`schemas/${ref}`, schema);
  for (const [ref, uiSchema] of Object.entries(bundle.uiSchemas)) files.set(`schemas/${ref}`, uiSchema);
  return files;
}

// The flow file first: it is what a reader looks at before the step schemas.
const byFlowFirst = (flowId: string) => (a: string, b: string) =>
  Number(b === flowFile(flowId)) - Number(a === flowFile(flowId)) || a.localeCompare(b);
