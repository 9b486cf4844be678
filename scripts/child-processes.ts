import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

const children = new Set<ChildProcess>();

// Whatever ends this process, no server it started outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A Node process of this repository (same Node as ours); its output goes to our stderr. */
export function startNode(args: readonly string[], env: Readonly<Record<string, string>>): ChildProcess {
  // Children write to stderr: a benchmark's stdout is its report, the last line JSON.
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 2, 2] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

/** Stops every process started here. */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...children].map(stopProcess));
}

export async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function positiveInteger(name: string, fallback: number): number {
  return integerSetting(name, fallback, 1);
}

/** The integer environment variable `name` (else `fallback`), refused below `least`. */
export function integerSetting(name: string, fallback: number, least: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be an integer of at least ${least}`);
  return value;
}

export interface AppProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly baseUrl: string;
}

export interface AppProcessOptions {
  /** Where its local outbox stand-in writes messages (OTPs, links). */
  readonly outboxDir?: string;
  /** Node flags before the entry, e.g. `--cpu-prof`. */
  readonly nodeFlags?: readonly string[];
  /** Another server entry than `server/main.ts` (a variant to compare under the same load). */
  readonly entry?: string;
}

/** `server/main.ts` on `databaseUrl` on a free loopback port, answering; its process and address. */
export async function startAppProcess(databaseUrl: string, options: AppProcessOptions = {}): Promise<AppProcess> {
  const port = await freePort();
  const env = { DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' };
  const child = startNode(
    [...(options.nodeFlags ?? []), options.entry ?? 'server/main.ts'],
    options.outboxDir === undefined ? env : { ...env, ADFLOW_OUTBOX_DIR: options.outboxDir },
  );
  const baseUrl = `http://${HOST}:${port}`;
  await waitUntilUp(`${baseUrl}/api/health`, child);
  return { child, port, baseUrl };
}

/** `server/main.ts` on `databaseUrl` on a free loopback port, answering; its base URL. */
export async function startAppServer(databaseUrl: string, outboxDir?: string): Promise<string> {
  return (await startAppProcess(databaseUrl, outboxDir === undefined ? {} : { outboxDir })).baseUrl;
}
