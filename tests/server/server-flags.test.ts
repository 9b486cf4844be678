import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { ownProfile } from '../support/campaigns.ts';
import { project } from '../support/project.ts';
import { newCampaign, walkCampaignTo } from '../support/signed-in-campaign.ts';
import { linkPageForSession } from '../support/social-link.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Decision 420: the flags of the portal (phone requirement, auth skipped) and of the business
 * (socialLinked) are the server's word; a client naming them changes nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const budgetExample = (project.schema('steps/budget.schema.json') as { examples: unknown[] }).examples[0];
const sessionOf = async (id: string, auth: Record<string, string> = {}) =>
  (await server.request('GET', `/api/sessions/${id}`, undefined, auth)).body as {
    flags: Record<string, boolean>;
    step: string;
  };

async function campaignSession(user: SignedInUser, profileId: number): Promise<string> {
  const created = await newCampaign(server, user, profileId);
  expect(created.status).toBe(201);
  return created.body.sessionId as string;
}

/** Sets the portal every local address belongs to; the test's own database. */
const setPortalFeatures = (features: Record<string, boolean>) =>
  server.orm.em
    .getConnection()
    .execute(`update portal set feature_flags = ?::jsonb where 'localhost' = any(domains)`, [JSON.stringify(features)]);

describe('socialLinked is the business’s linked page (OL §4)', () => {
  it('a client’s socialLinked is ignored: an anonymous session has no linked page', async () => {
    const created = await server.request('POST', '/api/flows/subsequent/sessions', { flags: { socialLinked: true } });
    expect(created.status).toBe(201);
    expect((await sessionOf(created.body.sessionId as string)).flags).toMatchObject({ socialLinked: false });
  });

  it('a first campaign goes from budget to channel selection; the next one, its page linked, straight to launching', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const first = await campaignSession(user, profileId);
    expect((await sessionOf(first, user.auth)).flags).toMatchObject({ socialLinked: false });
    await walkCampaignTo(server, user, first, 'budget');
    const fromBudget = await server.request('PUT', `/api/sessions/${first}/steps/budget`, budgetExample, user.auth);
    expect(fromBudget.body).toMatchObject({ step: 'channelSelection' });
    // The owner links the page of the first campaign (OL §6), the way the link-accounts screen does.
    await linkPageForSession(server, first, user.auth);
    // The first campaign's own link comes after its budget: it decides nothing there.
    expect((await sessionOf(first, user.auth)).flags).toMatchObject({ socialLinked: false });

    const second = await campaignSession(user, profileId);
    expect((await sessionOf(second, user.auth)).flags).toMatchObject({ socialLinked: true });
    await walkCampaignTo(server, user, second, 'budget');
    const next = await server.request('PUT', `/api/sessions/${second}/steps/budget`, budgetExample, user.auth);
    expect(next.body).toMatchObject({ step: 'launching', session: { flags: { socialLinked: true } } });
  });
});

describe('the phone requirement and auth skipped are the portal’s (AP §3 featureFlags)', () => {
  it.each([
    ['no feature', {}, { phoneRequired: false, phoneOptional: false, authSkipped: false }, 'emailSignup'],
    ['phone required', { phoneRequired: true }, { phoneRequired: true, authSkipped: false }, 'businessPhoneNumber'],
    ['phone optional', { phoneOptional: true }, { phoneOptional: true, phoneRequired: false }, 'businessPhoneNumber'],
    ['auth skipped', { authSkipped: true }, { authSkipped: true, phoneRequired: false }, 'budget'],
  ])(
    '%s: the v2 preview leads where the portal says, whatever the client sent',
    async (_case, features, flags, next) => {
      await setPortalFeatures(features);
      try {
        const clientSays = { phoneRequired: false, phoneOptional: false, authSkipped: !('authSkipped' in features) };
        const created = await server.request('POST', '/api/flows/onboarding-v2/sessions', { flags: clientSays });
        expect(created.status).toBe(201);
        const id = created.body.sessionId as string;
        expect((await sessionOf(id)).flags).toMatchObject(flags);
        // A later step's view keeps the portal's word.
        expect((await server.request('GET', `/api/sessions/${id}/step`)).status).toBe(200);
        expect(project.flow('onboarding-v2').next('creativedetailsv2/preview', (await sessionOf(id)).flags).step).toBe(
          next,
        );
      } finally {
        await setPortalFeatures({});
      }
    },
  );
});
