import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { pageOnDashboard } from '../support/browser-sign-in.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { makeCampaign, ownProfile } from '../support/campaigns.ts';
import { newCampaign, walkCampaignTo } from '../support/signed-in-campaign.ts';
import { postFile } from '../support/post-file.ts';
import { BusinessProfile } from '../../server/modules/accounts/entities.ts';
import { png } from '../server/modules/media/test-images.ts';

/**
 * A returning user launches a second campaign (OL §2 signed-in campaign flow at
 * /app/{businessProfileId}/campaign/{campaignId}): started from the dashboard, paid in the local
 * fake of Razorpay Checkout, launched, and listed in review.
 */
const app = browserAppForFile();
const url = (path: string) => `${app.server.baseUrl}${path}`;
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

describe('the signed-in campaign flow', () => {
  it('a returning user starts a campaign on the dashboard, pays and launches it', { timeout: 90_000 }, async () => {
    const user = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, user);
    await makeCampaign(app.server, profileId, { name: 'First campaign', startsIn: -10, days: 28 });

    const page = await pageOnDashboard(app, user.emailAddress, profileId);
    await page.getByRole('button', { name: 'Create new campaign' }).click();
    await page.waitForURL(`**/app/${String(profileId)}/campaign/*/selectObjective`);
    await page.getByRole('heading', { level: 1, name: 'Choose your objective' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const campaignId = Number(/\/campaign\/(\d+)\//.exec(page.url())?.[1]);

    // An address ahead of where the campaign stands is pushed back (OL §4).
    await page.goto(url(`/app/${String(profileId)}/campaign/${String(campaignId)}/budget`));
    await page.waitForURL(`**/campaign/${String(campaignId)}/selectObjective`);

    // The steps between are the flow's own, walked over the API; the money and the launch in the browser.
    const campaign = await app.server.request(
      'GET',
      `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}`,
      undefined,
      user.auth,
    );
    const sessionId = campaign.body.sessionId as string;
    await walkCampaignTo(app.server, user, sessionId, 'launching');
    await page.goto(url(`/app/${String(profileId)}/campaign/${String(campaignId)}/launching`));
    await page.getByRole('table', { name: 'To pay now' }).waitFor();
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    const amount = (await pay.textContent()) ?? '';
    await pay.click();
    await page.getByRole('dialog', { name: 'Razorpay (local fake)' }).getByRole('button', { name: amount }).click();
    await page.getByText('Nothing is left to pay.').waitFor();
    await expect.poll(() => next(page).isEnabled()).toBe(true);
    await next(page).click();
    await page.getByText('All done.').waitFor();

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByLabel('Campaign status').selectOption('inReview');
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
    expect(await row.getByText('In review', { exact: true }).count()).toBe(1);
  });

  it(
    'a returning user picks interests from the search and adds a suggested keyword (OL §7 targets, keywords)',
    { timeout: 90_000 },
    async () => {
      const user = await signedInUser(app.server);
      const profileId = await ownProfile(app.server, user);
      const created = await newCampaign(app.server, user, profileId);
      const campaignId = created.body.id as number;
      const sessionId = created.body.sessionId as string;
      await walkCampaignTo(app.server, user, sessionId, 'fbInterests');

      const page = await pageOnDashboard(app, user.emailAddress, profileId);
      await page.goto(url(`/app/${String(profileId)}/campaign/${String(campaignId)}/fbInterests`));
      const search = page.getByRole('searchbox', { name: /^Search / });
      await search.fill('bak');
      const baking = page.getByRole('button', { name: 'Baking (Food and drink)' });
      await expect.poll(() => baking.count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await baking.click();
      await search.fill('yoga');
      await page.getByRole('button', { name: 'Yoga (Health and beauty)' }).click();
      await page.getByRole('button', { name: 'Remove Yoga' }).click();
      await next(page).click();

      await page.waitForURL(`**/campaign/${String(campaignId)}/googleKeywords`);
      const session = await app.server.request('GET', `/api/sessions/${sessionId}`, undefined, user.auth);
      expect(session.body.data.fbInterests.interests).toEqual([
        { id: expect.stringMatching(/^[0-9]+$/), name: 'Baking' },
      ]);
      // The profile's name is a suggestion: one click adds it as a chip.
      const suggestion = page.getByRole('list', { name: 'Suggested keywords' }).getByRole('button').first();
      const keyword = ((await suggestion.textContent()) ?? '').replace(/^\+ /, '');
      await suggestion.click();
      await expect.poll(() => page.getByRole('button', { name: `Remove ${keyword}` }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it(
    'campaigns are named by objective and start month, two alike told apart (decision 402)',
    { timeout: 90_000 },
    async () => {
      const user = await signedInUser(app.server);
      const profileId = await ownProfile(app.server, user);
      // Two campaigns for phone calls (the walk's first objective), past their budget step.
      for (let count = 0; count < 2; count += 1) {
        const created = await newCampaign(app.server, user, profileId);
        await walkCampaignTo(app.server, user, created.body.sessionId as string, 'launching');
      }
      const page = await pageOnDashboard(app, user.emailAddress, profileId);
      await page.getByLabel('Campaign status').selectOption('draft');
      await expect.poll(() => page.getByRole('rowheader').count()).toBe(2);
      const names = await page.getByRole('rowheader').allTextContents();
      const month = /^Phone calls – [A-Z][a-z]{2} \d{4}( \(2\))?$/;
      expect(names).toEqual([expect.stringMatching(month), expect.stringMatching(month)]);
      expect(new Set(names).size).toBe(2);
    },
  );

  it(
    'a store’s campaign opens with its logo and its library’s photo, and its designs are drawn around it (decision 447)',
    { timeout: 120_000 },
    async () => {
      const user = await signedInUser(app.server);
      const profileId = await ownProfile(app.server, user);
      // An e-commerce profile: its store profile's logo may be uploaded (AP §7).
      await app.server.orm.em.fork().nativeUpdate(BusinessProfile, { id: profileId }, { category: 2 });
      const profile = `/api/businessProfiles/${String(profileId)}`;
      const photo = await postFile(
        app.server,
        `${profile}/assets`,
        { field: 'file', bytes: png(1200, 900), name: 'shop.png' },
        user.auth,
      );
      const logo = await postFile(
        app.server,
        `${profile}/logo`,
        { field: 'logoFile', bytes: png(300, 300), name: 'logo.png' },
        user.auth,
      );
      expect([photo.status, logo.status]).toEqual([201, 200]);
      const created = await newCampaign(app.server, user, profileId);
      const sessionId = created.body.sessionId as string;
      await walkCampaignTo(app.server, user, sessionId, 'imageCreatives');

      const page = await pageOnDashboard(app, user.emailAddress, profileId);
      await page.goto(url(`/app/${String(profileId)}/campaign/${String(created.body.id)}/imageCreatives`));
      // Each opens shown, with a button to take it out.
      await page.getByRole('button', { name: 'Remove logo.png' }).waitFor();
      await page.getByRole('button', { name: 'Remove shop.png' }).waitFor();
      await page
        .getByRole('textbox', { name: /Colour/ })
        .first()
        .fill('#264653');
      await next(page).click();
      await page.waitForURL(/imageCreativesCreative\/preview/);
      await page.getByRole('radio').first().waitFor({ timeout: 60_000 });
      // Two of the four designs are the ones drawn around a photo (templateIds 5-7).
      const generation = await app.server.request('GET', `/api/sessions/${sessionId}/creatives`, undefined, user.auth);
      const ids = (generation.body.templates as { templateId: number }[]).map((template) => template.templateId);
      expect(ids.filter((id) => id >= 5 && id <= 7)).toHaveLength(2);
      expect(generation.body.drawnWith.photo).toMatchObject({ url: photo.body.url });
      await page.close();
    },
  );
});
