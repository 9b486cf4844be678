import { beforeAll, describe, expect, it } from 'vitest';
import { Campaign } from '../../../../server/modules/campaigns/entities.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { makeCampaign, ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
let user: SignedInUser;
let profileId: number;
beforeAll(async () => {
  server = await sharedTestServer();
  user = await signedInUser(server);
  profileId = await ownProfile(server, user);
});

const pathOf = (campaignId: number, profile = profileId) =>
  `/api/businessProfiles/${String(profile)}/roimaticCampaigns/${String(campaignId)}/additionalConfiguration`;
const patch = (campaignId: number, body: unknown, auth = user.auth) =>
  server.request('PATCH', pathOf(campaignId), body, auth);
const stored = (campaignId: number) => server.orm.em.fork().findOneOrFail(Campaign, campaignId);

/** A live campaign whose configuration holds the server's parts and the owner's tracking. */
async function configured(name: string) {
  const campaign = await makeCampaign(server, profileId, { name });
  await server.orm.em.fork().nativeUpdate(
    Campaign,
    { id: campaign.id },
    {
      additionalConfiguration: {
        pricing: { promoCode: 'WELCOME' },
        tracking: { utmSource: 'adflow', utmMedium: 'social' },
      },
    },
  );
  return campaign;
}

describe('PATCH additional configuration (OL §4, §7: only the differences)', () => {
  it('applies only the differences and keeps the rest', async () => {
    const campaign = await configured('differences');
    const answer = await patch(campaign.id, [
      { op: 'replace', path: '/tracking/utmMedium', value: 'paid-social' },
      { op: 'add', path: '/tracking/utmCampaign', value: 'spring' },
    ]);
    expect(answer.status).toBe(200);
    expect((await stored(campaign.id)).additionalConfiguration).toEqual({
      pricing: { promoCode: 'WELCOME' },
      tracking: { utmSource: 'adflow', utmMedium: 'paid-social', utmCampaign: 'spring' },
    });
  });

  it("the spec's spelling of the path (additionalconfiguration) reaches it too", async () => {
    const campaign = await configured('spelling');
    const answer = await server.request(
      'PATCH',
      pathOf(campaign.id).replace('additionalConfiguration', 'additionalconfiguration'),
      [{ op: 'replace', path: '/tracking/utmSource', value: 'spec' }],
      user.auth,
    );
    expect(answer.status).toBe(200);
    expect((await stored(campaign.id)).additionalConfiguration.tracking).toMatchObject({ utmSource: 'spec' });
  });

  it('an empty patch writes nothing (the row keeps its version)', async () => {
    const campaign = await configured('empty');
    const before = await stored(campaign.id);
    const answer = await patch(campaign.id, []);
    expect(answer.status).toBe(200);
    expect(answer.body.additionalConfiguration).toEqual(before.additionalConfiguration);
    const after = await stored(campaign.id);
    expect(after.version).toBe(before.version);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it.each([
    ['a body that is not a list', { op: 'add' }],
    ['an unknown operation', [{ op: 'merge', path: '/tracking', value: {} }]],
    ["the server's pricing part", [{ op: 'replace', path: '/pricing/promoCode', value: 'FREE' }]],
    ["the session's part", [{ op: 'remove', path: '/localBusiness' }]],
    ['a path that does not resolve', [{ op: 'replace', path: '/tracking/nothing/deeper', value: 'x' }]],
    ['a tracking field nobody knows', [{ op: 'add', path: '/tracking/secret', value: 'x' }]],
    ['a UTM value with spaces', [{ op: 'replace', path: '/tracking/utmSource', value: 'two words' }]],
    ['a lead e-mail that is not one', [{ op: 'add', path: '/tracking/leadNotificationEmails', value: ['nope'] }]],
  ])('%s is refused with 400 and nothing changes', async (_rule, body) => {
    const campaign = await configured('invalid');
    const before = await stored(campaign.id);
    const answer = await patch(campaign.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(102);
    expect((await stored(campaign.id)).additionalConfiguration).toEqual(before.additionalConfiguration);
  });

  it('a failed test operation (changed meanwhile) is 409 and nothing changes', async () => {
    const campaign = await configured('test op');
    const answer = await patch(campaign.id, [
      { op: 'test', path: '/tracking/utmSource', value: 'other' },
      { op: 'replace', path: '/tracking/utmSource', value: 'mine' },
    ]);
    expect(answer.status).toBe(409);
    expect((await stored(campaign.id)).additionalConfiguration.tracking).toEqual({
      utmSource: 'adflow',
      utmMedium: 'social',
    });
  });

  it('concurrent patches of different fields are both applied (row lock: none is lost)', async () => {
    const campaign = await configured('concurrent');
    const fields = ['utmCampaign', 'utmMedium', 'utmSource'] as const;
    const answers = await Promise.all(
      fields.map((field, index) =>
        patch(
          campaign.id,
          [{ op: 'replace', path: `/tracking/${field}`, value: `value-${String(index)}` }].slice(0, 1),
        ),
      ),
    );
    // utmCampaign is absent: replace of it fails (400); the two others apply.
    expect(answers.map((answer) => answer.status)).toEqual([400, 200, 200]);
    const together = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        patch(campaign.id, [
          { op: 'add', path: `/tracking/leadNotificationEmails`, value: [`owner${String(index)}@example.com`] },
          { op: 'add', path: `/tracking/utmCampaign`, value: `c${String(index)}` },
        ]),
      ),
    );
    expect(together.every((answer) => answer.status === 200)).toBe(true);
    const tracking = (await stored(campaign.id)).additionalConfiguration.tracking as Record<string, unknown>;
    expect(tracking).toMatchObject({ utmMedium: 'value-1', utmSource: 'value-2' });
    // The last writer's pair, whole: the patches ran one after the other, never interleaved.
    const last = String(tracking.utmCampaign).slice(1);
    expect(tracking.leadNotificationEmails).toEqual([`owner${last}@example.com`]);
  });

  it("another user's campaign is refused", async () => {
    const campaign = await configured('not yours');
    const stranger = await signedInUser(server);
    const answer = await patch(
      campaign.id,
      [{ op: 'replace', path: '/tracking/utmSource', value: 'x' }],
      stranger.auth,
    );
    expect(answer.status).toBe(403);
    expect((await stored(campaign.id)).additionalConfiguration.tracking).toMatchObject({ utmSource: 'adflow' });
  });
});
