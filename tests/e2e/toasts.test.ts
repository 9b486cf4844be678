import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announcements, recordAnnouncements } from '../support/announcements.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';

/**
 * The transient notices (§8 toasts; issue 23: on Radix's toast, loaded with the first notice): one
 * shows with its words, is announced, closes with its button or by itself after 6 s, is not shown
 * twice at once, and sits at the page's inline end in Hebrew on a phone.
 */
const app = browserAppForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;

interface AccountTexts {
  readonly fields: { readonly countryCode: string; readonly mobileNumber: string };
  readonly login: { readonly sendOtp: string };
  readonly errors: { readonly unknown: string; readonly mobileNotRegistered: string };
  readonly toast: { readonly dismiss: string; readonly label: string; readonly region: string };
}

const textsOf = async (code: string): Promise<AccountTexts> =>
  JSON.parse(await readFile(new URL(`../../locales/${code}/account.json`, import.meta.url), 'utf8')) as AccountTexts;
const en = await textsOf('en');
const he = await textsOf('he');
const regionName = (texts: AccountTexts) => texts.toast.region.replace('{{hotkey}}', 'F8');

/** The notice that says `text`, in the notices' region. */
const notice = (page: Page, texts: AccountTexts, text: string) =>
  page
    .getByRole('region', { name: regionName(texts) })
    .getByRole('listitem')
    .filter({ hasText: text });

// A +91 mobile number no account has.
const unregisteredNumber = () => `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;

/** Asks /login for a sign-in code by SMS for `national` (+91), in the page's language. */
async function askSignInCode(page: Page, texts: AccountTexts, national: string): Promise<void> {
  await page.getByLabel(texts.fields.countryCode).selectOption('+91');
  await page.getByLabel(texts.fields.mobileNumber, { exact: true }).fill(national);
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/authentication/otp'),
    page.getByRole('button', { name: texts.login.sendOtp, exact: true }).click(),
  ]);
}

/** Makes every request for a sign-in code fail as a server in trouble does. */
const failSignInCodes = (page: Page) =>
  page.route('**/api/authentication/otp', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );

describe('transient notices in a browser', { timeout: 60_000 }, () => {
  it('an info notice: its words, said politely, kept across the move to /signup, closed by its button', async () => {
    const page = await app.newPage();
    await page.goto(url('/login'));
    await recordAnnouncements(page);
    await askSignInCode(page, en, unregisteredNumber());
    const shown = notice(page, en, en.errors.mobileNotRegistered);
    await expect.poll(() => shown.count()).toBe(1);
    expect(await page.locator('.toasts').getByText(en.errors.mobileNotRegistered, { exact: true }).count()).toBe(1);
    // The notice outlives the page that raised it.
    await expect.poll(() => pathOf(page)).toMatch(/^\/signup/);
    expect(await shown.count()).toBe(1);
    await expect
      .poll(() => announcements(page))
      .toContainEqual({
        live: 'polite',
        text: `${en.toast.label} ${en.errors.mobileNotRegistered}`,
        regionCameFirst: true,
      });
    // Checked once /signup has drawn its step: before, the page has no heading or landmark to skip to.
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const dismiss = shown.getByRole('button', { name: en.toast.dismiss, exact: true });
    const box = await dismiss.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await dismiss.click();
    await expect.poll(() => shown.count()).toBe(0);
    await page.context().close();
  });

  it('an error notice: said at once, not shown twice while it shows, gone by itself after 6 s', async () => {
    const page = await app.newPage();
    await failSignInCodes(page);
    await page.goto(url('/login'));
    await recordAnnouncements(page);
    await askSignInCode(page, en, unregisteredNumber());
    const shown = notice(page, en, en.errors.unknown);
    await expect.poll(() => shown.count()).toBe(1);
    const shownAt = Date.now();
    expect(await shown.getAttribute('class')).toContain('toast-error');
    await expect
      .poll(() => announcements(page))
      .toContainEqual({ live: 'assertive', text: `${en.toast.label} ${en.errors.unknown}`, regionCameFirst: true });
    // The same failure again while the notice shows says nothing new.
    await askSignInCode(page, en, unregisteredNumber());
    expect(await page.locator('.toasts').getByText(en.errors.unknown, { exact: true }).count()).toBe(1);
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(0);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(5_000);
    await page.context().close();
  });

  it('in Hebrew on a 375 px phone: its words and button in Hebrew, at the inline end (the left), within the screen', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await failSignInCodes(page);
    await page.goto(url('/login?lng=he'));
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as { document: { dir: string } }).document.dir))
      .toBe('rtl');
    await askSignInCode(page, he, unregisteredNumber());
    const shown = notice(page, he, he.errors.unknown);
    await expect.poll(() => shown.count()).toBe(1);
    const dismiss = shown.getByRole('button', { name: he.toast.dismiss, exact: true });
    expect(await dismiss.count()).toBe(1);
    const box = await shown.boundingBox();
    if (box === null) throw new Error('The notice has no box');
    expect(box.x).toBeGreaterThanOrEqual(15);
    expect(box.x).toBeLessThanOrEqual(17);
    expect(box.x + box.width).toBeLessThanOrEqual(375 - 15);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
