import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { paidCampaign } from '../../../support/signed-in-campaign.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

/** The calls of the franchise stores page (AP §3 franchise store; decisions 231, 232). */
let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function headquarters(): Promise<{ user: SignedInUser; profileId: number }> {
  const user = await signedInUser(server);
  const profileId = await ownProfile(server, user);
  // AP §1 category 3, hq-franchise: set by hand, as sign-up makes local businesses.
  await server.orm.em.getConnection().execute('update business_profile set category = 3 where id = ?', [profileId]);
  return { user, profileId };
}

const stores = (profileId: number) => `/api/businessProfiles/${String(profileId)}/franchiseStores`;

describe('franchise stores page calls', () => {
  it('lists a page of stores, oldest first, with the currency of their budgets', async () => {
    const { user, profileId } = await headquarters();
    const empty = await server.request('GET', stores(profileId), undefined, user.auth);
    expect(empty.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20, currencyCode: 'INR' });
    for (const name of ['Camden', 'Leeds', 'York'])
      await server.request('POST', stores(profileId), { name, cost: 1000.5 }, user.auth);
    const second = await server.request('GET', `${stores(profileId)}?page=2&pageSize=2`, undefined, user.auth);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items).toEqual([
      { id: expect.any(Number), name: 'York', cost: 100_050, costToBeSpent: 100_050 },
    ]);
    const badQuery = await server.request('GET', `${stores(profileId)}?page=0`, undefined, user.auth);
    expect([badQuery.status, badQuery.body.errorCode]).toEqual([400, 102]);
  });

  it.each([
    ['no name', { cost: 10 }],
    ['a blank name', { name: '   ', cost: 10 }],
    ['a budget of 0', { name: 'Leeds', cost: 0 }],
    ['more than 2 decimals', { name: 'Leeds', cost: 10.001 }],
    ['a budget as text', { name: 'Leeds', cost: '10' }],
    ['a field the schema does not know', { name: 'Leeds', cost: 10, costToBeSpent: 10 }],
  ])('adding a store with %s is 400 (102)', async (_label, body) => {
    const { user, profileId } = await headquarters();
    const refused = await server.request('POST', stores(profileId), body, user.auth);
    expect([refused.status, refused.body.errorCode]).toEqual([400, 102]);
  });

  it("a profile that is no headquarters has no stores to list (403); another user's profile is 113", async () => {
    const local = await signedInUser(server);
    const localProfile = await ownProfile(server, local);
    const listed = await server.request('GET', stores(localProfile), undefined, local.auth);
    expect([listed.status, listed.body]).toEqual([
      403,
      { errorCode: 403, message: 'Only a franchise headquarters has stores.' },
    ]);
    const { profileId } = await headquarters();
    for (const [method, path, body] of [
      ['GET', stores(profileId), undefined],
      ['POST', stores(profileId), { name: 'Camden', cost: 10 }],
      ['PATCH', `${stores(profileId)}/1`, { cost: 10 }],
    ] as const) {
      const response = await server.request(method, path, body, local.auth);
      expect([response.status, response.body.errorCode]).toEqual([403, 113]);
    }
  });

  it("editing a budget keeps what the store's campaigns took; less than that is 400 at /cost", async () => {
    const { user, profileId } = await headquarters();
    const made = await server.request('POST', stores(profileId), { name: 'Leeds', cost: 3000 }, user.auth);
    const storeId = made.body.id as number;
    // ₹350 a day for 7 days: ₹2,450 of the store's ₹3,000 taken by a launch.
    const campaign = await paidCampaign(server, user, profileId, { franchiseStoreId: storeId });
    const launched = await server.request(
      'PUT',
      `/api/sessions/${campaign.body.sessionId as string}/steps/launching`,
      {},
      user.auth,
    );
    expect(launched.status).toBe(200);

    const store = `${stores(profileId)}/${String(storeId)}`;
    const raised = await server.request('PATCH', store, { name: ' Leeds North ', cost: 5000 }, user.auth);
    expect(raised.body).toEqual({ id: storeId, name: 'Leeds North', cost: 500_000, costToBeSpent: 255_000 });
    const tooLow = await server.request('PATCH', store, { cost: 2000 }, user.auth);
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.fields).toEqual([
      {
        path: '/cost',
        message: "The budget cannot be less than the ₹2,450.00 this store's campaigns have already taken.",
      },
    ]);
    const exact = await server.request('PATCH', store, { cost: 2450 }, user.auth);
    expect(exact.body).toMatchObject({ cost: 245_000, costToBeSpent: 0 });
    expect((await server.request('PATCH', store, {}, user.auth)).status).toBe(400);

    const other = await headquarters();
    const elsewhere = await server.request(
      'PATCH',
      `${stores(other.profileId)}/${String(storeId)}`,
      { cost: 10 },
      other.user.auth,
    );
    expect([elsewhere.status, elsewhere.body.errorCode]).toEqual([404, 104]);
  });
});
