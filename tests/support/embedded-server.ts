import { spawn, type ChildProcess } from 'node:child_process';
import { request } from './test-server.ts';

/** `npm start` as a child process (server/main.ts, no DATABASE_URL): the embedded PostgreSQL in `dataDir`. */
export interface EmbeddedServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

export function startEmbeddedServer(port: number, dataDir: string): EmbeddedServer {
  const env = { ...process.env, PORT: String(port), ADFLOW_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, baseUrl: `http://127.0.0.1:${String(port)}`, output: () => output, exited };
}

/** Waits (up to two minutes: a busy machine starts it slowly) until GET /api/health answers 200. */
export async function healthy({ baseUrl, child, output }: EmbeddedServer): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null) throw new Error(`${baseUrl} exited with ${child.exitCode}:\n${output()}`);
    const ok = await request(baseUrl, 'GET', '/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} never became healthy:\n${output()}`);
}
