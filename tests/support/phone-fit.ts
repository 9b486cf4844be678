import type { Page } from 'playwright-core';

/** A phone's width (issue 23: every screen works at 375 px). */
export const PHONE_WIDTH = 375;
// WCAG 2.5.5's target size, 44 px; a row that measures 43.9 px after rounding still passes.
const TOUCH_TARGET = 43.5;

/**
 * What does not fit the page at its current width: how far it scrolls sideways, and each thing a
 * finger taps (buttons, fields, lists, choice rows, the header's links) under 44 px high, as
 * `tag "its words" 25.4 px high`. Read in the page as a string: these tests have no DOM types.
 */
export async function phoneFitProblems(page: Page): Promise<string[]> {
  const sideways = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  const small = await page.evaluate<string[]>(`(() => {
    const tappable = 'button, select, input:not([type=radio]):not([type=checkbox]):not([type=hidden]), label:has(input[type=radio]), label:has(input[type=checkbox]), header a';
    return [...document.querySelectorAll(tappable)]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ element, height: element.getBoundingClientRect().height }))
      .filter(({ height }) => height < ${String(TOUCH_TARGET)})
      .map(({ element, height }) => element.tagName.toLowerCase() + ' "' + element.textContent.trim().slice(0, 30) + '" ' + height.toFixed(1) + ' px high');
  })()`);
  return [...(sideways > 0 ? [`scrolls sideways by ${String(sideways)} px`] : []), ...small];
}
