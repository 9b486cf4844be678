import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { briefCalls, briefIn } from '../support/briefs.ts';
import { addDailyStats } from '../support/campaign-stats.ts';
import { makeCampaign, ownProfile } from '../support/campaigns.ts';
import { lockedWallet, record } from '../../server/modules/wallet/wallet.ts';
import { BusinessProfile } from '../../server/modules/accounts/entities.ts';
import { presetRange, timeZoneOf } from '../../engine/index.ts';
import { dayButton, openCalendarAt, pickableDays, pickDay } from '../support/date-picker.ts';

/**
 * Published reports (AP §2 /publishedReports with ?reportId) and briefs with approve / reject
 * (AP §1, §2, §4) in a browser.
 */
const app = browserAppForFile();
const url = (path: string) => `${app.server.baseUrl}${path}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });

async function signIn(user: SignedInUser): Promise<Page> {
  const page = await app.newPage();
  await page.goto(url('/login'));
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
  return page;
}

/** The first day of last month and two days of it, as YYYY-MM-DD. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const day = (offset: number) => new Date(first.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    first: day(0),
    days: [day(2), day(3)],
    name: first.toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

describe('published reports in a browser', { timeout: 90_000 }, () => {
  it('publishes last month, opens it at ?reportId, downloads its CSV; an unknown id says so', async () => {
    const owner = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, owner);
    const month = lastMonth();
    const campaign = await makeCampaign(app.server, profileId, { name: 'Bakery launch' });
    await addDailyStats(app.server, campaign, month.days);

    const page = await signIn(owner);
    // The browser's calendar runs a day ahead of the server's (a zone east of it): its "yesterday",
    // the last day it offers, is the server's today, in a period that has not ended.
    const today = new Date().toISOString().slice(0, 10);
    await page.clock.setFixedTime(Date.now() + 86_400_000);
    await page.goto(url(`/app/${String(profileId)}/publishedReports`));
    await expect.poll(() => heading(page).textContent()).toBe('Reports');
    await expect.poll(() => page.getByText(/^No reports yet\./).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // A period that has not ended is refused in words; last month is published and opened.
    await page.getByLabel('Period', { exact: true }).last().selectOption('month');
    await openCalendarAt(page, 'A day of the period', today);
    // Its last day is the server's today: no later day of the month, no later month.
    expect((await pickableDays(page)).at(-1)).toBe(today);
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
    // The open calendar is a dialog named by its field, with nothing axe finds serious.
    expect(await page.getByRole('dialog', { name: 'A day of the period' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await dayButton(page, today).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'This period has not ended yet' }).count())
      .toBe(1);
    await pickDay(page, 'A day of the period', month.days[0] ?? '');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => heading(page).textContent()).toBe(`Monthly report: ${month.name}`);
    await expect.poll(() => toast(page, 'Report published').count()).toBe(1);
    const reportId = new URL(page.url()).searchParams.get('reportId');
    expect(reportId).toMatch(/^[0-9]+$/);
    // Two days of ₹150 and 30 clicks.
    expect(await page.locator('.metrics-summary dd[data-metric="costMinor"]').textContent()).toBe('₹300.00');
    expect(await page.locator('.metrics-summary dd[data-metric="clicks"]').textContent()).toBe('60');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bakery launch' }) });
    expect(await row.textContent()).toContain('₹300.00');
    expect(await seriousViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`report-month-${month.first}.csv`);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines).toEqual([
      'Campaign,Currency,Cost,Impressions,Clicks,Total Sales,Orders,Cost per Orders,CPC',
      'Bakery launch,INR,300.00,4000,60,800.00,4,75.00,5.00',
      'Total,INR,300.00,4000,60,800.00,4,75.00,5.00',
    ]);
    await expect.poll(() => toast(page, 'Report downloaded successfully').count()).toBe(1);

    // Back to the list: the report is there and opens again by its link.
    await page.getByRole('link', { name: 'All reports' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Reports');
    await page.getByRole('link', { name: month.name }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('reportId')).toBe(reportId);

    // A push notification's tap with an id the profile has no report of: a message, no crash.
    const stranger = await signedInUser(app.server);
    const theirs = await makeCampaign(app.server, await ownProfile(app.server, stranger), { name: 'Not mine' });
    await addDailyStats(app.server, theirs, month.days);
    const strangerPage = await signIn(stranger);
    const strangerProfile = await ownProfile(app.server, stranger);
    for (const id of [reportId ?? '', '999999', 'abc']) {
      await strangerPage.goto(url(`/app/${String(strangerProfile)}/publishedReports?reportId=${id}`));
      await expect
        .poll(() =>
          strangerPage.getByText('This report was not found. It may belong to another business profile.').count(),
        )
        .toBe(1);
    }
    expect(await seriousViolations(strangerPage)).toEqual([]);
    await strangerPage.getByRole('link', { name: 'All reports' }).click();
    await expect.poll(() => heading(strangerPage).textContent()).toBe('Reports');
    await page.context().close();
    await strangerPage.context().close();
  });
});

describe('briefs in a browser', { timeout: 90_000 }, () => {
  it('a brief is created, planned and approved with a typed-name signature; another is rejected with a reason', async () => {
    const owner = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, owner);
    const page = await signIn(owner);
    await page.goto(url(`/app/${String(profileId)}/briefs`));
    await expect.poll(() => heading(page).textContent()).toBe('Briefs');
    await expect.poll(() => page.getByText(/^No briefs yet\./).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Title').fill('Diwali sale');
    await page.getByLabel('What the campaign should achieve').fill('Bring shoppers to the store');
    await page.getByRole('button', { name: 'Create brief' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Diwali sale');
    expect(new URL(page.url()).searchParams.get('briefId')).toMatch(/^[0-9]+$/);
    await expect.poll(() => page.getByText('No plan has been proposed yet.').count()).toBe(1);

    // The plan: the schema's rules in the page, then version 1 awaiting a decision.
    await page.getByLabel('Campaign name').fill('Diwali sale - social');
    await page.getByLabel('Budget').fill('0.5');
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await expect.poll(() => page.getByText('Enter a budget of at least 1.00').count()).toBe(1);
    await page.getByLabel('Budget').fill('50000');
    await pickDay(page, 'Start date', '2026-11-02');
    // The run cannot end before it starts: the calendar offers no day before the first.
    await openCalendarAt(page, 'End date', '2026-11-02');
    expect(await dayButton(page, '2026-11-01').isDisabled()).toBe(true);
    expect(await dayButton(page, '2026-11-02').isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
    await pickDay(page, 'End date', '2026-11-14');
    expect(await page.getByRole('button', { name: 'End date' }).textContent()).toBe('14 Nov 2026');
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await expect.poll(() => toast(page, 'Plan sent for approval').count()).toBe(1);
    const version = page.getByRole('region', { name: /^Version 1/ });
    await expect.poll(() => version.textContent()).toContain('Awaiting decision');
    expect(await version.textContent()).toContain('₹50,000.00');
    expect(await seriousViolations(page)).toEqual([]);

    // Approve: the e-sign step refuses a name that is not the approver's.
    await page.getByRole('button', { name: 'Approve version 1' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve and sign version 1' });
    await expect.poll(() => approve.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await approve.getByLabel('Your full name').fill('Someone Else');
    await approve.getByLabel('I approve this plan and sign it electronically').check();
    await approve.getByRole('button', { name: 'Approve and sign' }).click();
    await expect.poll(() => approve.getByText('Type your full name as it is on your account to sign').count()).toBe(1);
    await approve.getByLabel('Your full name').fill('Priya Raman');
    await approve.getByRole('button', { name: 'Approve and sign' }).click();
    await expect.poll(() => toast(page, 'Plan approved and signed').count()).toBe(1);
    await expect.poll(() => approve.isVisible()).toBe(false);
    await expect.poll(() => version.textContent()).toContain('Approved');
    expect(await version.textContent()).toContain('Signed by Priya Raman on');
    expect(await page.getByText('Ongoing', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Send for approval' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Pause campaign' }).click();
    await expect.poll(() => toast(page, 'The brief is now Paused').count()).toBe(1);

    // Reject: a reason is needed; the brief goes back to draft with its plan open to edit.
    const rejectedId = await briefIn(briefCalls(app.server, owner, profileId), 'Winter coats', 1);
    await page.goto(url(`/app/${String(profileId)}/briefs?briefId=${String(rejectedId)}`));
    await expect.poll(() => heading(page).textContent()).toBe('Winter coats');
    await page.getByRole('button', { name: 'Reject version 1' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject version 1' });
    await reject.getByLabel('Why is it rejected?').fill('no');
    await reject.getByRole('button', { name: 'Reject plan' }).click();
    await expect.poll(() => reject.getByText('Give a reason of at least 3 characters').count()).toBe(1);
    await reject.getByLabel('Why is it rejected?').fill('The budget is too high for November.');
    await reject.getByRole('button', { name: 'Reject plan' }).click();
    await expect.poll(() => toast(page, 'Plan rejected').count()).toBe(1);
    const rejected = page.getByRole('region', { name: /^Version 1/ });
    await expect.poll(() => rejected.textContent()).toContain('The budget is too high for November.');
    expect(await page.getByRole('heading', { name: 'Edit the plan' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The list under the brief filter.
    await page.getByRole('link', { name: 'All briefs' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Briefs');
    // The whole list first: a filter chosen while it still loads would pass the next wait at once.
    await expect.poll(() => page.getByRole('link', { name: 'Diwali sale' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Winter coats' }).count()).toBe(1);
    await page.getByLabel('Brief status').selectOption({ label: 'Draft' });
    // The list shown stays until the filtered one arrives: wait for the one that leaves.
    await expect.poll(() => page.getByRole('link', { name: 'Diwali sale' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Winter coats' }).count()).toBe(1);
    await page.getByLabel('Brief status').selectOption({ label: 'Paused' });
    await expect.poll(() => page.getByRole('link', { name: 'Winter coats' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Diwali sale' }).count()).toBe(1);
    await page.context().close();
  });
});

describe('add-on packs in a browser', { timeout: 90_000 }, () => {
  it('buys a pack from the wallet; it is listed as active; buying it again is refused in words', async () => {
    const owner = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, owner);
    await app.server.orm.em.fork().transactional(async (tx) => {
      record(tx, await lockedWallet(tx, profileId, 'INR'), { kind: 'addFunds', amountMinor: 200_000 });
    });
    const page = await signIn(owner);
    await page.goto(url(`/app/${String(profileId)}/wallet`));
    await page.getByRole('link', { name: 'Add-on packs' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Add-ons');
    await expect.poll(() => page.getByText('You have no add-on packs yet.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Buy Starter for ₹1,178.82' }).click();
    await expect.poll(() => toast(page, 'Starter pack bought').count()).toBe(1);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Starter' }) });
    await expect.poll(() => row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('₹179.82');
    await page.getByRole('button', { name: 'Buy Starter for ₹1,178.82' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /^The Starter pack is active until/ })
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Buy Growth for ₹2,948.82' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Insufficient funds to buy this pack' }).count())
      .toBe(1);
    expect(await page.getByRole('link', { name: 'Add funds' }).count()).toBe(1);
    await page.getByLabel('Show').selectOption('expired');
    await expect.poll(() => page.getByText('No add-on pack in this state.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('product insights in a browser', { timeout: 90_000 }, () => {
  it('lists each campaign with its rates over a date-range preset', async () => {
    const owner = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, owner);
    // Last month as the page counts it: in the profile's time zone. Counted in UTC, it was the month
    // before from 18:30 UTC on a month's last day (India is a new month by then).
    const { timeZoneId } = await app.server.orm.em.fork().findOneOrFail(BusinessProfile, profileId);
    const month = presetRange('lastMonth', new Date(), timeZoneOf(timeZoneId));
    await addDailyStats(app.server, await makeCampaign(app.server, profileId, { name: 'Shoes' }), [
      month.from,
      month.to,
    ]);
    const page = await signIn(owner);
    await page.goto(url(`/app/${String(profileId)}/productInsights`));
    await expect.poll(() => heading(page).textContent()).toBe('Product Insights');
    await page.getByLabel('Date range').selectOption('lastMonth');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Shoes' }) });
    // Two days of ₹400 sales, 60 clicks of 4,000 impressions, 4 orders, ₹300 spent.
    await expect.poll(() => row.textContent()).toContain('₹800.00');
    expect(await row.textContent()).toContain('1.5%');
    expect(await row.textContent()).toContain('6.67%');
    expect(await row.textContent()).toContain('266.67%');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Date range').selectOption('today');
    await expect.poll(() => page.getByText('No campaign has results in this date range.').count()).toBe(1);
    await page.context().close();
  });
});
