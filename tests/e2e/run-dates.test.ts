import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { walkOn, type SignedIn } from '../../scripts/walk-session.ts';
import { dateTimeFormat } from '../../renderer/shell/language.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { pickDay } from '../support/date-picker.ts';
import { payForSession } from '../support/pay.ts';
import { project } from '../support/project.ts';
import { sessionAt, pageOfSession } from '../support/walk.ts';

/**
 * One end date everywhere (issue 20, decision 410): the end date the owner chooses on the budget
 * step is the last day the ads run; the launching step, the dashboard and the edit page say that
 * day and the same number of days, both ends included.
 */
const app = browserAppForFile();

const DAY_MS = 86_400_000;
const dayAfterToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const shown = (day: string) =>
  dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;

const START = dayAfterToday(2);
const END = dayAfterToday(16);
// 2 to 16 days from today, both included.
const RUN = `${shown(START)} to ${shown(END)} (15 days)`;

/** The owner's browser on the budget step of a signed-up onboarding session in India. */
async function budgetScreen(): Promise<{ page: Page; sessionId: string }> {
  const sessionId = await sessionAt(app.server, 'onboarding', 'budget', {}, {}, 'IN');
  const page = await pageOfSession(app, 'onboarding', sessionId, 'budget');
  await page.getByRole('radio', { name: /^Starter / }).waitFor();
  return { page, sessionId };
}

const signedInOf = async (page: Page): Promise<SignedIn> =>
  JSON.parse(String(await page.evaluate(() => localStorage.getItem('adflow.auth')))) as SignedIn;

/**
 * The budget step answered with the Starter daily plan and `schedule`, the rest walked over the
 * API as its owner, and the browser at the launching step; the owner's sign-in.
 */
async function toLaunching(page: Page, sessionId: string, schedule: () => Promise<void>): Promise<SignedIn> {
  await page.getByRole('radio', { name: /^Starter / }).check();
  await page.getByRole('radio', { name: 'Daily budget', exact: true }).check();
  await schedule();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Channels');
  const signedIn = await signedInOf(page);
  const from = { sessionId, step: 'channelSelection', signedIn };
  await walkOn(app.server.baseUrl, project, 'onboarding', from, 'launching');
  await page.goto(`${app.server.baseUrl}/signup/launching`);
  return signedIn;
}

/** What the launching step says of the run. */
const runOf = (page: Page) =>
  page.locator('.checkout-campaign dt', { hasText: 'Runs' }).locator('xpath=following-sibling::dd[1]');

describe('the end date the owner chooses is the one every screen shows (issue 20)', { timeout: 90_000 }, () => {
  it('budget step → launching step → dashboard → edit page: the same last day and day count', async () => {
    const { page, sessionId } = await budgetScreen();
    const signedIn = await toLaunching(page, sessionId, async () => {
      await page.getByLabel('Set start and end dates').check();
      await pickDay(page, 'Start date', START);
      await pickDay(page, 'End date', END);
    });
    const auth = { authorization: `Bearer ${signedIn.accessToken}` };

    // The launching step: the run as chosen, and what it costs is 15 days of the daily budget.
    const run = runOf(page);
    await expect.poll(() => run.textContent()).toBe(RUN);
    const checkout = await app.server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    expect(checkout.body.price.days).toBe(15);
    expect(checkout.body.price.budgetMinor).toBe(15 * checkout.body.price.dailyBudgetMinor);
    const campaign = checkout.body.campaign as { id: number; name: string };

    // Paid and launched: it is in review, so the edit page takes it.
    await payForSession(app.server, sessionId, auth);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/app\/\d+\/dashboard$/);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: campaign.name }) });
    await expect
      .poll(() =>
        row
          .getByRole('cell')
          .filter({ hasText: shown(START) })
          .textContent(),
      )
      .toBe(RUN);

    const profileId = pathOf(page).split('/')[2] ?? '';
    await page.goto(`${app.server.baseUrl}/app/${profileId}/editCampaign/${String(campaign.id)}`);
    // Each date field shows its day as English writes dates.
    await expect.poll(() => page.getByRole('button', { name: 'Last day' }).textContent()).toBe(shown(END));
    expect(await page.getByRole('button', { name: 'Start date' }).textContent()).toBe(shown(START));
    expect(await page.getByText(`Runs: ${RUN}`).count()).toBe(1);
    await page.context().close();
  });

  it('run continuously: the launching step says so, and that its first week is what is paid now (decision 105)', async () => {
    const { page, sessionId } = await budgetScreen();
    await toLaunching(page, sessionId, () => page.getByLabel('Run continuously').check());
    const run = runOf(page);
    // §9's default week: from 2 days ahead, its last day 8 days ahead.
    await expect
      .poll(() => run.textContent())
      .toBe(`From ${shown(START)}, continuously. Paid now: the first 7 days, to ${shown(dayAfterToday(8))}.`);
    await page.context().close();
  });
});
