/**
 * `npm run bench:renderer`: how the built renderer feels in Chromium, served by the real server on
 * a throw-away PostgreSQL database, all on loopback:
 * - keystroke to paint on the largest step (the one whose form has the most fields): from each
 *   key's event to the frame after it (a requestAnimationFrame, then a task), like INP's end;
 * - step to step: from a click on NEXT (an answer saved, the next screen) or BACK until the other
 *   step's heading and form are on screen.
 * Aims (docs/benchmarks.md): keystroke to paint under 50 ms, step to step under 100 ms.
 * BENCH_KEYS (40) keystrokes, BENCH_MOVES (20) moves. The last stdout line is one JSON object.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { loadProject, type Project } from '../engine/index.ts';
import { positiveInteger, startAppServer, stopAllProcesses } from './child-processes.ts';
import { launchChromium } from './chromium.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { browserStorageOf, walkSessionTo } from './walk-session.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEYS = positiveInteger('BENCH_KEYS', 40);
const MOVES = positiveInteger('BENCH_MOVES', 20);
const FLOW = 'onboarding';
// A step a user goes on from and comes back to, with answers to show.
const FROM = 'businessLocationDetails';

// Runs in the page (the scripts have no DOM types): each key's latency to the frame after it.
const RECORD_KEYSTROKES = `
  window.latencies = [];
  document.addEventListener('keydown', (event) => {
    requestAnimationFrame(() => setTimeout(() => window.latencies.push(performance.now() - event.timeStamp)));
  }, true);
`;

// Runs in the page: click the button named so, resolve with the ms until another step's heading
// shows with its form ready (its NEXT drawn: the step's code has loaded).
const TIME_TO_NEXT_STEP = `(name) => new Promise((resolve) => {
  const before = document.querySelector('h1')?.textContent;
  const start = performance.now();
  const ready = () =>
    document.querySelector('h1')?.textContent !== before && document.querySelector('form button[type="submit"]') !== null;
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    resolve(performance.now() - start);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  [...document.querySelectorAll('button')].find((button) => button.textContent === name)?.click();
})`;

interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

const project = await loadProject();
// The production build `npm start` serves (it builds the same way before starting).
await build({ logLevel: 'warn', mode: 'production' });
const database = await createScratchDatabase(ADMIN_URL, 'adflow_bench_renderer');
const browser = await launchChromium();
// The walk to the measured step may pass the e-mail sign-up, whose OTP it reads from the outbox.
const outboxDir = await mkdtemp(join(tmpdir(), 'adflow-bench-outbox-'));
try {
  const baseUrl = await startAppServer(database.clientUrl, outboxDir);

  const largest = largestStep(project);
  const keystrokes = await keystrokeToPaint(baseUrl, largest);
  const moves = await stepToStep(baseUrl);
  const figures = {
    machine: { cores: (await import('node:os')).availableParallelism() },
    keystrokeToPaintMs: { step: largest, keys: KEYS, ...keystrokes },
    stepToStepMs: { from: FROM, moves: MOVES, next: moves.next, back: moves.back },
  };
  console.log(`keystroke to paint on ${largest}: p50 ${keystrokes.p50} ms, p95 ${keystrokes.p95} ms (aim < 50)`);
  console.log(
    `step to step: NEXT p50 ${moves.next.p50} ms p95 ${moves.next.p95} ms; BACK p50 ${moves.back.p50} ms (aim < 100)`,
  );
  console.log(JSON.stringify(figures));
} finally {
  await browser.close();
  await stopAllProcesses();
  await database.drop();
}

/** The step on the way to launch whose form has the most fields: the most work for each keystroke. */
function largestStep(from: Project): string {
  const flow = from.flow(FLOW);
  const fieldCount = (schema: unknown): number => {
    if (schema === null || typeof schema !== 'object') return 0;
    return Object.entries(schema as Record<string, unknown>).reduce<number>((sum, [key, value]) => {
      const own = key === 'properties' && value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
      return sum + own + fieldCount(value);
    }, 0);
  };
  // The steps a walk with the schemas' first examples passes (what pageAt can open).
  const walked: string[] = [];
  let flags = {};
  for (let step = flow.initialStep(); flow.hasStep(step);) {
    walked.push(step);
    const { examples } = from.schema(flow.meta(step).schema) as { examples?: unknown[] };
    flags = { ...flags, ...flow.flagsFromStep(step, examples?.[0] ?? {}) };
    step = flow.next(step, flags).step;
  }
  const sized = walked.map((step) => ({ step, fields: fieldCount(from.schema(flow.meta(step).schema)) }));
  return sized.reduce((best, next) => (next.fields > best.fields ? next : best)).step;
}

async function pageAt(baseUrl: string, step: string): Promise<Page> {
  const walked = await walkSessionTo(baseUrl, project, FLOW, step, { outboxDir });
  const page = await browser.newPage();
  await page.addInitScript(
    (storage: Record<string, string>) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    },
    browserStorageOf(FLOW, walked),
  );
  await page.goto(`${baseUrl}/signup/${project.flow(FLOW).routeOf(step, { id: 1 }) ?? ''}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

async function keystrokeToPaint(baseUrl: string, step: string): Promise<Percentiles> {
  const page = await pageAt(baseUrl, step);
  const field = page.locator('form input[type="text"]:not([readonly]), form textarea').first();
  await field.click();
  await page.evaluate(RECORD_KEYSTROKES);
  for (let key = 0; key < KEYS; key++) {
    await page.keyboard.press(key % 5 === 4 ? 'Backspace' : 'a');
    await page.waitForTimeout(20);
  }
  await page.waitForFunction(
    (count) => (globalThis as unknown as { latencies: number[] }).latencies.length >= count,
    KEYS,
  );
  const latencies = await page.evaluate(() => (globalThis as unknown as { latencies: number[] }).latencies);
  await page.close();
  return percentiles(latencies);
}

async function stepToStep(baseUrl: string): Promise<{ next: Percentiles; back: Percentiles }> {
  // The session stands a step further, so both steps have answers and NEXT saves one again.
  const flow = project.flow(FLOW);
  const page = await pageAt(baseUrl, flow.next(FROM, {}).step);
  await page.goto(`${baseUrl}/signup/${flow.routeOf(FROM) ?? ''}`);
  await page.getByRole('heading', { level: 1, name: project.title(flow.meta(FROM).titleKey) ?? FROM }).waitFor();
  await page.getByRole('button', { name: 'Next' }).waitFor();
  const next: number[] = [];
  const back: number[] = [];
  for (let move = 0; move < MOVES; move++) {
    next.push(await timeToNextStep(page, 'Next'));
    back.push(await timeToNextStep(page, 'Back'));
  }
  await page.close();
  return { next: percentiles(next), back: percentiles(back) };
}

/** Clicks a button and times, in the page, until another step is ready. */
function timeToNextStep(page: Page, button: string): Promise<number> {
  return page.evaluate<number>(`(${TIME_TO_NEXT_STEP})(${JSON.stringify(button)})`);
}

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}
