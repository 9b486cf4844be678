import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { addDailyStats } from '../support/campaign-stats.ts';
import { makeCampaign, ownProfile } from '../support/campaigns.ts';

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
    await page.goto(url(`/app/${String(profileId)}/publishedReports`));
    await expect.poll(() => heading(page).textContent()).toBe('Reports');
    await expect.poll(() => page.getByText(/^No reports yet\./).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // A period that has not ended is refused in words; last month is published and opened.
    await page.getByLabel('Period', { exact: true }).last().selectOption('month');
    await page.getByLabel('A day of the period').fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'This period has not ended yet' }).count())
      .toBe(1);
    await page.getByLabel('A day of the period').fill(month.days[0] ?? '');
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
