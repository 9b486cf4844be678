import type { EntityManager } from '@mikro-orm/postgresql';
import type { FlowSession } from './entities.ts';
import { StaleWriteError } from '../../errors.ts';
import { withStepEvents, type StepEvents } from '../funnel/step-events.ts';

/** A session as the step hot path reads it: the flow_session row, without the ORM's bookkeeping. */
export type SessionRecord = Pick<
  FlowSession,
  | 'id'
  | 'flowId'
  | 'flowVersion'
  | 'step'
  | 'launchState'
  | 'flags'
  | 'region'
  | 'queryParameters'
  | 'steps'
  | 'details'
  | 'version'
  | 'updatedAt'
> & {
  /** The business profile made for the session at sign-up (store onboarding's `{businessProfileId}`). */
  readonly businessProfileId?: number | null;
};

export type StepChange = Pick<SessionRecord, 'steps' | 'flags' | 'step' | 'launchState'> & {
  /** The region a step's answer sets (the confirmed country); the session keeps its own otherwise. */
  readonly region?: string;
};

interface Row {
  id: string;
  flow_id: string;
  flow_version: number;
  step: string;
  launch_state: number;
  flags: Record<string, boolean>;
  region: string | null;
  query_parameters: Record<string, string>;
  steps: Record<string, unknown>;
  details: Record<string, unknown>;
  version: number;
  updated_at: string | Date;
  business_profile_id: number | null;
}

const COLUMNS =
  'id, flow_id, flow_version, step, launch_state, flags, region, query_parameters, steps, details, version, updated_at, business_profile_id';

// Step submissions are the product's hottest write: one select and one conditional update, with
// no unit of work to diff and no transaction round trips. The version condition is the same
// optimistic lock the entity declares. Every query runs through `em.execute`, so inside a
// transaction (a store step's effects, decision 240) it is part of that transaction.
export async function readSession(em: EntityManager, id: string): Promise<SessionRecord | null> {
  const [row] = await em.execute<Row[]>(`select ${COLUMNS} from flow_session where id = ?`, [id]);
  return row === undefined ? null : toRecord(row);
}

/**
 * Writes a step's outcome if nobody wrote since `session` was read; else StaleWriteError. Its
 * funnel events go in the same statement, so they exist exactly when the write happened.
 */
export async function writeStep(
  em: EntityManager,
  session: SessionRecord,
  change: StepChange,
  events?: StepEvents,
): Promise<SessionRecord> {
  const write = {
    sql: `update flow_session set steps = ?::jsonb, flags = ?::jsonb, step = ?, launch_state = ?,
       region = coalesce(?, region), version = version + 1, updated_at = now()
     where id = ? and version = ? returning ${COLUMNS}`,
    params: [
      JSON.stringify(change.steps),
      JSON.stringify(change.flags),
      change.step,
      change.launchState,
      change.region ?? null,
      session.id,
      session.version,
    ],
  };
  const { sql, params } = events === undefined ? write : withStepEvents(write, events);
  // 'get' answers the first row, or undefined when the version condition matched none.
  // em.execute joins the caller's transaction when there is one (a store step's effects, decision 240).
  const row = (await em.execute<Row>(sql, [...params], 'get')) as Row | undefined;
  if (row === undefined) throw new StaleWriteError();
  return toRecord(row);
}

function toRecord(row: Row): SessionRecord {
  return {
    id: row.id,
    flowId: row.flow_id,
    flowVersion: row.flow_version,
    step: row.step,
    launchState: row.launch_state,
    flags: row.flags,
    region: row.region,
    queryParameters: row.query_parameters,
    steps: row.steps,
    details: row.details,
    version: row.version,
    // The ORM's connection hands timestamps over as text.
    updatedAt: new Date(row.updated_at),
    businessProfileId: row.business_profile_id,
  };
}

/**
 * What the user typed on the step they stand on, kept before the step is submitted (the address an
 * OTP went to, decision 372): a reload shows it again. The step does not move.
 */
export async function keepStepData(em: EntityManager, sessionId: string, step: string, data: object): Promise<void> {
  await em.execute(
    `update flow_session set steps = jsonb_set(steps, array[?]::text[], ?::jsonb), version = version + 1,
       updated_at = now() where id = ? and step = ?`,
    [step, JSON.stringify(data), sessionId, step],
  );
}

/** The users who signed up in these sessions (none for a session nobody signed up in yet). */
export async function ownersOf(em: EntityManager, sessionIds: readonly string[]): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const placeholders = sessionIds.map(() => '?').join(', ');
  const rows = await em.execute<{ owner_id: number | null }[]>(
    `select owner_id from flow_session where id in (${placeholders})`,
    [...sessionIds],
  );
  return rows.map((row) => row.owner_id).filter((owner) => owner !== null);
}

/** Makes a session its owner's alone (the e-mail sign-up step), with the business profile made for it. */
export async function setOwner(
  em: EntityManager,
  sessionId: string,
  userId: number,
  businessProfileId: number | null,
): Promise<void> {
  await em.execute(
    'update flow_session set owner_id = ?, business_profile_id = coalesce(?, business_profile_id) where id = ?',
    [userId, businessProfileId, sessionId],
  );
}

/** The business profile a session's campaign and payments belong to (null until someone signs up in it). */
export async function profileOfSession(em: EntityManager, sessionId: string): Promise<number | null> {
  const [row] = await em.execute<{ business_profile_id: number | null }[]>(
    'select business_profile_id from flow_session where id = ?',
    [sessionId],
  );
  return row?.business_profile_id ?? null;
}

/**
 * OL §4: a campaign launched from its campaign call takes its session to launch successful (2000)
 * as well; the launch state never regresses, and a session already there is left as it is.
 */
export async function moveToLaunched(
  em: EntityManager,
  sessionId: string,
  launched: { step: string; launchState: number },
): Promise<void> {
  await em.execute(
    `update flow_session set step = ?, launch_state = ?, version = version + 1, updated_at = now()
       where id = ? and launch_state < ?`,
    [launched.step, launched.launchState, sessionId, launched.launchState],
  );
}

/** Who built a session for a client (OL §1) and who holds it now: the agent until the client verifies. */
export async function agentAndOwnerOf(
  em: EntityManager,
  sessionId: string,
): Promise<{ agentId: number | null; ownerId: number | null }> {
  const [row] = await em.execute<{ agent_id: number | null; owner_id: number | null }[]>(
    'select agent_id, owner_id from flow_session where id = ?',
    [sessionId],
  );
  return { agentId: row?.agent_id ?? null, ownerId: row?.owner_id ?? null };
}

/** A session an agent built and still holds: the client has not verified its summary link yet. */
export async function heldByAgent(em: EntityManager, sessionId: string): Promise<boolean> {
  const { agentId, ownerId } = await agentAndOwnerOf(em, sessionId);
  return agentId !== null && agentId === ownerId;
}
