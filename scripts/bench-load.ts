/**
 * `npm run bench:load`: BENCH_USERS (200) simulated visitors at once, each walking new onboarding
 * sessions over HTTP as the wizard does (a new session, then each step's submission in order, with
 * its schema's first example), against BENCH_PROCESSES (2) `server/main.ts` processes on one
 * PostgreSQL behind the round-robin proxy, all on loopback, in a throw-away database dropped at
 * the end. A walk stops on the e-mail sign-up step (launch state 1500): submitting it needs the
 * OTP e-mail, an outside service in production (decision 300).
 *
 * BENCH_WARMUP_SECONDS (5) unmeasured, then BENCH_SECONDS (30) measured or BENCH_SESSIONS (20,000)
 * walks begun, whichever ends first; a walk under way at the deadline is finished and counted.
 * BENCH_THINK_MS (0) is a pause before each step submission, a visitor reading the screen, and
 * the users then arrive spread over one pause: 0 is the worst case, every user always waiting on
 * the server (decision 301). BENCH_CPU_PROF=<dir>
 * runs the server processes under `node --cpu-prof`. The last stdout line is one JSON object.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadProject, type Project } from '../engine/index.ts';
import {
  integerSetting,
  positiveInteger,
  sleep,
  startAppProcess,
  stopAllProcesses,
  type AppProcess,
} from './child-processes.ts';
import { cpuMs } from './process-cpu.ts';
import { startProxy } from './round-robin-proxy.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { walkSessionTo } from './walk-session.ts';

const USERS = positiveInteger('BENCH_USERS', 200);
const PROCESSES = positiveInteger('BENCH_PROCESSES', 2);
const SECONDS = positiveInteger('BENCH_SECONDS', 30);
const MAX_SESSIONS = positiveInteger('BENCH_SESSIONS', 20_000);
const WARMUP_SECONDS = integerSetting('BENCH_WARMUP_SECONDS', 5, 0);
const THINK_MS = integerSetting('BENCH_THINK_MS', 0, 0);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FLOW = 'onboarding';
// Decision 300: the first step whose submission sends something out (the OTP e-mail).
const STOP_AT = 'emailSignup';

/** What one phase of the load saw: every answered request's time, by kind, and what went wrong. */
class Tally {
  readonly creations: number[] = [];
  readonly submissions: number[] = [];
  /** A write refused because another changed the session first: by design, not an error. */
  conflicts = 0;
  /** Non-2xx answers other than 409, and requests that got no answer. */
  errors = 0;
  /** The errors by status code or by what the client said (`ECONNRESET`, ...): what to look into. */
  readonly errorKinds: Record<string, number> = {};
  error(kind: string): void {
    this.errors++;
    this.errorKinds[kind] = (this.errorKinds[kind] ?? 0) + 1;
  }
  walks = 0;
  failedWalks = 0;
}

let tally = new Tally();
let dropDatabase: (() => Promise<void>) | undefined;

/** The global fetch, timing each request to its last byte into the current tally. */
const timedFetch: typeof fetch = async (input, init) => {
  const isSubmission = init?.method === 'PUT';
  if (isSubmission && THINK_MS > 0) await sleep(THINK_MS);
  const into = tally;
  const started = performance.now();
  try {
    const response = await fetch(input, init);
    const body = await response.arrayBuffer();
    (isSubmission ? into.submissions : into.creations).push(performance.now() - started);
    if (response.status === 409) into.conflicts++;
    else if (!response.ok) into.error(String(response.status));
    const { status, statusText, headers } = response;
    return new Response(body, { status, statusText, headers });
  } catch (error) {
    into.error(causeOf(error));
    throw error;
  }
};

