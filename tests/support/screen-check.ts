import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { PHONE_WIDTH, phoneFitProblems } from './phone-fit.ts';
import { compareWithBaseline, type ScreenDifference } from './screen-baselines.ts';
import { untranslatedKeys } from './untranslated-keys.ts';

/** The widths every screen is looked at (issue 23): a phone's and a laptop's. */
const WIDTHS = [PHONE_WIDTH, 1280] as const;

/** What the checks of one or more screens found, gathered so one test reports them all at once. */
export interface ScreenCheck {
  readonly differences: ScreenDifference[];
  readonly problems: string[];
}

export const emptyScreenCheck = (): ScreenCheck => ({ differences: [], problems: [] });

/**
 * The screen at each width: its screenshot against the committed baseline `<name>-<width>`, then
 * the checks: at a phone's width no sideways scrolling and 44 px targets; no serious axe
 * finding; no text shown as its key. `mask` covers what changes from one day to the next (dates), never what is drawn.
 */
export async function checkScreen(
  page: Page,
  name: string,
  check: ScreenCheck,
  mask: readonly Locator[] = [],
): Promise<void> {
  // Every query the page started has answered (the screen is drawn from all of them): once in CI
  // the Hebrew dashboard was taken 210 px short, with no section still marked busy.
  await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const difference = await compareWithBaseline(page, `${name}-${String(width)}`, mask);
    if (difference !== null) check.differences.push(difference);
    if (width === PHONE_WIDTH) {
      for (const problem of await phoneFitProblems(page)) check.problems.push(`${name}: ${problem}`);
    }
  }
  for (const finding of await seriousViolations(page)) check.problems.push(`${name}: ${finding}`);
  for (const key of await untranslatedKeys(page)) check.problems.push(`${name}: shows the key "${key}", not its words`);
}
