import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAppForFile } from '../support/browser-app.ts';
import { sessionAt, pageOfSession } from '../support/walk.ts';

/**
 * A value typed into a widget that keeps it in another field of the step (the offer's value under
 * its type, a custom daily budget under the plans) is refused with its message beside what was
 * typed, and the input names it (OL §5 percentage offer 1 to 99, budget above the minimum; §9).
 */
const app = browserAppForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function stepPage(step: string, answers: Record<string, unknown> = {}): Promise<Page> {
  const sessionId = await sessionAt(app.server, 'onboarding', step, answers, {}, 'IN');
  const page = await pageOfSession(app, 'onboarding', sessionId, step);
  return page;
}

/** The messages the input's aria-describedby names, as a screen reader reads them with it. */
async function describedBy(page: Page, input: Locator): Promise<string> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id !== '');
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

/** Next refused: the step stays, the message shows just below the typed value and is read with it. */
async function refused(page: Page, input: Locator, title: string, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  const shown = page.getByText(message, { exact: true });
  await expect.poll(() => shown.isVisible()).toBe(true);
  expect(await heading(page).textContent()).toBe(title);
  const [inputBox, messageBox] = [await input.boundingBox(), await shown.boundingBox()];
  if (inputBox === null || messageBox === null) throw new Error('the input or its message is not drawn');
  // Beside what was typed: below the input, nearer than a field's height away.
  expect(messageBox.y).toBeGreaterThan(inputBox.y);
  expect(messageBox.y - (inputBox.y + inputBox.height)).toBeLessThan(80);
  expect(await describedBy(page, input)).toContain(message);
}

describe('refused values of hidden fields are said beside what was typed', { timeout: 90_000 }, () => {
  it('a percentage offer of 150 or 12.5 (OL §5: a whole number 1 to 99)', async () => {
    const page = await stepPage('offerDetails');
    await expect.poll(() => heading(page).textContent()).toBe('Offer details');
    await page.getByLabel('Percentage off').check();
    const discount = page.getByLabel('Discount (%)');
    await discount.fill('150');
    await refused(page, discount, 'Offer details', 'Must be at most 99');
    await discount.fill('12.5');
    await refused(page, discount, 'Offer details', 'Must be a whole number');
    await page.context().close();
  });

  it('a custom daily budget of ₹100 (OL §9: India at least ₹350/day)', async () => {
    const page = await stepPage('budget', {
      confirmation: { region: 'IN', isTosAccepted: true, isPrivacyPolicyAccepted: true },
    });
    await expect.poll(() => heading(page).textContent()).toBe('Budget plan');
    await page.getByRole('radio', { name: /^Custom/ }).check();
    const budget = page.getByLabel('Your daily budget (₹)');
    await budget.fill('100');
    await refused(page, budget, 'Budget plan', 'Must be at least 350');
    await page.context().close();
  });
});
