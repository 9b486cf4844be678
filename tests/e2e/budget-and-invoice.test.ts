import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser, signedUpDaysAgo } from '../support/accounts.ts';
import { ownProfile } from '../support/campaigns.ts';
import { walkCampaignTo } from '../support/signed-in-campaign.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin, pageOnDashboard } from '../support/browser-sign-in.ts';
import { ownerHeaders, sessionAt, pageOfSession } from '../support/walk.ts';

/**
 * The budget step and the invoices of what it pays for, in a browser (issue 20): a GSTIN is
 * checked where it is typed, a GST invoice is India's, and a paid invoice always opens.
 */
const app = browserAppForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The owner's browser on the budget step of a session walked there in `region`. */
async function budgetScreen(region: 'IN' | 'GB'): Promise<{ page: Page; sessionId: string }> {
  const sessionId = await sessionAt(app.server, 'onboarding', 'budget', {}, {}, region);
  const page = await pageOfSession(app, 'onboarding', sessionId, 'budget');
  await page.getByRole('radio', { name: /^Starter / }).waitFor();
  return { page, sessionId };
}

/** The first plan, a daily budget, running continuously. */
async function chooseStarter(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Starter / }).check();
  await page.getByRole('radio', { name: 'Daily budget', exact: true }).check();
  await page.getByLabel('Run continuously').check();
}

/** What the page tells assistive technology about a field: the texts its aria-describedby names. */
async function descriptionOf(page: Page, label: string): Promise<string> {
  const ids = String(await page.getByLabel(label).getAttribute('aria-describedby')).split(' ');
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).allTextContents()));
  return texts.flat().join(' ');
}

