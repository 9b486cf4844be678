import type { EntityManager } from '@mikro-orm/postgresql';
import type { Flow, StepError } from '../../../engine/index.ts';
import { FlowStepEvent, type StepEventKind } from './entities.ts';
import type { FlowSession } from '../flow-sessions/entities.ts';

/** The session an event is about (session-store's record or the entity alike). */
type SessionRef = Readonly<Pick<FlowSession, 'id'>>;

/** Events to write with a session write, in the same statement (decision 270). */
export interface StepEvents {
  /** The flow whose steps these are (a variant's base flow). */
  readonly flowId: string;
  readonly events: readonly { readonly step: string; readonly kind: StepEventKind }[];
}

/** A statement and its bindings, as the ORM's connection executes them. */
export interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The flow a session's step events belong to: a variant runs its base flow's steps (decision 273). */
export const funnelFlowOf = (flow: Pick<Flow, 'id' | 'extendsId'>): string => flow.extendsId ?? flow.id;

/** A step submission's events: the step was submitted, and the one it led to was entered. */
export function submissionEvents(flow: Flow, step: string, next: string): StepEvents {
  const events = [{ step, kind: 'submitted' as const }];
  // A final state (launched) is not a screen: nothing is shown there to enter.
  return {
    flowId: funnelFlowOf(flow),
    events: flow.hasStep(next) ? [...events, { step: next, kind: 'entered' as const }] : events,
  };
}

// `source` is a row set with the session's id, flow_id and flow_version. An `entered` row carries
// the count of the step's earlier submissions as its visit: a second `entered` of the same visit
// (a reload) hits the unique index and is skipped (decision 271).
const insertEvents = (source: string) =>
  `insert into flow_step_event (session_id, flow_id, flow_version, variant, step, kind, visit, fields, at)
   select s.id, ?, s.flow_version, s.flow_id, e.step, e.kind,
     case when e.kind = 'entered' then (select count(*) from flow_step_event earlier
       where earlier.session_id = s.id and earlier.step = e.step and earlier.kind = 'submitted') end,
     e.fields, now()
   from ${source} s cross join jsonb_to_recordset(?::jsonb) as e(step text, kind text, fields jsonb)
   on conflict do nothing`;

/**
 * Wraps a session write (`update flow_session ... returning ...`) so that its events are inserted
 * by the same statement: they exist exactly when the write happened.
 */
export function withStepEvents(write: Statement, { flowId, events }: StepEvents): Statement {
  return {
    sql: `with written as (${write.sql}), recorded as (${insertEvents('written')}) select * from written`,
    params: [...write.params, flowId, JSON.stringify(events)],
  };
}

/** A new session entered its first step: flushed with the session itself. */
export function enterFirstStep(em: EntityManager, flow: Flow, session: FlowSession): void {
  em.create(FlowStepEvent, {
    session,
    flowId: funnelFlowOf(flow),
    flowVersion: session.flowVersion,
    variant: session.flowId,
    step: session.step,
    kind: 'entered',
    visit: 0,
    fields: null,
    at: new Date(),
  });
}

/** A step was shown (GET …/step): counted once per visit, however often it is reloaded. */
export async function recordEntered(em: EntityManager, flow: Flow, session: SessionRef, step: string) {
  if (!flow.hasStep(step)) return;
  await record(em, flow, session, [{ step, kind: 'entered', fields: null }]);
}

/** A submission its step's schema or rules refused, with the fields it failed on (decision 274). */
export async function recordInvalid(
  em: EntityManager,
  flow: Flow,
  session: SessionRef,
  step: string,
  errors: readonly StepError[],
) {
  const fields = errors.map(({ path, message }) => ({ path, message }));
  await record(em, flow, session, [{ step, kind: 'invalid', fields }]);
}

async function record(em: EntityManager, flow: Flow, session: SessionRef, events: readonly object[]) {
  await em
    .getConnection()
    .execute(insertEvents('(select id, flow_id, flow_version from flow_session where id = ?)'), [
      funnelFlowOf(flow),
      session.id,
      JSON.stringify(events),
    ]);
}
