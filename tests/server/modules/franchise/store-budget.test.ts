import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { paidCampaign } from '../../../support/signed-in-campaign.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

/** AP §3 franchise stores and AP §8 "store budget insufficient" (decision 140). */
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

const stores = (profileId: number) => `/api/businessProfiles/${profileId}/franchiseStores`;

/** A store's campaign walked to its launching step and paid for; answers the launching step's answer. */
async function launchForStore(user: SignedInUser, profileId: number, franchiseStoreId: number) {
  const created = await paidCampaign(server, user, profileId, { franchiseStoreId });
  expect(created.body.franchiseStoreId).toBe(franchiseStoreId);
  const sessionId = created.body.sessionId as string;
  return server.request('PUT', `/api/sessions/${sessionId}/steps/launching`, {}, user.auth);
}

describe('franchise stores', () => {
  it('only a franchise headquarters has stores; a store starts with all its budget left', async () => {
    const local = await signedInUser(server);
    const localProfile = await ownProfile(server, local);
    const refused = await server.request('POST', stores(localProfile), { name: 'Camden', cost: 3000 }, local.auth);
    expect(refused.body).toEqual({ errorCode: 403, message: 'Only a franchise headquarters has stores.' });

    const { user, profileId } = await headquarters();
    const made = await server.request('POST', stores(profileId), { name: ' Camden ', cost: 3000 }, user.auth);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Camden', cost: 300_000, costToBeSpent: 300_000 });
    expect((await server.request('GET', stores(profileId), undefined, user.auth)).body.items).toEqual([made.body]);
    expect((await server.request('POST', stores(profileId), { name: 'x', cost: 0 }, user.auth)).status).toBe(400);
    const stranger = await signedInUser(server);
    expect((await server.request('GET', stores(profileId), undefined, stranger.auth)).body.errorCode).toBe(113);
  });

  it("a store's launch takes its run from the store's budget; the next one it cannot cover is refused, nothing locked", async () => {
    const { user, profileId } = await headquarters();
    const store = await server.request('POST', stores(profileId), { name: 'Leeds', cost: 3000 }, user.auth);
    const storeId = store.body.id as number;

    // ₹350 a day for 7 days: ₹2,450 of the store's ₹3,000.
    expect((await launchForStore(user, profileId, storeId)).status).toBe(200);
    expect((await server.request('GET', stores(profileId), undefined, user.auth)).body.items[0]).toMatchObject({
      costToBeSpent: 55_000,
    });

    const wallet = async () =>
      (await server.request('GET', `/api/businessProfiles/${profileId}/payment/wallet`, undefined, user.auth)).body;
    const second = await launchForStore(user, profileId, storeId);
    const before = await wallet();
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({
      errorCode: 402,
      message: 'Store budget insufficient: Leeds has ₹550.00 left of its budget; this campaign needs ₹2,450.00.',
      shortfallMinor: 190_000,
    });
    // The wallet paid for the second run, but nothing of it was locked: it stays available.
    expect(before.availableBalance).toBe(245_000);
    expect((await server.request('GET', stores(profileId), undefined, user.auth)).body.items[0].costToBeSpent).toBe(
      55_000,
    );
  });

  it("a store of another profile is no store of this one's campaigns (404)", async () => {
    const first = await headquarters();
    const store = await server.request('POST', stores(first.profileId), { name: 'York', cost: 1000 }, first.user.auth);
    const other = await headquarters();
    const created = await server.request(
      'POST',
      `/api/businessProfiles/${other.profileId}/roimaticCampaigns`,
      { franchiseStoreId: store.body.id as number },
      other.user.auth,
    );
    expect([created.status, created.body.errorCode]).toEqual([404, 104]);
  });
});
