import type { EntityManager } from '@mikro-orm/postgresql';
import {
  bundleProblems,
  compatibilityFindings,
  statesOf,
  stepIdsOf,
  type CompatibilityFinding,
  type DefinitionProblem,
  type FlowBundle,
  type LiveSessions,
  type Project,
} from '../../../engine/index.ts';
import { newestVersion, storedBundle } from './versioned-projects.ts';

/** A finding only the server can make: the draft was started before the newest version. */
export interface StudioFinding {
  readonly kind: 'draftBehind';
  readonly step: null;
  readonly breaking: true;
  readonly message: string;
}

export interface ReleaseCheck {
  readonly newestVersion: number;
  /** Everything `npm run flow -- validate` reports with the bundle in place. */
  readonly problems: readonly (DefinitionProblem & { readonly text: string })[];
  readonly findings: readonly (CompatibilityFinding | StudioFinding)[];
  readonly publishable: boolean;
  /** Breaking findings: publishing needs `confirmBreaking`. */
  readonly needsConfirmation: boolean;
}

/** What publishing `bundle` as the flow's next version would do, with live-session counts. */
export async function checkRelease(
  em: EntityManager,
  project: Project,
  bundle: FlowBundle,
  basedOnVersion: number | null = null,
): Promise<ReleaseCheck> {
  const newest = await newestVersion(em, project, bundle.flowId);
  const published = await storedBundle(em, bundle.flowId, newest);
  const problems = bundleProblems(project.files, bundle).map((problem) => ({
    ...problem,
    text: `${problem.file}${problem.path === '' ? '' : `#${problem.path}`}: ${problem.message}`,
  }));
  const findings: (CompatibilityFinding | StudioFinding)[] =
    published === null ? [] : compatibilityFindings(published, bundle, await liveSessions(em, published));
  if (basedOnVersion !== null && basedOnVersion < newest) findings.unshift(draftBehind(basedOnVersion, newest));
  return {
    newestVersion: newest,
    problems,
    findings,
    publishable: problems.length === 0,
    needsConfirmation: findings.some((finding) => finding.breaking),
  };
}

const draftBehind = (basedOn: number, newest: number): StudioFinding => ({
  kind: 'draftBehind',
  step: null,
  breaking: true,
  message: `This draft was started from version ${basedOn}, but version ${newest} has been published since: publishing it replaces what version ${newest} changed.`,
});

/**
 * Unfinished sessions of the flow and its variants (on any version): how many are on each step, and
 * how many have submitted each step. A session on a final state has finished.
 */
async function liveSessions(em: EntityManager, published: FlowBundle): Promise<LiveSessions> {
  const flowIds = Object.keys(published.flows).map((file) => file.replace(/^flows\//, '').replace(/\.flow\.json$/, ''));
  const steps = new Set(stepIdsOf(published));
  const finals = Object.keys(statesOf(published)).filter((id) => !steps.has(id));
  const flowList = flowIds.map(() => '?').join(', ');
  const unfinished = finals.length === 0 ? '' : ` and step not in (${finals.map(() => '?').join(', ')})`;
  const where = `flow_id in (${flowList})${unfinished}`;
  const connection = em.getConnection();
  const onStep = await connection.execute<{ step: string; sessions: number }[]>(
    `select step, count(*)::int as sessions from flow_session where ${where} group by step`,
    [...flowIds, ...finals],
  );
  const passedStep = await connection.execute<{ step: string; sessions: number }[]>(
    `select key as step, count(*)::int as sessions
     from flow_session cross join lateral jsonb_object_keys(steps) as key where ${where} group by key`,
    [...flowIds, ...finals],
  );
  const counts = (rows: { step: string; sessions: number }[]) =>
    Object.fromEntries(rows.map(({ step, sessions }) => [step, sessions]));
  return { onStep: counts(onStep), passedStep: counts(passedStep) };
}
