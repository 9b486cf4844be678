import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessProfile } from '../../../../server/modules/accounts/entities.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { firstProfileId } from '../../../support/lead-campaign.ts';
import { postFile } from '../../../support/post-file.ts';
import { project } from '../../../support/project.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { newCampaign, walkCampaignTo } from '../../../support/signed-in-campaign.ts';
import { jpeg, png } from '../media/test-images.ts';
import { DONE, GENERATION_TIMEOUT, finishedGeneration } from './creative-session.ts';

/**
 * Decision 447 (issue 24): a later campaign of a business the product already knows opens its
 * images step with the store logo (AP §7) and the newest images of its asset library (AP §1), and
 * its creatives are drawn with what the owner kept of them.
 */
let server: SharedTestServer;
let owner: SignedInUser;
let profileId: number;
let storeLogo: Record<string, unknown>;
let library: { url: string }[];
beforeAll(async () => {
  server = await sharedTestServer();
  owner = await signedInUser(server);
  profileId = await firstProfileId(server, owner);
  // An e-commerce profile: its store profile's logo may be uploaded (AP §7).
  await server.orm.em.fork().nativeUpdate(BusinessProfile, { id: profileId }, { category: 2 });
  const profile = `/api/businessProfiles/${String(profileId)}`;
  const older = await postFile(
    server,
    `${profile}/assets`,
    { field: 'file', bytes: jpeg(800, 600), name: 'old.jpg' },
    owner.auth,
  );
  const newest = await postFile(
    server,
    `${profile}/assets`,
    { field: 'file', bytes: png(1200, 900), name: 'shop.png' },
    owner.auth,
  );
  const logo = await postFile(
    server,
    `${profile}/logo`,
    { field: 'logoFile', bytes: png(300, 300), name: 'logo.png' },
    owner.auth,
  );
  expect([older.status, newest.status, logo.status]).toEqual([201, 201, 200]);
  storeLogo = logo.body.logo;
  library = [newest.body as { url: string }, older.body as { url: string }];
});

// templateIds 5-7 are the layouts drawn around a photo (server/modules/creatives/layouts/photo-layouts.ts).
const PHOTO_LAYOUTS = [5, 6, 7];
const COLOURS = ['#264653', '#F4A261'];

async function campaignAtImages(): Promise<string> {
  const created = await newCampaign(server, owner, profileId);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = created.body.sessionId as string;
  await walkCampaignTo(server, owner, sessionId, 'imageCreatives');
  return sessionId;
}

/** The campaign's creatives once its images step is answered with `images`. */
async function creativesWith(sessionId: string, images: Record<string, unknown>) {
  await walkCampaignTo(server, owner, sessionId, 'imageCreativesCreative/preview', { imageCreatives: images });
  const asked = await server.request('POST', `/api/sessions/${sessionId}/creatives`, undefined, owner.auth);
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  const done = await finishedGeneration(server, sessionId, owner.auth);
  expect(done.status, done.failureReason).toBe(DONE);
  const templateIds = done.templates.map((template: { templateId: number }) => template.templateId) as number[];
  return { done, photoLayouts: templateIds.filter((id) => PHOTO_LAYOUTS.includes(id)) };
}

describe('creatives with the profile’s own images (decision 447, issue 24)', { timeout: GENERATION_TIMEOUT }, () => {
  it('the images step opens with the store logo and the library’s newest images, newest first', async () => {
    const sessionId = await campaignAtImages();
    const step = await server.request('GET', `/api/sessions/${sessionId}/step`, undefined, owner.auth);
    expect(step.body.data).toEqual({
      logo: storeLogo,
      images: [expect.objectContaining({ url: library[0]?.url }), expect.objectContaining({ url: library[1]?.url })],
    });
    // As it opened, the step is a valid answer.
    expect(
      project.validate('steps/image-creatives.schema.json', { ...step.body.data, colourPalette: COLOURS }).valid,
    ).toBe(true);
  });

  it('kept, the newest library image is the photo the creatives are drawn with, and the edit screen’s', async () => {
    const sessionId = await campaignAtImages();
    const opened = (await server.request('GET', `/api/sessions/${sessionId}/step`, undefined, owner.auth)).body.data;
    const { done, photoLayouts } = await creativesWith(sessionId, { ...opened, colourPalette: COLOURS });
    expect(done.drawnWith.photo).toMatchObject({
      url: library[0]?.url,
      mimeType: 'image/png',
      width: 1200,
      height: 900,
    });
    expect(done.drawnWith.logo).toMatchObject({ url: storeLogo.url, width: 300, height: 300 });
    // A photo brings the layouts drawn around one (two of the four).
    expect(photoLayouts).toHaveLength(2);
    // The live draft of a photo layout is drawn with it too (without a photo it is refused).
    const draft = await server.request(
      'POST',
      `/api/sessions/${sessionId}/creatives/draft`,
      { templateId: PHOTO_LAYOUTS[0] },
      owner.auth,
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  });

  it('removed, no photo is drawn: what the owner took out stays out', async () => {
    const sessionId = await campaignAtImages();
    const { done, photoLayouts } = await creativesWith(sessionId, { logo: storeLogo, colourPalette: COLOURS });
    expect(done.drawnWith.photo).toBeNull();
    expect(photoLayouts).toEqual([]);
  });

  it('a library image deleted since is passed over for the next one kept', async () => {
    const sessionId = await campaignAtImages();
    const opened = (await server.request('GET', `/api/sessions/${sessionId}/step`, undefined, owner.auth)).body.data;
    const assets = `/api/businessProfiles/${String(profileId)}/assets`;
    const listed = await server.request('GET', `${assets}?kind=image`, undefined, owner.auth);
    const newest = (listed.body.items as { id: string; url: string }[]).find((item) => item.url === library[0]?.url);
    expect((await server.request('DELETE', `${assets}/${newest?.id ?? ''}`, undefined, owner.auth)).status).toBe(204);
    const { done } = await creativesWith(sessionId, { ...opened, colourPalette: COLOURS });
    expect(done.drawnWith.photo).toMatchObject({ url: library[1]?.url, mimeType: 'image/jpeg' });
  });

  it('a logo that is not one of our files is never drawn: the store logo is', async () => {
    const sessionId = await campaignAtImages();
    const [example] = (project.schema('steps/image-creatives.schema.json') as { examples: { logo: unknown }[] })
      .examples;
    const { done } = await creativesWith(sessionId, { logo: example?.logo, colourPalette: COLOURS });
    expect(done.drawnWith.logo).toMatchObject({ url: storeLogo.url });
  });

  it('another business’s library image is never drawn into this one’s ads', async () => {
    const other = await signedInUser(server);
    const otherProfile = await firstProfileId(server, other);
    const path = `/api/businessProfiles/${String(otherProfile)}/assets`;
    const theirs = await postFile(
      server,
      path,
      { field: 'file', bytes: png(900, 900), name: 'theirs.png' },
      other.auth,
    );
    expect(theirs.status).toBe(201);
    const sessionId = await campaignAtImages();
    const { photoLayouts } = await creativesWith(sessionId, {
      logo: storeLogo,
      colourPalette: COLOURS,
      images: [{ url: theirs.body.url, mimeType: 'image/png', width: 900, height: 900 }],
    });
    expect(photoLayouts).toEqual([]);
  });
});
