import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STORYBOOK_CLI = join(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** An entry of the build's index.json: one story (or docs page). */
export interface IndexEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly importPath: string;
  readonly type: string;
}

export interface BuiltStorybook {
  readonly baseUrl: string;
  readonly stories: readonly IndexEntry[];
  /** Seconds `storybook build` took. */
  readonly buildSeconds: number;
  close(): Promise<void>;
}

/** `storybook build` into a directory of its own, served on a loopback port as a static site. */
export async function buildAndServeStorybook(): Promise<BuiltStorybook> {
  const outDir = await mkdtemp(join(tmpdir(), 'adflow-storybook-'));
  const started = performance.now();
  await run(process.execPath, [STORYBOOK_CLI, 'build', '--quiet', '-o', outDir]);
  const buildSeconds = (performance.now() - started) / 1000;
  const index = JSON.parse(await readFile(join(outDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
    void stat(file).then(
      (found) => {
        if (!file.startsWith(outDir) || !found.isFile()) throw new Error('not a file');
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stories: Object.values(index.entries).filter((entry) => entry.type === 'story'),
    buildSeconds,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

// Not spawnSync: the build takes seconds and the test's event loop should stay free meanwhile.
function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // vitest's NODE_ENV=test would make the build bundle React's development build.
    const env: NodeJS.ProcessEnv = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
    delete env.NODE_ENV;
    const child = spawn(command, args, { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`storybook build exited with ${String(code)}:\n${output.slice(-4000)}`));
    });
  });
}
