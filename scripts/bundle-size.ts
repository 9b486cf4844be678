/**
 * `npm run bench:bundle`: the JavaScript a new visitor's browser loads for /signup until the first
 * step can be used, gzipped at level 9. The production build (as `npm start` serves it, on a
 * throw-away PostgreSQL database) is opened in Chromium; every script requested until the first
 * step's heading and its form's NEXT button are on screen is counted: the entry chunk, its static
 * imports, the /signup page's chunks and what the step loads (its validator, widgets).
 * Aim (docs/benchmarks.md): at most 200 kB. BENCH_STRICT=1 exits 1 above it. The last stdout line
 * is one JSON object.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { startAppServer, stopAllProcesses } from './child-processes.ts';
import { launchChromium } from './chromium.ts';
import { createScratchDatabase } from './scratch-database.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STRICT = process.env.BENCH_STRICT === '1';
const LIMIT_BYTES = 200_000;
const ROUTE = '/signup';
// Where `npm start` serves the renderer from (server/main.ts).
const OUT_DIR = fileURLToPath(new URL('../dist/renderer', import.meta.url));

interface Chunk {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

// Vite sets NODE_ENV=production for a build unless it is set already (React's development build).
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
await build({ logLevel: 'warn', mode: 'production' });
// The server then runs as `npm start` runs it (with no provider keys, on the payment fakes).
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;
const database = await createScratchDatabase(ADMIN_URL, 'adflow_bench_bundle');
const browser = await launchChromium();
let figures: { step: string; chunks: Chunk[] };
try {
  const baseUrl = await startAppServer(database.clientUrl);
  figures = await scriptsUntilFirstStep(baseUrl);
} finally {
  await browser.close();
  await stopAllProcesses();
  await database.drop();
}

const total = figures.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
const kB = (bytes: number) => (bytes / 1000).toFixed(2).padStart(8);
console.log(`JavaScript loaded for ${ROUTE} until its first step (${figures.step}) is shown:`);
console.log(`${'chunk'.padEnd(52)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}`);
for (const chunk of figures.chunks) console.log(`${chunk.file.padEnd(52)} ${kB(chunk.bytes)} ${kB(chunk.gzipBytes)}`);
const rawTotal = figures.chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
console.log(`${'total'.padEnd(52)} ${kB(rawTotal)} ${kB(total)}   (aim: at most ${LIMIT_BYTES / 1000} kB gzip)`);
console.log(
  JSON.stringify({
    route: ROUTE,
    step: figures.step,
    chunks: figures.chunks.length,
    bytes: rawTotal,
    gzipBytes: total,
    limitBytes: LIMIT_BYTES,
    withinLimit: total <= LIMIT_BYTES,
  }),
);
if (STRICT && total > LIMIT_BYTES) process.exitCode = 1;

/** A new visitor opens /signup: the scripts requested until the first step's form can be used. */
async function scriptsUntilFirstStep(baseUrl: string): Promise<{ step: string; chunks: Chunk[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && !requested.includes(pathname)) requested.push(pathname);
  });
  await page.goto(baseUrl + ROUTE);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await heading.waitFor({ timeout: 30_000 });
  await page.getByRole('main').locator('form button[type="submit"]').waitFor({ timeout: 30_000 });
  const step = (await heading.textContent()) ?? '';
  const counted = [...requested];
  await context.close();
  const chunks = await Promise.all(counted.map(chunkOf));
  return { step, chunks };
}

async function chunkOf(pathname: string): Promise<Chunk> {
  const content = await readFile(join(OUT_DIR, pathname));
  return { file: pathname.slice(1), bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}
