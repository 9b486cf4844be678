/**
 * `npm run bench:funnel`: the studio's funnel call (GET /api/studio/flows/onboarding/funnel) over
 * BENCH_EVENTS (about 100,000) step events of onboarding sessions that got 1 to 8 screens far,
 * some with refused submissions, against the real server (server/main.ts) on the real PostgreSQL,
 * over loopback. BENCH_REQUESTS (50) calls one after another after 5 warm-up calls, for the whole
 * range and for one variant and one week. A throw-away database, dropped at the end. The last
 * stdout line is one JSON object.
 */
import { loadavg } from 'node:os';
import { dayOf, loadProject, shiftedDay } from '../engine/index.ts';
import { initOrm } from '../server/db/orm.ts';
import { positiveInteger, startAppServer, stopAllProcesses } from './child-processes.ts';
import { createScratchDatabase } from './scratch-database.ts';

const EVENTS = positiveInteger('BENCH_EVENTS', 100_000);
const REQUESTS = positiveInteger('BENCH_REQUESTS', 50);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench#Harbour2026';
const DEPTH = 8;
// A session of depth d enters d screens and submits d - 1: about 8 events on average with refusals.
const SESSIONS = Math.ceil(EVENTS / 8);

async function json(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${String(response.status)}`);
  return (await response.json()) as Record<string, unknown>;
}

// Sessions spread over 60 days, each a screen a minute; every fifth refused once at each step.
const SEED = `
  with sessions as (
    select gen_random_uuid() as id, 1 + (n % ?) as depth,
      case when n % 7 = 0 then 'shortened' else 'onboarding' end as variant,
      now() - make_interval(mins => n % 86400) as started, n
    from generate_series(1, ?) as n
  ),
  made as (
    insert into flow_session (id, flow_id, flow_version, step, launch_state, flags, region, query_parameters,
      steps, details, version, created_at, updated_at)
    select id, variant, 1, (?::jsonb)->>(depth - 1), 0, '{}', 'IN', '{}', '{}', '{}', 1, started, started
    from sessions returning id
  ),
  visits as (
    select s.*, i, (?::jsonb)->>i as step from sessions s cross join generate_series(0, ? - 1) as i where i < s.depth
  )
  insert into flow_step_event (session_id, flow_id, flow_version, variant, step, kind, visit, fields, at)
  select id, 'onboarding', 1, variant, step, 'entered', 0, null::jsonb, started + make_interval(mins => i) from visits
  union all
  select id, 'onboarding', 1, variant, step, 'submitted', null, null, started + make_interval(mins => i, secs => 20 + n % 30)
    from visits where i < depth - 1
  union all
  select id, 'onboarding', 1, variant, step, 'invalid', null,
    jsonb_build_array(jsonb_build_object('path', '/name', 'message', 'Please provide a value')),
    started + make_interval(mins => i, secs => 10)
    from visits where n % 5 = 0`;

async function timed(baseUrl: string, path: string, token: string) {
  for (let i = 0; i < 5; i += 1) await json(baseUrl, 'GET', path, undefined, token);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    await json(baseUrl, 'GET', path, undefined, token);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

const database = await createScratchDatabase(ADMIN_URL, 'adflow_bench_funnel');
try {
  const baseUrl = await startAppServer(database.clientUrl);
  const emailAddress = 'bench@adflow.test';
  const { id: userId } = await json(baseUrl, 'POST', '/api/roimatic/users', {
    firstName: 'Bench',
    lastName: 'Staff',
    emailAddress,
    loginPassword: PASSWORD,
    isTosAccepted: true,
  });
  const { accessToken } = await json(baseUrl, 'POST', '/api/authentication/login', {
    emailAddress,
    password: PASSWORD,
  });

  const steps = JSON.stringify((await loadProject()).flow('onboarding').steps.slice(0, DEPTH));
  const orm = await initOrm({ clientUrl: database.clientUrl, poolSize: 2 });
  const connection = orm.em.getConnection();
  // Staff are made by the operator (decision 250): role RoimaticUser (15).
  await connection.execute('update app_user set role_ids = ?::jsonb where id = ?', ['[15]', userId]);
  await connection.execute(SEED, [DEPTH, SESSIONS, steps, steps, DEPTH]);
  const [{ rows } = { rows: 0 }] = await connection.execute<{ rows: number }[]>(
    'select count(*)::int as rows from flow_step_event',
  );
  await connection.execute('analyze');
  await orm.close();

  const token = String(accessToken);
  const week = (daysAgo: number) => shiftedDay(dayOf(new Date()), -daysAgo);
  const figures = {
    sessions: SESSIONS,
    events: rows,
    requests: REQUESTS,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    everything: await timed(baseUrl, '/api/studio/flows/onboarding/funnel', token),
    variantAndWeek: await timed(
      baseUrl,
      `/api/studio/flows/onboarding/funnel?variant=shortened&from=${week(13)}&to=${week(7)}`,
      token,
    ),
  };
  for (const name of ['everything', 'variantAndWeek'] as const) {
    console.log(`${name}: p50 ${String(figures[name].p50Ms)} ms, p99 ${String(figures[name].p99Ms)} ms`);
  }
  console.log(JSON.stringify(figures));
} finally {
  await stopAllProcesses();
  await database.drop();
}
