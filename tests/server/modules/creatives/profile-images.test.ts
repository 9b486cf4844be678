import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessProfile } from '../../../../server/db/account-entities.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { firstProfileId } from '../../../support/lead-campaign.ts';
import { project } from '../../../support/project.ts';
import { postFile } from '../../../support/post-file.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { newCampaign, walkCampaignTo } from '../../../support/signed-in-campaign.ts';
import { jpeg, png } from '../media/test-images.ts';
import { DONE, GENERATION_TIMEOUT, finishedGeneration } from './creative-session.ts';

/**
 * Issue 24: a later campaign of a business the product already knows is drawn with what it holds
 * of it when the campaign's own answers give no logo or photo: the store logo (AP §7) and the
 * newest images of the asset library (AP §1).
 */
let server: SharedTestServer;
let owner: SignedInUser;
let profileId: number;
beforeAll(async () => {
  server = await sharedTestServer();
  owner = await signedInUser(server);
  profileId = await firstProfileId(server, owner);
  // An e-commerce profile: its store profile's logo may be uploaded (AP §7).
  await server.orm.em.fork().nativeUpdate(BusinessProfile, { id: profileId }, { category: 2 });
});

// templateIds 5-7 are the layouts drawn around a photo (server/modules/creatives/layouts/photo-layouts.ts).
const PHOTO_LAYOUTS = [5, 6, 7];

/**
 * A new campaign's creatives, generated at its creative preview step. Its images step gives no
 * photo and a logo that is not one of our files (the schema's example: never fetched, never drawn).
 */
async function campaignCreatives() {
  const created = await newCampaign(server, owner, profileId);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = created.body.sessionId as string;
  const [example] = (project.schema('steps/image-creatives.schema.json') as { examples: { logo: unknown }[] }).examples;
  const imageCreatives = { logo: example?.logo, colourPalette: ['#264653', '#F4A261'] };
  await walkCampaignTo(server, owner, sessionId, 'imageCreativesCreative/preview', { imageCreatives });
  const asked = await server.request('POST', `/api/sessions/${sessionId}/creatives`, undefined, owner.auth);
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  const done = await finishedGeneration(server, sessionId, owner.auth);
  expect(done.status, done.failureReason).toBe(DONE);
  return {
    sessionId,
    done,
    templateIds: done.templates.map((template: { templateId: number }) => template.templateId),
  };
}

describe('creatives drawn with the profile’s own images (issue 24)', { timeout: GENERATION_TIMEOUT }, () => {
  it('without a library or store logo, the campaign’s creatives have no photo and no logo to show', async () => {
    const { done, templateIds } = await campaignCreatives();
    expect(done.drawnWith.photo).toBeNull();
    expect(done.drawnWith.logo).toBeNull();
    expect(templateIds.filter((id: number) => PHOTO_LAYOUTS.includes(id))).toEqual([]);
  });

  it('with a store logo and library images, the newest image is the photo and the logo is the store’s', async () => {
    const assets = `/api/businessProfiles/${String(profileId)}/assets`;
    const older = await postFile(server, assets, { field: 'file', bytes: jpeg(800, 600), name: 'old.jpg' }, owner.auth);
    expect(older.status).toBe(201);
    const newest = await postFile(
      server,
      assets,
      { field: 'file', bytes: png(1200, 900), name: 'shop.png' },
      owner.auth,
    );
    expect(newest.status).toBe(201);
    const logoPath = `/api/businessProfiles/${String(profileId)}/logo`;
    const logo = await postFile(
      server,
      logoPath,
      { field: 'logoFile', bytes: png(300, 300), name: 'logo.png' },
      owner.auth,
    );
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);

    const { sessionId, done, templateIds } = await campaignCreatives();
    // The edit screen opens with them, as with images of the campaign's own.
    expect(done.drawnWith.photo).toMatchObject({
      url: newest.body.url,
      mimeType: 'image/png',
      width: 1200,
      height: 900,
    });
    expect(done.drawnWith.logo).toMatchObject({ url: logo.body.logo.url, width: 300, height: 300 });
    // A photo brings the layouts drawn around one (two of them among the four).
    expect(templateIds.filter((id: number) => PHOTO_LAYOUTS.includes(id))).toHaveLength(2);

    // The live draft of a photo layout is drawn with it too (without a photo it is refused).
    const draft = await server.request(
      'POST',
      `/api/sessions/${sessionId}/creatives/draft`,
      { templateId: PHOTO_LAYOUTS[0] },
      owner.auth,
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  });

  it('a library image deleted since is passed over for the next newest', async () => {
    const assets = `/api/businessProfiles/${String(profileId)}/assets`;
    const listed = await server.request('GET', `${assets}?kind=image`, undefined, owner.auth);
    const [newest, next] = listed.body.items as { id: string; url: string }[];
    const deleted = await server.request('DELETE', `${assets}/${newest?.id ?? ''}`, undefined, owner.auth);
    expect(deleted.status).toBe(204);
    const { done } = await campaignCreatives();
    expect(done.drawnWith.photo).toMatchObject({ url: next?.url });
  });
});
