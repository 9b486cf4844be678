import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { briefCalls } from '../support/briefs.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { firstProfileId, leadCampaign } from '../support/lead-campaign.ts';
import { PHONE_WIDTH } from '../support/phone-fit.ts';
import { postFile } from '../support/post-file.ts';
import { png } from '../server/modules/media/test-images.ts';

/**
 * The list pages at a phone's width with rows in their tables (issue 23: 44 px touch targets at
 * 375 px): a lead, a brief, an asset and the wallet. The screenshot tests (screens.test.ts) look
 * at a new business, whose lists are empty, so a button in a table's row is measured here: a
 * lead's name, a button drawn as a link, was 32 px high. (The product feed's rows are measured
 * by product-feed.test.ts.)
 */
const app = browserAppForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;

/**
 * The buttons and links of the page's tables, and the buttons drawn as links anywhere
 * (.link-button), under 44 px high, as phone-fit.ts words it.
 */
const smallButtons = (page: Page) =>
  page.evaluate<string[]>(`(() =>
    [...document.querySelectorAll('table button, table a, .link-button')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ element, height: element.getBoundingClientRect().height }))
      .filter(({ height }) => height < 43.5)
      .map(({ element, height }) => element.tagName.toLowerCase() + ' "' + element.textContent.trim().slice(0, 30) + '" ' + height.toFixed(1) + ' px high'))()`);

describe('touch targets in the list pages on a phone (issue 23)', { timeout: 120_000 }, () => {
  it('leads, briefs, assets and wallet: every button and link of their tables, and every button drawn as a link, is 44 px high; no page scrolls sideways', async () => {
    const owner = await signedInUser(app.server);
    const profileId = await firstProfileId(app.server, owner);
    const campaignId = await leadCampaign(app.server, profileId, { name: 'Spring cuts' });
    const lead = await app.server.request('POST', `/api/leadForms/${String(campaignId)}/leads`, {
      // One word: a name on two lines made its button 48 px high whatever its style.
      name: 'Asha',
      email: 'asha.verma@example.co.uk',
      phone: '07911 123456',
      serviceNeeded: 'Haircut',
      city: 'Leeds',
      privacyPolicyAccepted: true,
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    expect((await briefCalls(app.server, owner, profileId).create('Diwali sale')).status).toBe(201);
    const asset = await postFile(
      app.server,
      `/api/businessProfiles/${String(profileId)}/assets`,
      { field: 'file', bytes: png(200, 200), name: 'logo-200.png' },
      owner.auth,
    );
    expect(asset.status, JSON.stringify(asset.body)).toBe(201);

    const page = await app.newPage();
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await page.goto(url('/login'));
    await fillPasswordLogin(page, owner.emailAddress);
    await expect.poll(() => pathOf(page)).not.toBe('/login');
    const pages: [string, () => Promise<void>][] = [
      ['leads', () => page.getByRole('button', { name: /Asha/ }).waitFor()],
      ['briefs', () => page.getByText('Diwali sale').first().waitFor()],
      [
        'assets',
        async () => {
          await page.getByRole('button', { name: 'List' }).click();
          await page.getByRole('cell', { name: 'logo-200.png', exact: true }).waitFor();
        },
      ],
      ['wallet', () => page.getByRole('heading', { level: 1 }).waitFor()],
    ];
    const problems: string[] = [];
    for (const [screen, drawn] of pages) {
      await page.goto(url(`/app/${String(profileId)}/${screen}`));
      await drawn();
      await expect.poll(() => page.locator('[aria-busy=true]').count()).toBe(0);
      for (const problem of await smallButtons(page)) problems.push(`${screen}: ${problem}`);
      // A table wider than the phone scrolls in its frame, never the page.
      const sideways = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      if (sideways > 0) problems.push(`${screen}: scrolls sideways by ${String(sideways)} px`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
