import type { EntityManager } from '@mikro-orm/postgresql';
import type { Flags, Flow, OpenDecision, Project, StepMeta } from '../../../engine/index.ts';
import { newestFlow, versionedFlow, type VersionedFlow } from '../flow-versions/versioned-projects.ts';
import { FlowSession } from './entities.ts';
import { readSession, writeStep, type SessionRecord } from './session-store.ts';
import { enterFirstStep, recordInvalid, submissionEvents } from '../funnel/step-events.ts';
import { InvalidRequestError, NotFoundError, StaleWriteError, StepNotOpenError } from '../../errors.ts';
import { hasLinkedSocialPage, withoutServerFlags, type ServerFlags } from './server-flags.ts';

export interface CreateSessionInput {
  readonly flags?: Flags;
  readonly region?: string;
  readonly queryParameters?: Readonly<Record<string, string>>;
  /** The business details document the session starts with (POST /api/businessDetails). */
  readonly details?: Readonly<Record<string, unknown>>;
}

// onboarding-and-launch §9: default region IN.
const DEFAULT_REGION = 'IN';
// OL §2 confirmation, §9 "region comes from business details, query, local storage, or default":
// the country confirmed on the first screen is the session's region from then on, so budgets,
// payments and launches are priced in it (issue 20: it stayed IN).
const REGION_ANSWERS: Readonly<Record<string, string>> = { 'steps/confirmation.schema.json': 'region' };

