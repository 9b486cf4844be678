import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser, signedUpDaysAgo } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { browserStorageFor, ownerHeaders, sessionAt } from '../support/walk.ts';

/**
 * The launching step as its owner sees it (OL §2, §4 1999 → 2000; AP §7): what is due, paid through
 * the region's provider (the local fakes of Razorpay Checkout and Stripe.js), then the launch.
 */
const app = browserAppForFile();

// The onboarding's budget step, per region (OL §9 minimums; run continuously: the default week).
const BUDGETS = {
  IN: { planId: 1, currencyCode: 'INR', dailyBudget: 350, budgetType: 1, scheduling: 1 },
  GB: { planId: 2, currencyCode: 'GBP', dailyBudget: 30, budgetType: 1, scheduling: 1 },
} as const;

// §3 ad statuses.
const IN_REVIEW = 2;
const LIVE = 3;

/**
 * The owner's browser, on the launching step of a session walked there in `region` by an account
 * that signed up `signedUpDaysBefore` days ago (OL §1: no service fee in its first 30).
 */
async function launchingScreen(
  region: keyof typeof BUDGETS,
  signedUpDaysBefore = 0,
): Promise<{ page: Page; sessionId: string }> {
  const sessionId = await sessionAt(app.server, 'onboarding', 'launching', { budget: BUDGETS[region] }, {}, region);
  if (signedUpDaysBefore > 0) await signedUpDaysAgo(app.server, sessionId, signedUpDaysBefore);
  const page = await app.newPage();
  await page.context().addInitScript(
    (storage) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    },
    browserStorageFor('onboarding', sessionId),
  );
  await page.goto(`${app.server.baseUrl}/signup/launching`);
  await page.getByRole('table', { name: 'To pay now' }).waitFor();
  return { page, sessionId };
}

/** The due table, a row per line: its heading and amount. */
const dueRows = (page: Page) =>
  page
    .getByRole('table', { name: 'To pay now' })
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => (row as unknown as { innerText: string }).innerText.split('\t')));

const checkout = async (sessionId: string) =>
  (await app.server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, ownerHeaders(sessionId)))
    .body;

const launchStateOf = async (sessionId: string) =>
  (await app.server.request('GET', `/api/sessions/${sessionId}`, undefined, ownerHeaders(sessionId))).body
    .launchState as number;

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Next, once nothing is due: the launch; the flow ends where the user is. */
async function launch(page: Page, sessionId: string): Promise<void> {
  await expect.poll(() => next(page).isEnabled()).toBe(true);
  await next(page).click();
  await page.getByText('All done.').waitFor();
  expect(await launchStateOf(sessionId)).toBe(2000);
}

async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

describe('paying for and launching the campaign in a browser', { timeout: 60_000 }, () => {
  it('India: ₹2,891.00 due (₹2,450.00 + ₹441.00 GST), paid in Razorpay Checkout, then launched in review', async () => {
    const { page, sessionId } = await launchingScreen('IN');
    expect(await dueRows(page)).toEqual([
      ['Ad budget', '₹2,450.00'],
      ['Service fee (0%)', '₹0.00'],
      ['GST (18%)', '₹441.00'],
      ['Total', '₹2,891.00'],
    ]);
    const { campaign } = await checkout(sessionId);
    expect(await page.getByRole('definition').first().textContent()).toBe(campaign.name);
    expect(await page.getByText('reviewed and launched by our experts within 2 working days').count()).toBe(1);
    expect(await next(page).isDisabled()).toBe(true);

    // A failed try, then Checkout closed: the screen says why and can pay again.
    await page.getByRole('button', { name: 'Pay ₹2,891.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Razorpay (local fake)' });
    await dialog.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Pay ₹2,891.00' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Pay ₹2,891.00' }).click();
    await dialog.getByRole('button', { name: 'Pay ₹2,891.00' }).click();
    await status(page, 'Payment successful.').waitFor();
    await page.getByText('Nothing is left to pay.').waitFor();
    expect(await page.getByRole('table', { name: 'To pay now' }).count()).toBe(0);
    expect(await page.getByText('Already in your wallet').count()).toBe(1);

    await launch(page, sessionId);
    expect((await checkout(sessionId)).campaign).toMatchObject({ adStatus: IN_REVIEW, launchState: 2000 });
    await page.context().close();
  });

  it('the United Kingdom: £252.00 due (£210.00 + £42.00 fee, no VAT), a declined card said as Stripe says it, another card pays; an AccountManager puts it live', async () => {
    const { page, sessionId } = await launchingScreen('GB', 31);
    expect(await dueRows(page)).toEqual([
      ['Ad budget', '£210.00'],
      ['Service fee (20%)', '£42.00'],
      ['VAT (0%)', '£0.00'],
      ['Total', '£252.00'],
    ]);
    const pay = page.getByRole('button', { name: 'Pay £252.00' });
    await expect.poll(() => pay.isEnabled()).toBe(true);

    await typeCard(page, '4000000000000341');
    await pay.click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // The declined card was saved on the way: the new card stays the choice.
    await page.getByRole('radio', { name: /^Visa ending in 0341/ }).waitFor();
    expect(await page.getByRole('radio', { name: 'A new card' }).isChecked()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);

    await typeCard(page, '4242424242424242');
    await pay.click();
    await status(page, 'Payment successful.').waitFor();
    await launch(page, sessionId);
    const { campaign } = await checkout(sessionId);
    expect(campaign.adStatus).toBe(IN_REVIEW);
    const charged = app.server.payments.stripe.paymentIntents().filter((intent) => intent.status === 'succeeded');
    expect(charged.map((intent) => intent.amount)).toEqual([25200]);

    const staff = await signedInUser(app.server);
    // OL §6: AccountManager 4 reviews; staff are made by hand, never by sign-up.
    await app.server.orm.em
      .getConnection()
      .execute(`update app_user set role_ids = '[4]'::jsonb where id = ?`, [staff.userId]);
    const approved = await app.server.request('POST', `/api/review/campaigns/${campaign.id}/approve`, {}, staff.auth);
    expect(approved.status).toBe(200);
    expect((await checkout(sessionId)).campaign.adStatus).toBe(LIVE);
    await page.context().close();
  });

  it('launching before paying is not possible from the screen', async () => {
    const { page, sessionId } = await launchingScreen('IN');
    const submit = next(page);
    expect(await submit.isDisabled()).toBe(true);
    await submit.click({ force: true });
    await page.waitForTimeout(300);
    expect(await launchStateOf(sessionId)).toBe(1999);
    expect((await checkout(sessionId)).campaign.adStatus).toBe(1);
    expect(await page.getByRole('table', { name: 'To pay now' }).count()).toBe(1);
    await page.context().close();
  });

  // Decision 333: the policy lets every page above do all it did, payment scripts and styles included.
  it('no page broke the content security policy', () => {
    expect(app.cspViolations).toEqual([]);
  });
});
