import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// What the built renderer is made of: a change to any of them means a new build.
const SOURCES = ['renderer', 'engine', 'flows', 'schemas', 'locales', 'scripts', 'vite.config.ts', 'package-lock.json'];
// Not under node_modules/.cache: the server refuses to serve files from dot-directories.
const CACHE = join(tmpdir(), 'adflow-renderer-builds');

/**
 * The renderer built once per change of its sources, shared by every browser test file (they run
 * in parallel: a lock keeps them from building the same thing twice).
 */
export async function builtRenderer(): Promise<string> {
  const outDir = join(CACHE, await sourcesHash());
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  await mkdir(CACHE, { recursive: true });
  const release = await lockfile.lock(CACHE, { retries: { retries: 600, minTimeout: 200, maxTimeout: 200 } });
  try {
    if (existsSync(join(outDir, 'index.html'))) return outDir;
    const building = `${outDir}.building`;
    await viteBuild(building);
    await rm(outDir, { recursive: true, force: true });
    await rename(building, outDir);
    return outDir;
  } finally {
    await release();
  }
}

async function viteBuild(outDir: string): Promise<void> {
  // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of await filesOf(join(ROOT, source))) {
      hash.update(file.slice(ROOT.length));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function filesOf(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (entries === null) return [path];
  const nested = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules')
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => filesOf(join(path, entry.name))),
  );
  return nested.flat();
}
