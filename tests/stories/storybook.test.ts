import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyFileOf } from '../../scripts/gen-stories.ts';
import { REPLAY_FAILURE_ATTRIBUTE, REPLAY_OUTCOME_ATTRIBUTE } from '../../stories/support/replay.ts';
import { project } from '../support/project.ts';
import { buildAndServeStorybook, type BuiltStorybook } from './built-storybook.ts';
import { openCanvas, type StoryCanvas } from './story-canvas.ts';
import { launchChromium } from '../../scripts/chromium.ts';

// A replay is some twenty steps of a mocked request and a render each: about a second when well.
const REPLAY_TIMEOUT = 30_000;
// A story's first draw waited over 10 s once on a busy 2-core machine.
const STEP_STORY_TIMEOUT = 30_000;
// Replays that failed before the rest are skipped (each can take REPLAY_TIMEOUT twice).
const ENOUGH_FAILURES = 3;
// The CI machine has two cores: two canvases at a time.
const CANVASES = 2;

/** What these checks call on elements in the page (the tests' TypeScript has no DOM library). */
interface PageElement {
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
}

let storybook: BuiltStorybook;
let browser: Browser;

beforeAll(async () => {
  storybook = await buildAndServeStorybook();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser.close();
  await storybook.close();
});

/** Runs `task` over `items` on CANVASES canvases at once; the results in the items' order. */
async function onCanvases<T, R>(items: readonly T[], task: (canvas: StoryCanvas, item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    const canvas = await openCanvas(browser, storybook.baseUrl);
    try {
      for (let i = next++; i < items.length; i = next++) results[i] = await task(canvas, items[i] as T);
    } finally {
      await canvas.close();
    }
  };
  await Promise.all(Array.from({ length: CANVASES }, worker));
  return results;
}

const fullFlows = project.flowIds.map((id) => project.flow(id)).filter((flow) => flow.extendsId === null);

describe('path replays', () => {
  const replays = () => storybook.stories.filter((entry) => entry.title.startsWith('Replays/'));

  it('every flow that defines steps has replays', () => {
    expect(new Set(replays().map((entry) => entry.importPath)).size).toBe(fullFlows.length);
  });

  // The play function walks the real wizard to the flow's end and marks the canvas with the outcome.
  it('each replay reaches the end of its path', { timeout: 300_000 }, async () => {
    let failed = 0;
    const failures = await onCanvases(replays(), async ({ page, show }, entry) => {
      // Past a few failures the rest would only repeat them: the test says so now, not at its time limit.
      if (failed >= ENOUGH_FAILURES) return [`${entry.id}: not run after ${String(failed)} failures`];
      const root = page.locator('#storybook-root');
      const replay = async () => {
        await root.evaluate((node, name) => {
          (node as unknown as PageElement).removeAttribute(name);
        }, REPLAY_OUTCOME_ATTRIBUTE);
        return {
          status: await show(entry.id, REPLAY_TIMEOUT),
          outcome: await root.getAttribute(REPLAY_OUTCOME_ATTRIBUTE),
        };
      };
      let { status, outcome } = await replay();
      // Out of time is the machine's load, not a wrong screen: once more on the fresh canvas. A
      // replay that failed a check is never retried.
      if (status === 'timeout') ({ status, outcome } = await replay());
      if (status === 'success' && outcome === 'passed') return [];
      failed += 1;
      return [
        `${entry.id} (${status}, ${String(outcome)}): ${String(await root.getAttribute(REPLAY_FAILURE_ATTRIBUTE))}`,
      ];
    });
    expect(failures.flat()).toEqual([]);
  });
});

describe('step stories', () => {
  /**
   * Every step of the flows that define steps, with its story file and the fields its schema always
   * requires (the others may be shown only under a condition of the form's answers).
   */
  const steps = fullFlows.flatMap((flow) =>
    flow.steps.map((step) => {
      const { required = [] } = project.schema(flow.meta(step).schema) as { required?: string[] };
      return { file: `./${storyFileOf(flow.id, step)}`, label: `${flow.id} ${step}`, fields: required };
    }),
  );
  const sampleOf = (file: string) =>
    storybook.stories.find((entry) => entry.importPath === file && entry.name === 'Sample');

  it('there is a story filled with a sample for every step', () => {
    expect(steps.filter(({ file }) => sampleOf(file) === undefined).map(({ label }) => label)).toEqual([]);
  });

  // RJSF names each field's elements root_<name>[_…|-…] (ids, a radio group's name, a label's for).
  const FIELD_TRIES = 20;
  const FIELD_RETRY_MS = 250;
  it('each step story draws a form with every field its schema requires', { timeout: 120_000 }, async () => {
    const missing = await onCanvases(steps, async ({ page, show }, { file, label, fields }) => {
      const entry = sampleOf(file);
      if (entry === undefined) return [`${label}: no story`];
      const status = await show(entry.id, STEP_STORY_TIMEOUT);
      if (status !== 'success') return [`${label}: ${status}`];
      // The form shows once the step's validator and widgets have loaded, after the story renders.
      await page.locator('#storybook-root form').waitFor({ timeout: STEP_STORY_TIMEOUT });
      const namesNow = () =>
        page
          .locator('#storybook-root form :is([id], [name], [for])')
          .evaluateAll((nodes) =>
            nodes.flatMap((node) =>
              ['id', 'name', 'for'].map((key) => (node as unknown as PageElement).getAttribute(key) ?? ''),
            ),
          );
      let names = await namesNow();
      const drawn = (field: string) => names.some((name) => new RegExp(`^root_${field}(?:$|[_-])`).test(name));
      // A field that loads what it shows (the social page choice) draws its inputs a moment later.
      for (let tries = 0; tries < FIELD_TRIES && !fields.every(drawn); tries++) {
        await page.waitForTimeout(FIELD_RETRY_MS);
        names = await namesNow();
      }
      return fields.filter((name) => !drawn(name)).map((name) => `${label}: no field ${name}`);
    });
    expect(missing.flat()).toEqual([]);
  });
});
