import { beforeAll, describe, expect, it } from 'vitest';
import { AD_STATUS, Campaign } from '../../../../server/modules/campaigns/entities.ts';
import { collectDailyReports } from '../../../../server/modules/dashboard/daily-reports.ts';
import { lockedWallet, record } from '../../../../server/modules/wallet/wallet.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { dayFromToday, makeCampaign, ownProfile } from '../../../support/campaigns.ts';
import { testNetwork } from '../../../support/test-network.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { startTestServer } from '../../../support/test-server.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const dayText = (days: number) => dayFromToday(days).toISOString().slice(0, 10);

// Every channel n reports n × ₹100 a day.
const perChannel = testNetwork();

async function owner(): Promise<{ user: SignedInUser; profileId: number }> {
  const user = await signedInUser(server);
  return { user, profileId: await ownProfile(server, user) };
}

async function fund(profileId: number, amountMinor: number) {
  await server.orm.em.fork().transactional(async (tx) => {
    record(tx, await lockedWallet(tx, profileId, 'INR'), { kind: 'addFunds', amountMinor });
  });
}

describe('campaigns by dashboard state (AP §4)', () => {
  let user: SignedInUser;
  let profileId: number;
  beforeAll(async () => {
    ({ user, profileId } = await owner());
    const made: Parameters<typeof makeCampaign>[2][] = [
      { name: 'draft', adStatus: AD_STATUS.new },
      { name: 'in review', adStatus: AD_STATUS.inReview, startsIn: 2 },
      { name: 'ongoing', startsIn: -3 },
      { name: 'upcoming', startsIn: 5 },
      { name: 'paused', status: 'Paused', pauseReason: 'owner' },
      { name: 'out of funds', status: 'Paused', pauseReason: 'insufficientFunds' },
      { name: 'disabled', status: 'Disabled' },
      { name: 'ended', startsIn: -20, days: 7 },
      { name: 'deleted', adStatus: AD_STATUS.deleted },
    ];
    for (const fixture of made) await makeCampaign(server, profileId, fixture);
  });

  const list = (query: string) =>
    server.request('GET', `/api/businessProfiles/${profileId}/roimaticCampaigns?${query}`, undefined, user.auth);
  const namesOf = (body: { items: { name: string }[] }) => body.items.map((item) => item.name).sort();

  it.each([
    ['all', ['disabled', 'draft', 'ended', 'in review', 'ongoing', 'out of funds', 'paused', 'upcoming']],
    ['draft', ['draft']],
    ['new', ['draft']],
    ['inReview', ['in review']],
    ['active', ['ongoing', 'upcoming']],
    ['paused', ['out of funds', 'paused']],
    ['completed', ['ended']],
    ['ongoing', ['ongoing']],
    ['upcoming', ['in review', 'upcoming']],
  ])('state=%s lists %j', async (state, names) => {
    const answer = await list(`state=${state}`);
    expect(answer.status).toBe(200);
    expect(namesOf(answer.body)).toEqual(names);
    expect(answer.body.total).toBe(names.length);
  });

  it('statuses=a,b (OL §7) lists the campaigns in any of them; state and statuses together are refused', async () => {
    expect(namesOf((await list('statuses=draft,completed,inReview')).body)).toEqual(['draft', 'ended', 'in review']);
    expect((await list('statuses=draft&state=all')).status).toBe(400);
    expect((await list('statuses=draft,live')).status).toBe(400);
  });

  it('each campaign says what the user sees (draft, in review, live) and why a live one is not delivering', async () => {
    const answer = await list('state=all&limit=100');
    const shown = Object.fromEntries(
      (answer.body.items as { name: string; visibleState: string; deliveryNote: string | null }[]).map((item) => [
        item.name,
        [item.visibleState, item.deliveryNote],
      ]),
    );
    expect(shown).toEqual({
      draft: ['draft', null],
      'in review': ['inReview', null],
      ongoing: ['live', null],
      upcoming: ['live', 'notYetStarted'],
      paused: ['live', 'paused'],
      'out of funds': ['live', 'pausedInsufficientFunds'],
      disabled: ['live', 'disabled'],
      ended: ['live', 'ended'],
    });
  });

  it('pages: newest first, limit and page', async () => {
    const first = await list('state=all&limit=3&page=1');
    const third = await list('state=all&limit=3&page=3');
    expect(first.body).toMatchObject({ total: 8, page: 1, limit: 3 });
    expect(first.body.items.map((item: { name: string }) => item.name)).toEqual(['ended', 'disabled', 'out of funds']);
    expect(third.body.items.map((item: { name: string }) => item.name)).toEqual(['in review', 'draft']);
  });

  it.each([
    ['state=live', '/state'],
    ['from=2026-01-01', ''],
    ['from=2026-02-30&to=2026-03-01', '/from'],
    ['from=2026-03-02&to=2026-03-01', '/to'],
    ['from=2025-01-01&to=2026-03-01', '/to'],
    ['limit=0', '/limit'],
    ['page=x', '/page'],
  ])('%s is refused with 400 on %j', async (query, path) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(102);
    expect(answer.body.fields.map((field: { path: string }) => field.path)).toContain(path);
  });

  it("another user's profile is refused (113) and shows nothing", async () => {
    const stranger = await signedInUser(server);
    const answer = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/roimaticCampaigns`,
      undefined,
      stranger.auth,
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errorCode: 113, message: expect.any(String) as string });
    const anonymous = await server.request('GET', `/api/businessProfiles/${profileId}/dashboard`);
    expect(anonymous.status).toBe(401);
  });
});

describe('metrics from the channels’ daily reports (AP §3)', () => {
  it('totals, a series per day with empty days as zeros, and each campaign’s figures over the range', async () => {
    const { user, profileId } = await owner();
    const both = await makeCampaign(server, profileId, {
      name: 'both',
      startsIn: -3,
      lockedMinor: 500_000,
      channels: [1, 2],
    });
    const social = await makeCampaign(server, profileId, { name: 'social', startsIn: -3, lockedMinor: 500_000 });
    for (const days of [-3, -2, -1]) await collectDailyReports(server.orm.em.fork(), perChannel, dayText(days));
    // Read again: replaced, not added.
    await collectDailyReports(server.orm.em.fork(), perChannel, dayText(-1));

    const range = `from=${dayText(-4)}&to=${dayText(-1)}`;
    const dashboard = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/dashboard?${range}`,
      undefined,
      user.auth,
    );
    expect(dashboard.status).toBe(200);
    // Per day: both = ₹100 + ₹200, social = ₹200; three days.
    expect(dashboard.body.totals).toEqual({
      costMinor: 3 * 50_000,
      impressions: 3 * 5_000,
      clicks: 3 * 50,
      totalSalesMinor: 3 * 150_000,
      orders: 3 * 5,
      costPerOrderMinor: 10_000,
      cpcMinor: 1_000,
    });
    expect(dashboard.body.daily.map((day: { day: string; costMinor: number }) => [day.day, day.costMinor])).toEqual([
      [dayText(-4), 0],
      [dayText(-3), 50_000],
      [dayText(-2), 50_000],
      [dayText(-1), 50_000],
    ]);
    expect(dashboard.body.daily[0]).toMatchObject({ cpcMinor: null, costPerOrderMinor: null });
    expect(dashboard.body.currencyCode).toBe('INR');

    const listed = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/roimaticCampaigns?${range}&state=ongoing`,
      undefined,
      user.auth,
    );
    const costs = Object.fromEntries(
      (listed.body.items as { id: number; metrics: { costMinor: number } }[]).map((item) => [
        item.id,
        item.metrics.costMinor,
      ]),
    );
    expect(costs).toEqual({ [both.id]: 90_000, [social.id]: 60_000 });

    // The spend came out of the funds each launch locked.
    const wallet = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/payment/wallet`,
      undefined,
      user.auth,
    );
    expect(wallet.body.lockedFunds).toBe(1_000_000 - 150_000);
  });

  // The profile's calendar, as Intl reads it: an oracle apart from the code under test.
  const dayIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

  it('without a range: This Month on the profile’s calendar, the first of the month through today', async () => {
    const { user, profileId } = await owner();
    const answer = await server.request('GET', `/api/businessProfiles/${profileId}/dashboard`, undefined, user.auth);
    // A new profile's zone is the default, Asia/Kolkata (AP §3, §9).
    const today = dayIn('Asia/Kolkata');
    expect(answer.body.range).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    expect(answer.body.daily).toHaveLength(Number(today.slice(8, 10)));
    expect(answer.body.totals.costMinor).toBe(0);
  });

  it('at 03:00 UTC on 1 December, This Month is November in New York and December in Tokyo (decision 433)', async () => {
    // The server's own clock set to the month's turn: faking this process's Date instead would
    // also move the job queue's polling, which then sleeps for the days the clock jumped back.
    const monthTurn = new Date(Date.UTC(2026, 11, 1, 3));
    const atTurn = await startTestServer(undefined, { services: { now: () => monthTurn } });
    try {
      const ranges: Record<string, unknown> = {};
      for (const [timeZoneId, zone] of [
        [145, 'America/New_York'],
        [146, 'Asia/Tokyo'],
      ] as const) {
        const user = await signedInUser(atTurn);
        const profileId = await ownProfile(atTurn, user);
        const patched = await atTurn.request('PATCH', `/api/businessProfiles/${profileId}`, { timeZoneId }, user.auth);
        expect(patched.status).toBe(200);
        for (const path of ['dashboard', 'productInsights']) {
          const answer = await atTurn.request(
            'GET',
            `/api/businessProfiles/${profileId}/${path}`,
            undefined,
            user.auth,
          );
          ranges[`${zone} ${path}`] = answer.body.range;
        }
      }
      expect(ranges).toEqual({
        'America/New_York dashboard': { from: '2026-11-01', to: '2026-11-30' },
        'America/New_York productInsights': { from: '2026-11-01', to: '2026-11-30' },
        'Asia/Tokyo dashboard': { from: '2026-12-01', to: '2026-12-01' },
        'Asia/Tokyo productInsights': { from: '2026-12-01', to: '2026-12-01' },
      });
    } finally {
      await atTurn.close();
    }
  });
});

