import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessProfile } from '../../server/modules/accounts/entities.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { postFile } from '../support/post-file.ts';
import { png } from './modules/media/test-images.ts';
import { ownProfile } from '../support/campaigns.ts';
import { project } from '../support/project.ts';
import { newCampaign, walkCampaignTo } from '../support/signed-in-campaign.ts';
import { sharedTestServer, type SharedTestServer } from '../support/shared-server.ts';

/**
 * Decision 421: a returning owner's next campaign opens with the logo, colours and business
 * details the business gave before; the owner may still change them.
 */
let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const exampleOf = (ref: string) => (project.schema(ref) as { examples: Record<string, unknown>[] }).examples[0] ?? {};
const imagesExample = exampleOf('steps/image-creatives.schema.json');

const stepOf = async (user: SignedInUser, sessionId: string) =>
  (await server.request('GET', `/api/sessions/${sessionId}/step`, undefined, user.auth)).body as {
    step: string;
    data: Record<string, unknown> | null;
  };

async function campaignAt(user: SignedInUser, profileId: number, step: string): Promise<string> {
  const created = await newCampaign(server, user, profileId);
  const sessionId = created.body.sessionId as string;
  await walkCampaignTo(server, user, sessionId, step);
  return sessionId;
}

describe('a returning owner’s next campaign (decision 421)', () => {
  it('a first campaign’s images step opens empty; the next one opens with its logo and colours', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const first = await campaignAt(user, profileId, 'imageCreatives');
    expect(await stepOf(user, first)).toMatchObject({ step: 'imageCreatives', data: null });
    await walkCampaignTo(server, user, first, 'googleAds');

    const second = await campaignAt(user, profileId, 'imageCreatives');
    expect((await stepOf(user, second)).data).toEqual({
      logo: imagesExample.logo,
      colourPalette: imagesExample.colourPalette,
    });
    // The owner may change them: what they submit is the campaign's.
    const changed = { ...imagesExample, colourPalette: ['#123456'] };
    const put = await server.request('PUT', `/api/sessions/${second}/steps/imageCreatives`, changed, user.auth);
    expect(put.status).toBe(200);
    const third = await campaignAt(user, profileId, 'imageCreatives');
    expect((await stepOf(user, third)).data).toMatchObject({ colourPalette: ['#123456'] });
  });

  it('a store’s first campaign opens its images step with the store’s logo (decision 447)', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    // An e-commerce profile: its store profile's logo may be uploaded (AP §7).
    await server.orm.em.fork().nativeUpdate(BusinessProfile, { id: profileId }, { category: 2 });
    const logoPath = `/api/businessProfiles/${String(profileId)}/logo`;
    const logo = await postFile(
      server,
      logoPath,
      { field: 'logoFile', bytes: png(240, 240), name: 'logo.png' },
      user.auth,
    );
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const first = await campaignAt(user, profileId, 'imageCreatives');
    expect((await stepOf(user, first)).data).toEqual({ logo: logo.body.logo });
  });

  it('the business details screen of the v2 campaign opens with the business’s details', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const details = { name: 'Bloom Salon', websiteUrl: 'https://bloom.example', category: 'Salon', services: ['Hair'] };
    const first = (await newCampaign(server, user, profileId)).body.sessionId as string;
    // The v2 screens are the session's flag (OL §2): the campaign's session runs them.
    const v2 = (id: string) =>
      server.orm.em
        .getConnection()
        .execute(`update flow_session set flags = flags || '{"v2": true}'::jsonb, step = ? where id = ?`, [
          'subsequentbusinessDetailsv2',
          id,
        ]);
    await v2(first);
    const answered = await server.request(
      'PUT',
      `/api/sessions/${first}/steps/subsequentbusinessDetailsv2`,
      details,
      user.auth,
    );
    expect(answered.status).toBe(200);
    const second = (await newCampaign(server, user, profileId)).body.sessionId as string;
    await v2(second);
    expect(await stepOf(user, second)).toMatchObject({ step: 'subsequentbusinessDetailsv2', data: details });
  });

  it('another business’s answers fill nothing', async () => {
    const owner = await signedInUser(server);
    const ownerProfile = await ownProfile(server, owner);
    const first = await campaignAt(owner, ownerProfile, 'imageCreatives');
    await walkCampaignTo(server, owner, first, 'googleAds');
    const stranger = await signedInUser(server);
    const theirs = await campaignAt(stranger, await ownProfile(server, stranger), 'imageCreatives');
    expect((await stepOf(stranger, theirs)).data).toBeNull();
  });
});
