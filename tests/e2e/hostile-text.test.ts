import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AD_STATUS } from '../../server/modules/campaigns/entities.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { HOSTILE_TEXTS } from '../support/hostile-values.ts';
import { firstProfileId, LEAD_FORM, leadCampaign } from '../support/lead-campaign.ts';

/**
 * Markup typed into names, ad copy and leads is shown as the text it is on every screen that
 * shows it, and never runs: each of the two payloads sets `window.__pwned` if it does.
 */
// A server of its own: /review lists every campaign waiting on its database.
const app = browserAppForFile({ ownServer: true });
const url = (path: string) => `${app.server.baseUrl}${path}`;

const IMG = HOSTILE_TEXTS.html;
const SCRIPT = HOSTILE_TEXTS.script;

const pwned = (page: Page) => page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned);
/** The text shows literally: some element's own text holds the payload as typed. */
const shown = (page: Page, text: string) => page.getByText(text, { exact: false }).count();

async function signIn(user: SignedInUser): Promise<Page> {
  const page = await app.newPage();
  await page.goto(url('/login'));
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
  return page;
}

describe('markup in user text, on every screen that shows it', { timeout: 120_000 }, () => {
  it('the lead form, dashboard, campaign page, leads, a lead and the review queue show it and run none', async () => {
    const owner = await signedInUser(app.server);
    const profileId = await firstProfileId(app.server, owner);
    // No API takes markup in a campaign name (they come from the business name, whose pattern
    // refuses "<"), nor in a lead form's texts: planted as an import or an old row could leave them.
    const form = { ...LEAD_FORM, formTitle: `Book ${IMG}`, formDescription: `Offer ${SCRIPT}` };
    const campaignId = await leadCampaign(app.server, profileId, { name: `Spring ${IMG}`, form });
    const inReview = await leadCampaign(app.server, profileId, {
      name: `Review ${SCRIPT}`,
      adStatus: AD_STATUS.inReview,
    });
    await app.server.orm.em
      .getConnection()
      .execute(`update campaign set review_due_at = now() + interval '1 day' where id = ?`, [inReview]);
    // The lead, through the public form's API as a visitor sends it.
    const lead = await app.server.request('POST', `/api/leadForms/${String(campaignId)}/leads`, {
      name: IMG,
      email: 'visitor@example.com',
      phone: '07911 123456',
      serviceNeeded: SCRIPT,
      city: `Leeds ${IMG}`,
      privacyPolicyAccepted: true,
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    // Ad copy, through the owner's edit of the live campaign: it waits in the review queue.
    const edit = await app.server.request(
      'POST',
      `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}/edits`,
      { adCopy: { headline: `Cuts ${IMG}`, description: `Colour ${SCRIPT}` } },
      owner.auth,
    );
    expect(edit.status, JSON.stringify(edit.body)).toBeLessThan(300);

    const visitor = await app.newPage();
    await visitor.goto(url(`/lead/${String(campaignId)}`));
    await expect.poll(() => shown(visitor, form.formTitle)).toBeGreaterThan(0);
    expect(await shown(visitor, form.formDescription)).toBeGreaterThan(0);
    expect(await pwned(visitor)).toBeUndefined();
    await visitor.context().close();

    const page = await signIn(owner);
    const screens: [string, string, string][] = [
      ['the dashboard', `/app/${String(profileId)}/dashboard`, `Spring ${IMG}`],
      ['the campaign page', `/app/${String(profileId)}/editCampaign/${String(campaignId)}`, `Spring ${IMG}`],
      ['the leads list', `/app/${String(profileId)}/leads`, `Leeds ${IMG}`],
    ];
    for (const [screen, path, text] of screens) {
      await page.goto(url(path));
      await expect.poll(() => shown(page, text), { message: screen }).toBeGreaterThan(0);
      expect(await pwned(page), screen).toBeUndefined();
    }
    await page.getByRole('button', { name: `Open lead ${IMG}` }).click();
    const dialog = page.getByRole('dialog', { name: IMG });
    await expect.poll(() => dialog.getByText(SCRIPT).count()).toBeGreaterThan(0);
    expect(await pwned(page)).toBeUndefined();
    await page.context().close();

    const manager = await signedInUser(app.server);
    // OL §6: AccountManager 4 reviews; staff are made by hand, never by sign-up.
    await app.server.orm.em
      .getConnection()
      .execute(`update app_user set role_ids = '[4]'::jsonb where id = ?`, [manager.userId]);
    const review = await signIn(manager);
    await review.goto(url('/review'));
    await expect.poll(() => shown(review, `Review ${SCRIPT}`)).toBeGreaterThan(0);
    await expect.poll(() => shown(review, `Cuts ${IMG}`)).toBeGreaterThan(0);
    expect(await shown(review, `Colour ${SCRIPT}`)).toBeGreaterThan(0);
    expect(await pwned(review)).toBeUndefined();
    await review.context().close();
  });
});
