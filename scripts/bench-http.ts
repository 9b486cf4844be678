/**
 * `npm run bench:http`: step submissions per second over HTTP on the real PostgreSQL, for adflow
 * as one process, as two processes behind a round-robin proxy, and for a bare Express + pg
 * upsert (scripts/bench-bare-server.ts), the floor any design pays. Everything listens on
 * loopback, in a throw-away database dropped at the end. Aims and figures: docs/benchmarks.md.
 *
 * BENCH_SECONDS (10) per measured run, BENCH_SESSIONS (500) sessions written round-robin,
 * BENCH_CPU_PROF=<dir> runs the single-process server under `node --cpu-prof`;
 * BENCH_SERVER_ENTRY replaces server/main.ts (to compare a variant under the same load).
 * The last stdout line is one JSON object with the figures.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  freePort,
  positiveInteger,
  sleep,
  startAppProcess,
  startNode,
  stopAllProcesses,
  stopProcess,
  waitUntilUp,
  type AppProcess,
} from './child-processes.ts';
import { cpuMs } from './process-cpu.ts';
import { startProxy } from './round-robin-proxy.ts';
import { createScratchDatabase } from './scratch-database.ts';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const SECONDS = positiveInteger('BENCH_SECONDS', 10);
const SESSIONS = positiveInteger('BENCH_SESSIONS', 500);
const WARMUP_SECONDS = Math.min(3, SECONDS);
// Bounded in count as well as time, whatever the machine.
const MAX_REQUESTS_PER_SECOND = 50_000;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Another server entry (a branch's, an experiment's) to compare with the same load.
const ADFLOW_ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'server/main.ts';
const DRAIN_MS = 1000;

interface Figures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Two writes to one session at once: the later is refused (409), by design. */
  readonly conflicts: number;
  /** Non-2xx answers other than those 409s. */
  readonly non2xx: number;
  /** Connection errors and timeouts. */
  readonly errors: number;
  /** CPU time the server processes spent per answered request (Linux only): far steadier than
   * requests/s when something else shares the machine. */
  readonly serverCpuMsPerRequest: number | null;
  /** The machine's 1-minute load average as the run began: anything else running shows here. */
  readonly loadAverage: number;
}

let running: autocannon.Instance | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let sessionIds: string[] | undefined;

async function main(): Promise<void> {
  // Whatever ends this process, no server it started outlives it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running?.stop();
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    const databaseUrl = await createDatabase();
    const results = {
      bare: await benchBare(databaseUrl),
      adflow: await benchAdflow(databaseUrl, 1),
      adflowTwoProcesses: await benchAdflow(databaseUrl, 2),
    };
    report(results);
  } finally {
    await cleanUp();
  }
}

async function benchBare(databaseUrl: string): Promise<Figures> {
  const port = await freePort();
  const child = startNode(['scripts/bench-bare-server.ts'], { DATABASE_URL: databaseUrl, PORT: String(port) });
  await waitUntilUp(`http://${HOST}:${port}/health`, child);
  const figures = await measure('bare Express + pg upsert', `http://${HOST}:${port}`, [child], (n) => `/bare/${n}`);
  await stopProcess(child);
  return figures;
}

async function benchAdflow(databaseUrl: string, processes: number): Promise<Figures> {
  const servers: AppProcess[] = [];
  for (let i = 0; i < processes; i++) {
    // One at a time: each migrates the database on start.
    const profile = processes === 1 && process.env.BENCH_CPU_PROF !== undefined;
    const nodeFlags = profile ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF ?? ''}`] : [];
    servers.push(await startAppProcess(databaseUrl, { nodeFlags, entry: ADFLOW_ENTRY }));
  }
  const proxy =
    processes > 1
      ? await startProxy(
          servers.map((s) => s.port),
          CONNECTIONS,
        )
      : undefined;
  const baseUrl = proxy === undefined ? (servers[0]?.baseUrl ?? '') : `http://${HOST}:${proxy.port}`;
  const sessions = await walkedSessions(baseUrl);
  const title = processes === 1 ? 'adflow, 1 process' : `adflow, ${processes} processes + proxy`;
  const pathOf = (n: number): string => `/api/sessions/${sessions[n] ?? ''}/steps/businessDetails`;
  const figures = await measure(
    title,
    baseUrl,
    servers.map((s) => s.child),
    pathOf,
  );
  await Promise.all([...servers.map((s) => s.child), ...(proxy ? [proxy.child] : [])].map(stopProcess));
  return figures;
}

