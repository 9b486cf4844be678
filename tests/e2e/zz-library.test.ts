import { describe, expect, it } from 'vitest';
import { BusinessProfile } from '../../server/db/account-entities.ts';
import { signedInUser } from '../support/accounts.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { ownProfile } from '../support/campaigns.ts';
import { postFile } from '../support/post-file.ts';
import { newCampaign, walkCampaignTo } from '../support/signed-in-campaign.ts';
import { png } from '../server/modules/media/test-images.ts';

const app = browserAppForFile();
const url = (path: string) => `${app.server.baseUrl}${path}`;

describe('scratch', () => {
  it('library', { timeout: 120_000 }, async () => {
    const user = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, user);
    await app.server.orm.em.fork().nativeUpdate(BusinessProfile, { id: profileId }, { category: 2 });
    const a = await postFile(app.server, `/api/businessProfiles/${profileId}/assets`, { field: 'file', bytes: png(1200, 900), name: 'shop.png' }, user.auth);
    expect(a.status).toBe(201);
    const l = await postFile(app.server, `/api/businessProfiles/${profileId}/logo`, { field: 'logoFile', bytes: png(300, 300), name: 'logo.png' }, user.auth);
    expect(l.status).toBe(200);
    const created = await newCampaign(app.server, user, profileId);
    const sessionId = created.body.sessionId as string;
    const campaignId = created.body.id ?? created.body.campaignId;
    console.log(JSON.stringify(created.body).slice(0, 300));
    await walkCampaignTo(app.server, user, sessionId, 'imageCreatives');
    const page = await app.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/login'));
    await fillPasswordLogin(page, user.emailAddress);
    await page.waitForURL(`**/app/${String(profileId)}/dashboard`);
    await page.goto(url(`/app/${profileId}/campaign/${campaignId}/imageCreatives`));
    await page.waitForTimeout(4000);
    await page.screenshot({ path: '/tmp/shots/lib-images.png', fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForTimeout(15000);
    await page.screenshot({ path: '/tmp/shots/lib-preview.png', fullPage: true });
  });
});