/** The region a step's answer sets on its session (the confirmed country), if it sets one. */
function regionAnswered(schemaRef: string, data: unknown): string | undefined {
  const field = REGION_ANSWERS[schemaRef];
  const value = field === undefined ? undefined : (data as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_OPEN_MESSAGES: Readonly<Record<Exclude<OpenDecision, 'allowed'>, string>> = {
  beyondStoredState: 'This step is not open yet: finish the earlier steps first.',
  pastBudget: 'The budget is set: the steps before it can no longer be changed.',
  launched: 'The campaign has launched: its steps can no longer be changed.',
};

/**
 * The flow a session runs and its version's schemas: the version it started on, never a newer one
 * (a version gone from the database is FlowVersionGoneError).
 */
export function flowOf(
  em: EntityManager,
  project: Project,
  session: Pick<FlowSession, 'flowId' | 'flowVersion'>,
): Promise<VersionedFlow> {
  return versionedFlow(em, project, session.flowId, session.flowVersion);
}

/**
 * Starts a session. `agentUserId` is the signed-in agent building it for a client (never a query's
 * word): they hold it until the client verifies the summary link (decision 170). `serverFlags` are
 * the server's word on the portal and the business (decision 420): flags of that name in `input`
 * are ignored.
 */
export async function createSession(
  em: EntityManager,
  project: Project,
  flowId: string,
  input: CreateSessionInput,
  serverFlags: ServerFlags,
  agentUserId: number | null = null,
): Promise<FlowSession> {
  // New sessions take the newest published version (issue 9).
  const { flow } = await newestFlow(em, project, flowId);
  const given = input.queryParameters ?? {};
  // The agentid a signed-in agent's session carries is theirs, whatever the address said.
  const queryParameters = agentUserId === null ? given : { ...given, agentid: String(agentUserId) };
  // §2: an agentid in the query sets the agent flag.
  const agent: Flags = (queryParameters.agentid ?? '') === '' ? {} : { agent: true };
  const flags = flow.flags({ ...withoutServerFlags(input.flags), ...agent, ...serverFlags });
  const step = flow.initialStep(flags);
  const session = em.create(FlowSession, {
    flowId: flow.id,
    flowVersion: flow.version,
    step,
    launchState: flow.launchStateOf(step) ?? 0,
    flags,
    region: input.region ?? DEFAULT_REGION,
    queryParameters,
    steps: {},
    details: { ...input.details },
    ownerId: agentUserId,
    agentId: agentUserId,
  });
  enterFirstStep(em, flow, session);
  await em.flush();
  return session;
}

/**
 * The session's flags with socialLinked as the business stands now (decision 420): a page linked
 * for the profile since the session started counts from its next step on.
 */
export async function currentFlags(
  em: EntityManager,
  session: Pick<SessionRecord, 'id' | 'flags' | 'businessProfileId'>,
): Promise<Flags> {
  return { ...session.flags, socialLinked: await hasLinkedSocialPage(em, session.businessProfileId, session.id) };
}

/** The session as it is loaded: its flags the server's word of now (currentFlags). */
export async function withCurrentFlags(em: EntityManager, session: SessionRecord): Promise<SessionRecord> {
  return { ...session, flags: await currentFlags(em, session) };
}

export async function findSession(em: EntityManager, sessionId: string): Promise<FlowSession> {
  // An id that is not a UUID cannot exist; asking the database would be a type error there.
  const session = UUID.test(sessionId) ? await em.findOne(FlowSession, { id: sessionId }) : null;
  if (session === null) throw new NotFoundError(`No session "${sessionId}"`);
  return session;
}

/** The session as a plain record, for reads and the step hot path. */
export async function findSessionRecord(em: EntityManager, sessionId: string): Promise<SessionRecord> {
  const session = UUID.test(sessionId) ? await readSession(em, sessionId) : null;
  if (session === null) throw new NotFoundError(`No session "${sessionId}"`);
  return session;
}

// Back to the step the user is on when it is open; else the step matching the stored state.
function redirectOf(flow: Flow, session: SessionRecord, matching: string | null): string {
  const current = flow.hasStep(session.step) || flow.isFinal(session.step) ? session.step : null;
  if (current !== null && flow.canOpen(current, session.launchState).allowed) return current;
  return matching ?? flow.initialStep(session.flags);
}

export interface StepSubmission {
  readonly sessionId: string;
  readonly stepId: string;
  readonly data: unknown;
  readonly event: string;
  /** The session version the client last saw (If-Match); a newer one means its view is stale. */
  readonly expectedVersion?: number;
  /**
   * The step's effects (flow meta `effects`, step-effect-run.ts): none when not given (the client's
   * own continuation of an agent's summary, which runs no effect of the agent's request).
   */
  readonly effects?: {
    /** Once the schema has accepted the data, before the step's transaction, on the request's connection. */
    readonly prepare: (meta: StepMeta, data: unknown, session: SessionRecord) => Promise<void>;
    /** Just before the step is saved, on the `em` that saves it; runs last, so a code is used up only by an otherwise good submission. */
    readonly check: (em: EntityManager) => Promise<void>;
    /** Whether they write: then they and the step's own save are one transaction (decision 240). */
    readonly writes: (meta: StepMeta) => boolean;
  };
}

/**
 * Saves a step's data and moves the session on, exactly as the engine says: a step the §4 rules
 * refuse, data its schema refuses, or a stale version changes nothing.
 */
export async function submitStep(
  em: EntityManager,
  project: Project,
  submission: StepSubmission,
): Promise<SessionRecord> {
  const session = await findSessionRecord(em, submission.sessionId);
  // Step validation runs on the session's own version: its schemas, not the newest ones.
  const { project: versionProject, flow } = await flowOf(em, project, session);
  const { stepId } = submission;
  if (!flow.hasStep(stepId)) throw new NotFoundError(`Flow "${flow.id}" has no step "${stepId}"`);
  const open = flow.canOpen(stepId, session.launchState);
  if (open.reason !== 'allowed')
    throw new StepNotOpenError(NOT_OPEN_MESSAGES[open.reason], redirectOf(flow, session, open.redirect));
  if (submission.expectedVersion !== undefined && submission.expectedVersion !== session.version) {
    throw new StaleWriteError();
  }
  // OL §3: what the step copies from earlier answers (the ad copy's objective) is the session's word.
  const data = flow.withCopiedFields(stepId, submission.data, session.steps);
  const result = versionProject.validateStep(flow.id, stepId, data);
  if (!result.valid) {
    await recordInvalid(em, flow, session, stepId, result.errors);
    throw new InvalidRequestError('Invalid request data', result.errors);
  }
  await submission.effects?.prepare(flow.meta(stepId), data, session);

  const save = async (tx: EntityManager) => {
    await submission.effects?.check(tx);
    const flags = await currentFlags(tx, {
      ...session,
      flags: { ...session.flags, ...withoutServerFlags(flow.flagsFromStep(stepId, data)) },
    });
    const next = flow.next(stepId, flags, submission.event);
    const region = regionAnswered(flow.meta(stepId).schema, data);
    const change = {
      ...(region !== undefined && { region }),
      steps: { ...session.steps, [stepId]: versionProject.withoutSecrets(flow.meta(stepId).schema, data) },
      flags,
      step: next.step,
      // §4: the stored launch state advances and never regresses.
      launchState: Math.max(session.launchState, next.launchState ?? 0),
    };
    return writeStep(tx, session, change, submissionEvents(flow, stepId, next.step));
  };
  return submission.effects?.writes(flow.meta(stepId)) === true ? em.transactional(save) : save(em);
}