/** fetch's TypeError says only "fetch failed": the reason is its cause's code. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : 'unknown';
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  try {
    const database = await createScratchDatabase(ADMIN_URL, 'adflow_bench');
    dropDatabase = () => database.drop();
    const servers = await startServers(database.clientUrl);
    // As many connections to each process as there are users: the proxy never queues a request.
    const proxy = await startProxy(
      servers.map((server) => server.port),
      USERS,
    );
    const baseUrl = `http://127.0.0.1:${proxy.port}`;
    const project = await loadProject();
    process.stderr.write(`${USERS} users, ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured\n`);
    await run(baseUrl, project, WARMUP_SECONDS, USERS);
    tally = new Tally();
    const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
    const children = servers.map((server) => server.child);
    const cpuBefore = await cpuMs(children);
    const started = performance.now();
    await run(baseUrl, project, SECONDS, MAX_SESSIONS);
    const elapsedSeconds = (performance.now() - started) / 1000;
    const cpuAfter = await cpuMs(children);
    const requests = tally.creations.length + tally.submissions.length;
    const serverCpuMsPerRequest =
      cpuBefore === null || cpuAfter === null || requests === 0 ? null : round((cpuAfter - cpuBefore) / requests);
    report(tally, elapsedSeconds, serverCpuMsPerRequest, loadAverage);
  } finally {
    await cleanUp();
  }
}

async function startServers(databaseUrl: string): Promise<AppProcess[]> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeFlags = profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const servers: AppProcess[] = [];
  // One at a time: each migrates the database on start.
  for (let i = 0; i < PROCESSES; i++) servers.push(await startAppProcess(databaseUrl, { nodeFlags }));
  return servers;
}

/** USERS walks at once, each user starting a new one as theirs ends, until the time or the count runs out. */
async function run(baseUrl: string, project: Project, seconds: number, maxWalks: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  let begun = 0;
  const user = async (_: unknown, index: number): Promise<void> => {
    // Paced visitors arrive spread over one pause, not all in the same millisecond.
    await sleep((index * THINK_MS) / USERS);
    while (Date.now() < deadline && begun < maxWalks) {
      begun++;
      const walking = tally;
      try {
        await walkSessionTo(baseUrl, project, FLOW, STOP_AT, { fetch: timedFetch });
        walking.walks++;
      } catch {
        // Counted as an error by timedFetch; the user starts afresh, as a visitor would reload.
        walking.failedWalks++;
      }
    }
  };
  await Promise.all(Array.from({ length: USERS }, user));
}

function report(seen: Tally, elapsedSeconds: number, serverCpuMsPerRequest: number | null, loadAverage: number): void {
  const creations = latencies(seen.creations);
  const submissions = latencies(seen.submissions);
  const requests = seen.creations.length + seen.submissions.length;
  const figures = {
    sessionsPerSecond: round(seen.walks / elapsedSeconds),
    requestsPerSecond: Math.round(requests / elapsedSeconds),
    walks: seen.walks,
    failedWalks: seen.failedWalks,
    stepsPerWalk: seen.walks === 0 ? 0 : round(seen.submissions.length / (seen.walks + seen.failedWalks)),
    stepP50Ms: submissions.p50,
    stepP99Ms: submissions.p99,
    createP50Ms: creations.p50,
    createP99Ms: creations.p99,
    conflicts: seen.conflicts,
    errors: seen.errors,
    errorKinds: seen.errorKinds,
    serverCpuMsPerRequest,
    seconds: round(elapsedSeconds),
    loadAverage,
  };
  console.table([
    { request: 'POST /api/flows/onboarding/sessions', count: seen.creations.length, ...creations },
    { request: 'PUT /api/sessions/{id}/steps/{step}', count: seen.submissions.length, ...submissions },
  ]);
  console.table([
    {
      'sessions/s': figures.sessionsPerSecond,
      'requests/s': figures.requestsPerSecond,
      walks: seen.walks,
      'failed walks': seen.failedWalks,
      '409s': seen.conflicts,
      errors: seen.errors,
      'server CPU ms/req': serverCpuMsPerRequest ?? '-',
      'load 1m': loadAverage,
    },
  ]);
  const machine = { cores: availableParallelism(), node: process.version };
  const load = { users: USERS, processes: PROCESSES, thinkMs: THINK_MS, flow: FLOW, stopsAt: STOP_AT };
  console.log(JSON.stringify({ machine, load, ...figures }));
}

function latencies(times: readonly number[]): { p50: number; p99: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return { p50: at(0.5), p99: at(0.99), max: round(sorted.at(-1) ?? 0) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Stops every process this script started, then drops the database; safe to call twice. */
async function cleanUp(): Promise<void> {
  await stopAllProcesses();
  const drop = dropDatabase;
  dropDatabase = undefined;
  await drop?.();
}

await main();