describe('the budget step and its invoices (issue 20)', { timeout: 60_000 }, () => {
  it('India: a GSTIN whose check character is wrong is refused beside the field; the right one goes on', async () => {
    const { page } = await budgetScreen('IN');
    await chooseStarter(page);
    await page.getByLabel('I need a GST invoice').check();
    // The widely copied example number: its last character is not the check character.
    await page.getByLabel(/^GSTIN/).fill('22AAAAA0000A1Z5');
    await page.getByRole('button', { name: 'Next' }).click();
    const typo = 'The GSTIN has a typo: its last character does not match the rest.';
    await expect.poll(() => page.getByText(typo).count()).toBe(1);
    expect(await descriptionOf(page, 'GSTIN')).toContain(typo);
    expect(await heading(page).textContent()).toBe('Budget plan');

    await page.getByLabel(/^GSTIN/).fill('22AAAAA0000A1ZC');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Channels');
    await page.context().close();
  });

  it('each plan shows, under its cost, the results the server estimates for it (issue 24)', async () => {
    const { page, sessionId } = await budgetScreen('GB');
    for (const plan of ['Starter', 'Growth']) {
      const card = page.getByRole('radio', { name: new RegExp(`^${plan} `) });
      const label = String(await page.locator('label', { has: card }).textContent());
      const amount = /£([\d.,]+)\/day/.exec(label)?.[1]?.replace(',', '');
      const estimate = await app.server.request(
        'GET',
        `/api/localBusiness/${sessionId}/estimateConversion?amount=${String(amount)}&region=GB`,
        undefined,
        ownerHeaders(sessionId),
      );
      expect(estimate.status).toBe(200);
      const { low, high, perDays } = estimate.body as { low: number; high: number; perDays: number };
      await expect
        .poll(() => page.locator('label', { has: card }).textContent())
        .toContain(`Estimated ${String(low)}–${String(high)} results in ${String(perDays)} days`);
    }
    await page.context().close();
  });

  it('the United Kingdom: no GST invoice is offered', async () => {
    const { page } = await budgetScreen('GB');
    await page.getByRole('radio', { name: 'Starter £20/day' }).waitFor();
    expect(await page.getByLabel('I need a GST invoice').count()).toBe(0);
    expect(await page.getByText(/GST/).count()).toBe(0);
    await page.context().close();
  });

  it('an invoice paid with a GSTIN saved before it was checked still opens, without it', async () => {
    const user = await signedInUser(app.server);
    const { body } = await app.server.request(
      'GET',
      `/api/users/${user.userId}/businessProfiles`,
      undefined,
      user.auth,
    );
    const profileId = body.data[0].id as number;
    const order = await app.server.request(
      'POST',
      `/api/businessProfiles/${profileId}/payment/razorpay/order`,
      { amount: 1000 },
      user.auth,
    );
    const paid = await app.server.payments.razorpay.pay(order.body.id as string);
    await app.server.request('POST', `/api/businessProfiles/${profileId}/payment/razorpay/verify`, paid, user.auth);
    // What a GST invoice request saved before the check left behind (issue 20).
    await app.server.orm.em
      .getConnection()
      .execute(`update payment_order set billing = ?::jsonb where business_profile_id = ?`, [
        JSON.stringify({ gstin: '22AAAAA0000A1Z5', legalName: 'Chai and Crumbs' }),
        profileId,
      ]);

    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/login`);
    await fillPasswordLogin(page, user.emailAddress);
    await expect.poll(() => pathOf(page)).not.toBe('/login');
    await page.goto(`${app.server.baseUrl}/app/${profileId}/wallet`);
    await page.getByRole('link', { name: /^INV-\d{4}-\d{6}$/ }).click();
    await expect.poll(() => heading(page).textContent()).toMatch(/^Invoice INV-/);
    expect(await page.locator('.invoice-rows tbody tr').allTextContents()).toEqual([
      'Advertising funds (wallet top-up)₹1,000.00',
      'Subtotal₹1,000.00',
      'IGST (18%)₹180.00',
      'Total₹1,180.00',
    ]);
    expect(await page.getByText('Chai and Crumbs').count()).toBe(1);
    expect(await page.getByText('22AAAAA0000A1Z5').count()).toBe(0);
    expect(await page.getByText(/Something went wrong|could not be loaded/).count()).toBe(0);
    await page.context().close();
  });

  it('the United Kingdom: no service fee in the first 30 days from sign-up, said on the budget step; after them the 20% fee is said', async () => {
    const { page, sessionId } = await budgetScreen('GB');
    await page.getByText(/^No service fee until .+ \(30 days from sign-up\), then 20%\.$/).waitFor();
    await page.context().close();

    await signedUpDaysAgo(app.server, sessionId, 31);
    const later = await pageOfSession(app, 'onboarding', sessionId, 'budget');
    await later.getByText('A service fee of 20% comes on top of the budget.').waitFor();
    expect(await later.getByText(/No service fee/).count()).toBe(0);
    await later.context().close();
  });

  it('each plan shows its own price: India Starter ₹350/day, Growth ₹530/day', async () => {
    const { page } = await budgetScreen('IN');
    await page.getByRole('radio', { name: 'Starter ₹350/day' }).waitFor();
    await page.getByRole('radio', { name: 'Growth ₹530/day' }).waitFor();
    // India charges no service fee: nothing to waive, nothing said.
    expect(await page.getByText(/service fee/i).count()).toBe(0);
    await page.context().close();
  });

  it('a draft shows its real daily budget on the dashboard: none until chosen, then what was chosen', async () => {
    const user = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, user);
    const page = await pageOnDashboard(app, user.emailAddress, profileId);
    await page.getByRole('button', { name: 'Create new campaign' }).click();
    await page.waitForURL(`**/app/${String(profileId)}/campaign/*/selectObjective`);
    const campaignId = Number(/\/campaign\/(\d+)\//.exec(page.url())?.[1]);

    const dashboard = `${app.server.baseUrl}/app/${String(profileId)}/dashboard`;
    const draftRow = () => page.getByRole('row').filter({ has: page.getByText('Draft', { exact: true }) });
    await page.goto(dashboard);
    await draftRow().getByText('Not chosen yet').waitFor();
    expect(await page.getByText('₹1.00/day').count()).toBe(0);

    const campaign = await app.server.request(
      'GET',
      `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}`,
      undefined,
      user.auth,
    );
    await walkCampaignTo(app.server, user, campaign.body.sessionId as string, 'launching');
    await page.goto(dashboard);
    await draftRow().getByText('₹350.00/day').waitFor();
    await page.context().close();
  });
});
