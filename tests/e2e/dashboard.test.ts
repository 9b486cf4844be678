import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdChannels } from '../../server/adapters/ad-channels.ts';
import { collectDailyReports } from '../../server/modules/dashboard/daily-reports.ts';
import { signedInUser } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { pageOnDashboard } from '../support/browser-sign-in.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { dayFromToday, makeCampaign, ownProfile } from '../support/campaigns.ts';

/**
 * The dashboard (AP §2, §3, §4) in a browser: campaigns by state, metrics over a date range as
 * figures and a chart, pause and resume.
 */
const app = browserAppForFile();
const dayText = (days: number) => dayFromToday(days).toISOString().slice(0, 10);

// Every channel reports ₹150 spent, 2,000 impressions, 30 clicks and 2 orders a day.
const steadyNetwork: AdChannels = {
  name: 'steady',
  publish: () => Promise.resolve({ externalId: 'unused' }),
  report: () => Promise.resolve({ costMinor: 15_000, impressions: 2_000, clicks: 30, orders: 2, salesMinor: 40_000 }),
  setDelivery: () => Promise.resolve(),
  update: () => Promise.resolve(),
};

const figure = (page: Page, metric: string) => page.locator(`.metrics-summary dd[data-metric="${metric}"]`);
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

describe('dashboard', () => {
  it(
    'shows the campaigns and their results over a range, and pauses and resumes one',
    { timeout: 60_000 },
    async () => {
      const user = await signedInUser(app.server);
      const profileId = await ownProfile(app.server, user);
      await makeCampaign(app.server, profileId, {
        name: 'Bakery launch',
        startsIn: -5,
        days: 28,
        lockedMinor: 28 * 35_000,
      });
      await makeCampaign(app.server, profileId, { name: 'Cake draft', adStatus: 1 });
      for (let days = -5; days <= -1; days += 1) {
        await collectDailyReports(app.server.orm.em.fork(), steadyNetwork, dayText(days));
      }

      const page = await pageOnDashboard(app, user.emailAddress, profileId);

      await page.getByLabel('Date range').selectOption('last7Days');
      // Five days of ₹150 and 30 clicks: ₹750 and 150 clicks over the range, ₹5 a click.
      await expect.poll(() => figure(page, 'costMinor').textContent()).toBe('₹750.00');
      expect(await figure(page, 'clicks').textContent()).toBe('150');
      expect(await figure(page, 'orders').textContent()).toBe('10');
      expect(await figure(page, 'cpcMinor').textContent()).toBe('₹5.00');
      expect(await page.getByRole('img', { name: 'Cost per day over 7 days' }).count()).toBe(1);

      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Date range').selectOption('custom');
      await page.getByRole('group', { name: 'Custom Range' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Date range').selectOption('last7Days');

      const live = row(page, 'Bakery launch');
      expect(await live.getByText('Live', { exact: true }).count()).toBe(1);
      expect(await row(page, 'Cake draft').getByText('Draft', { exact: true }).count()).toBe(1);

      await page.getByRole('button', { name: 'Pause – Bakery launch' }).click();
      await expect.poll(() => live.getByText('Paused', { exact: true }).count()).toBe(1);
      await page.getByRole('button', { name: 'Resume – Bakery launch' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Pause – Bakery launch' }).count()).toBe(1);

      await page.getByLabel('Campaign status').selectOption('draft');
      await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual(['Cake draft']);
      await page.getByRole('button', { name: 'Delete draft – Cake draft' }).click();
      await expect.poll(() => page.getByText('No campaign for this date range and status.').count()).toBe(1);
    },
  );

  it(
    'in Hebrew the chart reads right to left: its scale at the right, each figure clear of the axis',
    { timeout: 60_000 },
    async () => {
      const user = await signedInUser(app.server);
      const profileId = await ownProfile(app.server, user);
      await makeCampaign(app.server, profileId, { name: 'Bakery launch', startsIn: -5, days: 28 });
      for (let days = -5; days <= -1; days += 1) {
        await collectDailyReports(app.server.orm.em.fork(), steadyNetwork, dayText(days));
      }
      const page = await pageOnDashboard(app, user.emailAddress, profileId);
      await page.evaluate(() => {
        localStorage.setItem('adflow.language', 'he');
      });
      await page.reload();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      const axisLine = page.locator('.recharts-yAxis .recharts-cartesian-axis-line');
      // A vertical line has no width: attached, not "visible".
      await axisLine.waitFor({ state: 'attached' });
      const axis = await axisLine.evaluate((line) =>
        (line as unknown as { getBoundingClientRect(): { x: number } }).getBoundingClientRect(),
      );
      const plot = await page.locator('.recharts-cartesian-grid').boundingBox();
      // The scale stands at the plot's right edge, its figures right of it, none over the line.
      expect(axis.x + 1).toBeGreaterThan((plot?.x ?? 0) + (plot?.width ?? 0) - 2);
      const ticks = page.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
      await expect.poll(() => ticks.count()).toBeGreaterThan(1);
      for (const figure of await ticks.all()) expect((await figure.boundingBox())?.x).toBeGreaterThan(axis.x);
    },
  );
});
