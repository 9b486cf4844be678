import type { EntityManager } from '@mikro-orm/postgresql';
import { midnightOf, shiftedDay } from '../../../engine/index.ts';

/**
 * A session is abandoned at the step it stands on once nothing has happened in it for this long
 * (decision 272): read at query time, so no job has to mark it and the rule can change freely.
 */
export const ABANDONED_AFTER_MINUTES = 30;

export interface FunnelFilter {
  readonly flowId: string;
  readonly version?: number;
  readonly variant?: string;
  /** Sessions whose first event falls in these UTC days, both included (decision 275). */
  readonly days?: { readonly from: string; readonly to: string };
  /** How many validation errors to list per step. */
  readonly top: number;
}

export interface StepFigures {
  readonly step: string;
  readonly entered: number;
  readonly submitted: number;
  readonly medianSeconds: number | null;
  readonly invalidSubmissions: number;
  readonly usersWithErrors: number;
}

export interface FieldError {
  readonly step: string;
  readonly path: string;
  readonly message: string;
  readonly count: number;
  readonly users: number;
}

interface Scope {
  readonly sql: string;
  readonly params: readonly unknown[];
}

// The sessions the filter picks (`cohort`, with their last event) and all their events. A session
// counts once per step however often it entered, submitted or failed it: the funnel is of users
// (sessions), not of page views. Version and variant are a session's for life, so filtering events
// by them picks whole sessions; only a range of days needs the cohort to pick them.
function scopeOf(filter: FunnelFilter, { withFields = false } = {}): Scope {
  const where = ['flow_id = ?'];
  const whereParams: unknown[] = [filter.flowId];
  if (filter.version !== undefined) {
    where.push('flow_version = ?');
    whereParams.push(filter.version);
  }
  if (filter.variant !== undefined) {
    where.push('variant = ?');
    whereParams.push(filter.variant);
  }
  const filtered = `from flow_step_event where ${where.join(' and ')}`;
  if (filter.days === undefined) {
    return {
      sql: `with cohort as (select session_id, max(at) as last_at ${filtered} group by session_id),
        events as (select session_id, step, kind, at${withFields ? ', fields' : ''} ${filtered})`,
      params: [...whereParams, ...whereParams],
    };
  }
  const end = midnightOf(shiftedDay(filter.days.to, 1));
  return {
    sql: `with cohort as (select session_id, max(at) as last_at ${filtered} group by session_id
          having min(at) >= ?::timestamptz and min(at) < ?::timestamptz),
        events as (select session_id, step, kind, at${withFields ? ', fields' : ''} ${filtered}
          and session_id in (select session_id from cohort))`,
    params: [...whereParams, `${filter.days.from}T00:00:00Z`, end.toISOString(), ...whereParams],
  };
}

/** Users per step: entered, submitted, failed validation, and the median time from entering to submitting. */
export async function stepFigures(em: EntityManager, filter: FunnelFilter): Promise<StepFigures[]> {
  const scope = scopeOf(filter);
  // A submission proves the step was shown, whatever was recorded of its showing.
  const rows = await em.getConnection().execute<
    {
      step: string;
      entered: number;
      submitted: number;
      median_seconds: number | null;
      invalid_submissions: number;
      users_with_errors: number;
    }[]
  >(
    `${scope.sql},
    per_user as (
      select session_id, step,
        min(at) filter (where kind = 'entered') as entered_at,
        min(at) filter (where kind = 'submitted') as submitted_at,
        count(*) filter (where kind = 'invalid') as invalid
      from events group by session_id, step
    )
    select step, count(*)::int as entered, count(submitted_at)::int as submitted,
      (percentile_cont(0.5) within group (order by extract(epoch from submitted_at - entered_at))
        filter (where submitted_at >= entered_at))::float8 as median_seconds,
      sum(invalid)::int as invalid_submissions, (count(*) filter (where invalid > 0))::int as users_with_errors
    from per_user group by step`,
    [...scope.params],
  );
  return rows.map((row) => ({
    step: row.step,
    entered: row.entered,
    submitted: row.submitted,
    medianSeconds: row.median_seconds,
    invalidSubmissions: row.invalid_submissions,
    usersWithErrors: row.users_with_errors,
  }));
}

/**
 * Sessions abandoned at each step (decision 272): quiet for ABANDONED_AFTER_MINUTES and standing
 * on a screen. A finished session stands on a final state, which is never entered, so it is
 * never counted.
 */
export async function abandonedByStep(em: EntityManager, filter: FunnelFilter): Promise<Map<string, number>> {
  const scope = scopeOf(filter);
  const rows = await em.getConnection().execute<{ step: string; abandoned: number }[]>(
    `${scope.sql}
    select standing.step, count(*)::int as abandoned
    from cohort join flow_session standing on standing.id = cohort.session_id
    where cohort.last_at < now() - make_interval(mins => ?)
      and exists (select 1 from flow_step_event event
        where event.session_id = cohort.session_id and event.step = standing.step)
    group by standing.step`,
    [...scope.params, ABANDONED_AFTER_MINUTES],
  );
  return new Map(rows.map((row) => [row.step, row.abandoned]));
}

/** The most frequent validation errors of each step, per field and message (decision 274). */
export async function topFieldErrors(em: EntityManager, filter: FunnelFilter): Promise<FieldError[]> {
  const scope = scopeOf(filter, { withFields: true });
  return em.getConnection().execute<FieldError[]>(
    `${scope.sql},
    ranked as (
      select events.step, field->>'path' as path, field->>'message' as message,
        count(*)::int as count, count(distinct events.session_id)::int as users,
        row_number() over (partition by events.step
          order by count(*) desc, count(distinct events.session_id) desc, field->>'path', field->>'message') as rank
      from events cross join jsonb_array_elements(events.fields) as field
      where events.kind = 'invalid'
      group by events.step, field->>'path', field->>'message'
    )
    select step, path, message, count, users from ranked where rank <= ? order by step, rank`,
    [...scope.params, filter.top],
  );
}

/** The versions of the flow that have events (the filter's choices besides the current one). */
export async function versionsWithEvents(em: EntityManager, flowId: string): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<{ flow_version: number }[]>(
      'select distinct flow_version from flow_step_event where flow_id = ? order by flow_version',
      [flowId],
    );
  return rows.map((row) => row.flow_version);
}