/** Sessions of the onboarding flow on businessDetails, the step the load submits (made once). */
async function walkedSessions(baseUrl: string): Promise<string[]> {
  if (sessionIds !== undefined) return sessionIds;
  const ids: string[] = [];
  const batch = 25;
  for (let start = 0; start < SESSIONS; start += batch) {
    const size = Math.min(batch, SESSIONS - start);
    ids.push(...(await Promise.all(Array.from({ length: size }, () => walkedSession(baseUrl)))));
  }
  sessionIds = ids;
  return ids;
}

async function walkedSession(baseUrl: string): Promise<string> {
  const { sessionId } = (await send(baseUrl, 'POST', '/api/flows/onboarding/sessions', {})) as { sessionId: string };
  const confirmation = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true };
  await send(baseUrl, 'PUT', `/api/sessions/${sessionId}/steps/confirmation`, confirmation);
  await send(baseUrl, 'PUT', `/api/sessions/${sessionId}/steps/businessDetails`, stepData(0));
  return sessionId;
}

async function send(baseUrl: string, method: string, path: string, body: unknown): Promise<unknown> {
  const headers = { 'content-type': 'application/json' };
  const response = await fetch(baseUrl + path, { method, headers, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

function stepData(n: number): { presence: string; name: string } {
  return { presence: 'none', name: `Bloom ${n}` };
}

/** A warm-up, then the measured run: PUTs round-robin over the sessions (or bare rows). */
async function measure(
  title: string,
  url: string,
  servers: readonly ChildProcess[],
  pathOf: (n: number) => string,
): Promise<Figures> {
  process.stderr.write(`${title}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured\n`);
  await load(url, pathOf, WARMUP_SECONDS);
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  const cpuBefore = await cpuMs(servers);
  const result = await load(url, pathOf, SECONDS);
  const cpuAfter = await cpuMs(servers);
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 100) / 100;
  // autocannon drops its connections at the deadline: let the server finish what it had taken.
  await sleep(DRAIN_MS);
  return figuresOf(result, cpuPerRequest, loadAverage);
}

function load(url: string, pathOf: (n: number) => string, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    running = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        maxOverallRequests: seconds * MAX_REQUESTS_PER_SECOND,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            method: 'PUT',
            setupRequest: (request) => {
              const n = next++;
              return { ...request, path: pathOf(n % SESSIONS), body: JSON.stringify(stepData(n)) };
            },
          },
        ],
      },
      (error: unknown, result) => {
        running = undefined;
        if (error === null || error === undefined) resolve(result);
        else reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
      },
    );
  });
}

function figuresOf(result: autocannon.Result, serverCpuMsPerRequest: number | null, loadAverage: number): Figures {
  const conflicts = result.statusCodeStats?.['409']?.count ?? 0;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    conflicts,
    non2xx: result.non2xx - conflicts,
    errors: result.errors,
    serverCpuMsPerRequest,
    loadAverage,
  };
}

function report(results: Record<string, Figures>): void {
  const floor = results.bare?.requestsPerSecond ?? 0;
  console.table(
    Object.entries(results).map(([name, f]) => ({
      server: name,
      'requests/s': f.requestsPerSecond.toLocaleString('en-GB'),
      'p50 ms': f.p50Ms,
      'p99 ms': f.p99Ms,
      '409s': f.conflicts,
      'other non-2xx': f.non2xx,
      errors: f.errors,
      'x bare': floor === 0 ? '-' : (f.requestsPerSecond / floor).toFixed(2),
      'server CPU ms/req': f.serverCpuMsPerRequest ?? '-',
      'load 1m': f.loadAverage,
    })),
  );
  const machine = { cores: availableParallelism(), node: process.version };
  console.log(JSON.stringify({ machine, connections: CONNECTIONS, seconds: SECONDS, sessions: SESSIONS, results }));
}

async function createDatabase(): Promise<string> {
  const database = await createScratchDatabase(ADMIN_URL, 'adflow_bench');
  dropDatabase = () => database.drop();
  return database.clientUrl;
}

/** Stops every process this script started, then drops the database; safe to call twice. */
async function cleanUp(): Promise<void> {
  await stopAllProcesses();
  const drop = dropDatabase;
  dropDatabase = undefined;
  await drop?.();
}

await main();
