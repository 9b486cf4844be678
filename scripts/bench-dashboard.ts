/**
 * `npm run bench:dashboard`: the dashboard API's latency on one profile with BENCH_CAMPAIGNS
 * (1,000) campaigns spread over a year, each with its daily stats per channel, against the real
 * server (server/main.ts) on the real PostgreSQL, over loopback. Three calls, each loaded by
 * BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10): the This Month dashboard, a whole
 * year's dashboard, and the first page of campaigns with their last-30-days figures.
 * A throw-away database, dropped at the end. The last stdout line is one JSON object.
 */
import { loadavg } from 'node:os';
import { dayOf, shiftedDay } from '../engine/index.ts';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { localRecordingAdChannels } from '../server/adapters/ad-channels.ts';
import { initOrm } from '../server/db/orm.ts';
import { seedCampaignHistory } from '../server/modules/dashboard/demo-history.ts';
import { positiveInteger, startAppServer, stopAllProcesses } from './child-processes.ts';
import { createScratchDatabase } from './scratch-database.ts';

const CAMPAIGNS = positiveInteger('BENCH_CAMPAIGNS', 1_000);
const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 10);
const SECONDS = positiveInteger('BENCH_SECONDS', 10);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench#Harbour2026';
const day = (daysAgo: number) => shiftedDay(dayOf(new Date()), -daysAgo);

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

async function measure(baseUrl: string, path: string, token: string) {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const database = await createScratchDatabase(ADMIN_URL, 'adflow_bench_dashboard');
try {
  const baseUrl = await startAppServer(database.clientUrl);
  const emailAddress = 'bench@adflow.test';
  const { id: userId } = await json(baseUrl, 'POST', '/api/roimatic/users', {
    firstName: 'Bench',
    lastName: 'Bakery',
    emailAddress,
    loginPassword: PASSWORD,
    isTosAccepted: true,
  });
  const { accessToken } = await json(baseUrl, 'POST', '/api/authentication/login', {
    emailAddress,
    password: PASSWORD,
  });
  const token = String(accessToken);
  const profiles = await json(baseUrl, 'GET', `/api/users/${String(userId)}/businessProfiles`, undefined, token);
  const profileId = Number((profiles.data as { id: number }[])[0]?.id);

  const orm = await initOrm({ clientUrl: database.clientUrl, poolSize: 2 });
  const seeded = Date.now();
  await seedCampaignHistory(orm.em.fork(), localRecordingAdChannels, {
    businessProfileId: profileId,
    campaigns: CAMPAIGNS,
    days: 365,
    region: 'IN',
  });
  const [{ rows } = { rows: '0' }] = await orm.em
    .getConnection()
    .execute<{ rows: string }[]>('select count(*) as rows from campaign_daily_stat');
  await orm.em.getConnection().execute('analyze');
  await orm.close();
  pino().info({ campaigns: CAMPAIGNS, statRows: Number(rows), seconds: (Date.now() - seeded) / 1000 }, 'seeded');

  const base = `/api/businessProfiles/${String(profileId)}`;
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  const figures = {
    campaigns: CAMPAIGNS,
    statRows: Number(rows),
    connections: CONNECTIONS,
    seconds: SECONDS,
    loadAverage,
    thisMonth: await measure(baseUrl, `${base}/dashboard`, token),
    wholeYear: await measure(baseUrl, `${base}/dashboard?from=${day(364)}&to=${day(0)}`, token),
    campaignPage: await measure(baseUrl, `${base}/roimaticCampaigns?from=${day(29)}&to=${day(0)}&limit=20`, token),
  };
  for (const name of ['thisMonth', 'wholeYear', 'campaignPage'] as const) {
    const { requestsPerSecond, p50Ms, p99Ms, non2xx, errors } = figures[name];
    console.log(
      `${name}: ${String(requestsPerSecond)} req/s, p50 ${String(p50Ms)} ms, p99 ${String(p99Ms)} ms, ${String(non2xx)} non-2xx, ${String(errors)} errors`,
    );
  }
  console.log(JSON.stringify(figures));
  const failed = [figures.thisMonth, figures.wholeYear, figures.campaignPage].some((f) => f.non2xx > 0 || f.errors > 0);
  if (failed) process.exitCode = 1;
} finally {
  await stopAllProcesses();
  await database.drop();
}
