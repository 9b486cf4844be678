import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/chromium.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// What the built renderer is made of: a change to any of them means a new build.
const SOURCES = ['renderer', 'engine', 'flows', 'schemas', 'locales', 'scripts', 'vite.config.ts', 'package-lock.json'];
// Not under node_modules/.cache: the server refuses to serve files from dot-directories.
const CACHE = join(tmpdir(), 'adflow-renderer-builds');

export interface BrowserApp {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A fresh page (its own storage: a new visitor); a missing element fails within 5 s. */
  newPage(): Promise<Page>;
  /** What the Content-Security-Policy refused on any page opened so far, as Chromium reports it. */
  readonly cspViolations: readonly string[];
  close(): Promise<void>;
}

/** What a browser test may set on its server (the accounts one client may ask about). */
export type BrowserAppOptions = Pick<TestServerOptions, 'accountProbes'>;

/**
 * The product as `npm start` serves it: the built renderer and the real API on a real database of
 * its own, with Debian's Chromium to drive it.
 */
export async function startBrowserApp(options: BrowserAppOptions = {}): Promise<BrowserApp> {
  const rendererDir = await builtRenderer();
  const server = await startTestServer(undefined, { ...options, rendererDir });
  const browser = await launchChromium().catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  const cspViolations: string[] = [];
  return {
    server,
    browser,
    cspViolations,
    async newPage() {
      const context = await browser.newContext();
      // Every refusal (a script, a frame, an eval Ajv would do) is an event; not all reach the console.
      await context.addInitScript(() => {
        // The page's own DOM, which this file's types (Node's) do not describe.
        type Violation = Event & { readonly blockedURI: string; readonly effectiveDirective: string };
        (globalThis as unknown as { document: EventTarget }).document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const { blockedURI, effectiveDirective } = event as Violation;
            console.error(`Content Security Policy refused ${blockedURI} (${effectiveDirective})`);
          },
        );
      });
      const page = await context.newPage();
      page.setDefaultTimeout(5_000);
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          cspViolations.push(message.text());
        }
      });
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The app for the calling test file: started before its tests (a build and a database take a
 * while), closed after them.
 */
export function browserAppForFile(options: BrowserAppOptions = {}): BrowserApp {
  let started: BrowserApp | undefined;
  beforeAll(async () => {
    started = await startBrowserApp(options);
  }, 180_000);
  afterAll(async () => {
    await started?.close();
  });
  const app = (): BrowserApp => {
    if (started === undefined) throw new Error('The browser app did not start');
    return started;
  };
  return {
    get server() {
      return app().server;
    },
    get browser() {
      return app().browser;
    },
    get cspViolations() {
      return app().cspViolations;
    },
    newPage: () => app().newPage(),
    close: () => app().close(),
  };
}

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
