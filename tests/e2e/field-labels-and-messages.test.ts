import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAppForFile } from '../support/browser-app.ts';
import { sessionAt, pageOfSession } from '../support/walk.ts';

/**
 * /signup's fields say their name once, and each refusal says what is wrong and how to put it
 * right (issue 20; OL §5 validation rules; decision 411).
 */
const app = browserAppForFile();

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const errors = (page: Page) => page.locator('.error-detail li').allTextContents();

/** The owner's browser on `step` of an onboarding session walked there in India. */
async function stepScreen(step: string): Promise<Page> {
  const sessionId = await sessionAt(app.server, 'onboarding', step, {}, {}, 'IN');
  const page = await pageOfSession(app, 'onboarding', sessionId, step);
  await next(page).waitFor();
  return page;
}

/** How many times the form shows `text` as a label or legend of its own. */
const labelCount = (page: Page, text: string) =>
  page
    .locator('form label, form legend')
    .evaluateAll(
      (nodes, wanted) =>
        nodes.filter(
          (node) => (node as unknown as { innerText: string }).innerText.replace(/\*$/, '').trim() === wanted,
        ).length,
      text,
    );

describe('field labels and messages on /signup (issue 20)', { timeout: 60_000 }, () => {
  it('the location step names the address and the opening hours once each', async () => {
    const page = await stepScreen('businessLocationDetails');
    await page.getByRole('checkbox', { name: 'Monday' }).waitFor();
    expect(await labelCount(page, 'Address')).toBe(1);
    expect(await labelCount(page, 'Opening hours')).toBe(1);
    expect(await page.getByRole('textbox', { name: /^Building and street/ }).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Opening hours' }).count()).toBe(1);
    await page.context().close();
  });

  it('the creatives step names the logo, the brand colours and the photos once each', async () => {
    const page = await stepScreen('imageCreatives');
    await page.getByRole('textbox', { name: /^Colour\*?$/ }).waitFor();
    // The logo once had no visible name: only the file input's "Choose File".
    expect(await labelCount(page, 'Logo')).toBe(1);
    expect(await labelCount(page, 'Photos')).toBe(1);
    expect(await page.getByLabel('Logo', { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('a wrong mobile number is refused once, saying what a valid one is', async () => {
    const page = await stepScreen('businessPhoneNumber');
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('12345');
    await next(page).click();
    await expect.poll(() => errors(page)).toEqual(['Please provide a valid phone number']);
    await page.context().close();
  });

  it('an empty colour asks for a colour; a wrong one says how a colour is written', async () => {
    const page = await stepScreen('imageCreatives');
    const colour = page.getByRole('textbox', { name: /^Colour\*?$/ });
    await colour.fill('#12');
    await colour.fill('');
    await next(page).click();
    await expect.poll(() => errors(page)).toContain('Choose a colour, or remove this one');
    expect(await errors(page)).not.toContain('Must be text');

    await colour.fill('#12');
    await next(page).click();
    await expect
      .poll(() => errors(page))
      .toContain('Bad Hex: write a colour as # and 3 or 6 digits 0–9 or letters A–F, like #7A1F5C');
    await page.context().close();
  });

  it('a keyword that breaks the §5 rule is refused with the rule spelled out', async () => {
    const page = await stepScreen('googleKeywords');
    const keywords = page.getByRole('textbox', { name: /^Keywords/ });
    await keywords.fill('cakes & bakes');
    await keywords.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Enter a valid keyword: use only letters, digits and spaces, and start with a letter or a digit');
    await keywords.fill('the very best birthday cakes');
    await keywords.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Enter a valid keyword: keep it under 20 characters');
    expect(await page.getByText('Please check this value').count()).toBe(0);
    await page.context().close();
  });
});
