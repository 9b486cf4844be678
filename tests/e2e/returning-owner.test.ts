import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { pageOnDashboard } from '../support/browser-sign-in.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { ownProfile } from '../support/campaigns.ts';
import { newCampaign, walkCampaignTo } from '../support/signed-in-campaign.ts';

/**
 * A returning owner's second campaign (issue 20, decisions 420 and 421): the logo and colours of
 * the first open filled in, and with the page linked then, budget goes straight to launching
 * (OL §4) with no social page to link again.
 */
const app = browserAppForFile();
const url = (path: string) => `${app.server.baseUrl}${path}`;
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

describe('a returning owner’s next campaign', () => {
  it('opens with the logo and colours of the first and skips linking the page again', { timeout: 90_000 }, async () => {
    const user = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, user);
    // The first campaign, over the API: its creatives answered and its page linked (OL §6).
    const first = await newCampaign(app.server, user, profileId);
    await walkCampaignTo(app.server, user, first.body.sessionId as string, 'launching');

    const second = await newCampaign(app.server, user, profileId);
    const campaignPath = `/app/${String(profileId)}/campaign/${String(second.body.id)}`;
    const sessionId = second.body.sessionId as string;
    await walkCampaignTo(app.server, user, sessionId, 'imageCreatives');

    const page = await pageOnDashboard(app, user.emailAddress, profileId);
    await page.goto(url(`${campaignPath}/imageCreatives`));
    await page.getByRole('heading', { level: 1, name: 'Your creatives' }).waitFor();
    // The first campaign's logo and colours are there; nothing to upload again.
    await page.getByRole('img', { name: 'Preview of shear-style-logo.png' }).waitFor();
    const colours = page.getByRole('textbox', { name: /colour/i });
    expect((await colours.first().inputValue()).toUpperCase()).toBe('#7A1F5C');
    await next(page).click();
    await page.waitForURL(`**${campaignPath}/imageCreativesCreative/preview/**`);

    // The screens between are the flow's own; the budget is chosen in the browser.
    await walkCampaignTo(app.server, user, sessionId, 'budget');
    await page.goto(url(`${campaignPath}/budget`));
    await page.getByRole('radio', { name: /^Starter / }).check();
    await page.getByRole('radio', { name: 'Daily budget', exact: true }).check();
    await page.getByLabel('Run continuously').check();
    await next(page).click();
    // OL §4: the page is linked already, so no channel selection and no link-accounts screen.
    await page.waitForURL(`**${campaignPath}/launching`);
    await page.getByRole('table', { name: 'To pay now' }).waitFor();
  });
});
