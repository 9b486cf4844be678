import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { addDailyStats } from '../../../support/campaign-stats.ts';
import { makeCampaign, ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
let user: SignedInUser;
let profileId: number;
beforeAll(async () => {
  server = await sharedTestServer();
  user = await signedInUser(server);
  profileId = await ownProfile(server, user);
  const shoes = await makeCampaign(server, profileId, { name: 'Shoes' });
  const bags = await makeCampaign(server, profileId, { name: 'Bags' });
  const hats = await makeCampaign(server, profileId, { name: 'Hats' });
  await makeCampaign(server, profileId, { name: 'No figures' });
  // Shoes: ₹150 spent, 2,000 impressions, 30 clicks, 2 orders, ₹400 of sales a day on 3 and 4 March.
  await addDailyStats(server, shoes, ['2026-03-03', '2026-03-04']);
  await addDailyStats(server, bags, ['2026-03-04'], {
    costMinor: 10_000,
    impressions: 0,
    clicks: 0,
    orders: 0,
    salesMinor: 90_000,
  });
  await addDailyStats(server, hats, ['2026-03-20']);
});

const insights = (query: string) =>
  server.request('GET', `/api/businessProfiles/${String(profileId)}/productInsights?${query}`, undefined, user.auth);

describe('product insights per campaign over a range (AP §2; decision 183)', () => {
  it('best-selling first, with click-through, conversion and return on ad spend', async () => {
    const answer = await insights('from=2026-03-01&to=2026-03-10');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      range: { from: '2026-03-01', to: '2026-03-10' },
      currencyCode: 'INR',
      total: 2,
    });
    expect(answer.body.items.map((item: { name: string }) => item.name)).toEqual(['Bags', 'Shoes']);
    expect(answer.body.items[1]).toMatchObject({
      metrics: { costMinor: 30_000, clicks: 60, orders: 4, totalSalesMinor: 80_000 },
      clickThroughBasisPoints: 150,
      conversionBasisPoints: 667,
      returnOnSpendBasisPoints: 26_667,
    });
    expect(answer.body.items[0]).toMatchObject({
      clickThroughBasisPoints: null,
      conversionBasisPoints: null,
      returnOnSpendBasisPoints: 90_000,
    });
  });

  it('pages', async () => {
    const second = await insights('from=2026-03-01&to=2026-03-31&pageSize=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((item: { name: string }) => item.name)).toEqual(['Hats']);
  });

  it.each([['from=2026-03-01'], ['from=2026-03-10&to=2026-03-01'], ['pageSize=0'], ['state=all']])(
    '%s is refused: 400 (102)',
    async (query) => {
      const answer = await insights(query);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe(102);
    },
  );

  it("another user's profile: 403 (113)", async () => {
    const stranger = await signedInUser(server);
    const answer = await server.request(
      'GET',
      `/api/businessProfiles/${String(profileId)}/productInsights`,
      undefined,
      stranger.auth,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe(113);
  });
});