describe("the dashboard's currency (AP §3)", () => {
  it("is the campaigns' before the profile has a wallet", async () => {
    const { user, profileId } = await owner();
    await makeCampaign(server, profileId, { name: 'no wallet yet', startsIn: -3 });
    const dashboard = await server.request('GET', `/api/businessProfiles/${profileId}/dashboard`, undefined, user.auth);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.currencyCode).toBe('INR');
  });

  it("is the profile's before it has either, when budgets are set in it (INR, GBP), else none", async () => {
    const { user, profileId } = await owner();
    const currencyWith = async (currencyId: number) => {
      const changed = await server.request('PATCH', `/api/businessProfiles/${profileId}`, { currencyId }, user.auth);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const dashboard = await server.request(
        'GET',
        `/api/businessProfiles/${profileId}/dashboard`,
        undefined,
        user.auth,
      );
      expect(dashboard.status).toBe(200);
      return dashboard.body.currencyCode as string | null;
    };
    // AP §9 numbers them: 17 INR, 18 GBP, 1 USD.
    expect(await currencyWith(18)).toBe('GBP');
    expect(await currencyWith(17)).toBe('INR');
    expect(await currencyWith(1)).toBeNull();
  });
});

describe('pause, resume and drafts (AP §4, OL §4)', () => {
  const patch = (user: SignedInUser, profileId: number, campaignId: number, body: unknown) =>
    server.request('PATCH', `/api/businessProfiles/${profileId}/roimaticCampaigns/${campaignId}`, body, user.auth);

  it('the owner pauses and resumes a live campaign; a disabled or ended one, or a draft, is refused', async () => {
    const { user, profileId } = await owner();
    const live = await makeCampaign(server, profileId, { name: 'live', lockedMinor: 14 * 35_000 });
    expect((await patch(user, profileId, live.id, { status: 'Paused' })).body).toMatchObject({ status: 'Paused' });
    expect((await patch(user, profileId, live.id, { status: 'Active' })).body).toMatchObject({ status: 'Active' });

    const disabled = await makeCampaign(server, profileId, { name: 'disabled', status: 'Disabled' });
    const ended = await makeCampaign(server, profileId, { name: 'ended', startsIn: -20, days: 7 });
    const draft = await makeCampaign(server, profileId, { name: 'draft', adStatus: AD_STATUS.new });
    expect((await patch(user, profileId, disabled.id, { status: 'Active' })).body).toEqual({
      errorCode: 409,
      message: 'This campaign is disabled and cannot be activated.',
    });
    expect((await patch(user, profileId, ended.id, { status: 'Paused' })).body.message).toBe(
      'This campaign has ended.',
    );
    expect((await patch(user, profileId, draft.id, { status: 'Active' })).status).toBe(409);
    expect((await patch(user, profileId, live.id, { status: 'Disabled' })).status).toBe(400);
  });

  it('funds running out pause a campaign; resuming locks the days left, or is refused while the wallet lacks them', async () => {
    const { user, profileId } = await owner();
    // ₹400 locked for a fourteen-day run that spends ₹200 a day, and ₹300 more in the wallet.
    await fund(profileId, 30_000);
    const campaign = await makeCampaign(server, profileId, { name: 'thirsty', startsIn: -3, lockedMinor: 40_000 });
    for (const days of [-3, -2]) await collectDailyReports(server.orm.em.fork(), perChannel, dayText(days));
    const paused = await server.orm.em.fork().findOneOrFail(Campaign, campaign.id);
    expect([paused.status, paused.pauseReason, paused.lockedMinor]).toEqual(['Paused', 'insufficientFunds', 0]);

    // Eleven days left × ₹350 = ₹3,850; the wallet holds ₹300.
    const refused = await patch(user, profileId, campaign.id, { status: 'Active' });
    expect(refused.status).toBe(402);
    await fund(profileId, 400_000);
    const resumed = await patch(user, profileId, campaign.id, { status: 'Active' });
    expect(resumed.body).toMatchObject({ status: 'Active', lockedMinor: 11 * 35_000 });
  });

  it('a draft is deleted (ad status 4) and leaves every list; a submitted campaign cannot be', async () => {
    const { user, profileId } = await owner();
    const draft = await makeCampaign(server, profileId, { name: 'draft', adStatus: AD_STATUS.new });
    const live = await makeCampaign(server, profileId, { name: 'live' });
    expect((await patch(user, profileId, draft.id, { adStatus: 4 })).body).toMatchObject({ adStatus: 4 });
    expect((await patch(user, profileId, draft.id, { adStatus: 4 })).status).toBe(200);
    expect((await patch(user, profileId, live.id, { adStatus: 4 })).body).toEqual({
      errorCode: 409,
      message: 'Only a draft campaign can be deleted.',
    });
    const all = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/roimaticCampaigns`,
      undefined,
      user.auth,
    );
    expect(all.body.items.map((item: { name: string }) => item.name)).toEqual(['live']);
  });
});
