// Picking a day as a person does: open the field's calendar, go to the day's month, click the day.
import type { Locator, Page } from 'playwright-core';
import { dateTimeFormat, ENGLISH } from '../../renderer/shell/language.ts';

// The calendar's words as the English pages write them.
const MONTH = dateTimeFormat(ENGLISH.tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const FULL = dateTimeFormat(ENGLISH.tag, { dateStyle: 'full', timeZone: 'UTC' });
const monthIndex = (date: Date): number => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** The day's button in the open calendar, named as the page names it ("5, Saturday, 5 December 2026"). */
export function dayButton(page: Page, day: string): Locator {
  const date = new Date(`${day}T00:00:00Z`);
  return page.getByRole('dialog').getByRole('button', { name: `${String(date.getUTCDate())}, ${FULL.format(date)}` });
}

/** The days of the open calendar's month that can be picked (yyyy-mm-dd), in order. */
export async function pickableDays(page: Page): Promise<string[]> {
  return page
    .getByRole('dialog')
    .locator('td[data-day]:has(button:enabled)')
    .evaluateAll((cells) => cells.map((cell) => (cell as unknown as { dataset: { day: string } }).dataset.day));
}

/** Opens the date field named `label` (English pages) and shows the month of `day` (yyyy-mm-dd). */
export async function openCalendarAt(page: Page, label: string, day: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await showMonthOf(page, day);
}

/** Turns the open calendar to the month of `day` (yyyy-mm-dd) with its month buttons. */
export async function showMonthOf(page: Page, day: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const target = new Date(`${day}T00:00:00Z`);
  for (let step = 0; step < 120; step += 1) {
    const caption = (await dialog.locator('.rdp-caption_label').textContent()) ?? '';
    if (caption === MONTH.format(target)) return;
    const shown = new Date(`1 ${caption} UTC`);
    const towards = monthIndex(target) > monthIndex(shown) ? 'Next month' : 'Previous month';
    await dialog.getByRole('button', { name: towards }).click();
  }
  throw new Error(`The calendar never showed ${MONTH.format(target)}`);
}

/** Picks `day` (yyyy-mm-dd) in the date field named `label`; the calendar closes. */
export async function pickDay(page: Page, label: string, day: string): Promise<void> {
  await openCalendarAt(page, label, day);
  await dayButton(page, day).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}
