import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Where the committed screenshots live: one PNG per screen, width, language and colour scheme. */
const BASELINES = new URL('../e2e/screens/', import.meta.url);

/**
 * Pixels may differ this much (a share of the screen) before a screen counts as changed: enough
 * for anti-aliasing that wobbles between runs, far too little for a moved field or a new colour.
 */
const MAX_CHANGED_SHARE = 0.002;
// pixelmatch's per-pixel colour distance (0 to 1) under which two pixels count as the same.
const PIXEL_THRESHOLD = 0.03;

/** Where a screenshot that differs from its baseline is written, to be looked at after a failed run. */
const DIFFERING = new URL('../../test-results/screens/', import.meta.url);

/** `UPDATE_SCREENS=1` writes the screenshots taken as the new baselines instead of comparing. */
const updating = process.env.UPDATE_SCREENS === '1';

export interface ScreenDifference {
  readonly name: string;
  /** Why it differs: no baseline, another size, or the share of pixels changed. */
  readonly reason: string;
}

/**
 * Takes the page's screenshot (animations and the caret stilled, `mask` covered) and compares it with the
 * committed baseline of `name`; a difference, or a baseline missing, is answered, never thrown,
 * so one test can report every changed screen at once.
 */
export async function compareWithBaseline(
  page: Page,
  name: string,
  mask: readonly Locator[] = [],
): Promise<ScreenDifference | null> {
  // What `mask` finds is painted over: what differs from one day to the next, never what is drawn.
  const taken = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask: [...mask] });
  const file = new URL(`${name}.png`, BASELINES);
  if (updating) {
    await mkdir(dirname(file.pathname), { recursive: true });
    await writeFile(file, taken);
    return null;
  }
  let stored: Buffer;
  try {
    stored = await readFile(file);
  } catch {
    return { name, reason: 'no baseline: run UPDATE_SCREENS=1 npx vitest run tests/e2e/screens.test.ts' };
  }
  // Chromium encodes the same pixels to the same bytes: most screens need no decoding at all.
  if (stored.equals(taken)) return null;
  const difference = differenceFrom(PNG.sync.read(stored), PNG.sync.read(taken));
  if (difference === null) return null;
  await mkdir(DIFFERING, { recursive: true });
  await writeFile(new URL(`${name}.png`, DIFFERING), taken);
  return { name, reason: `${difference} (the screenshot taken: test-results/screens/${name}.png)` };
}

/** Why `actual` is not `baseline`: another size, or too many pixels changed; null when the same. */
function differenceFrom(baseline: PNG, actual: PNG): string | null {
  if (actual.width !== baseline.width || actual.height !== baseline.height) {
    return `${String(actual.width)}×${String(actual.height)} instead of ${String(baseline.width)}×${String(baseline.height)}`;
  }
  const changed = pixelmatch(baseline.data, actual.data, undefined, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const share = changed / (actual.width * actual.height);
  return share > MAX_CHANGED_SHARE ? `${(share * 100).toFixed(2)}% of its pixels changed` : null;
}
