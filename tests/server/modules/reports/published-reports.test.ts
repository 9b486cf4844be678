import { beforeAll, describe, expect, it } from 'vitest';
import { PublishedReport } from '../../../../server/modules/reports/entities.ts';
import { publishDueReports } from '../../../../server/modules/reports/publish-report.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { addDailyStats } from '../../../support/campaign-stats.ts';
import { makeCampaign, ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function owner(): Promise<{ user: SignedInUser; profileId: number }> {
  const user = await signedInUser(server);
  return { user, profileId: await ownProfile(server, user) };
}

const reportsOf = (profileId: number) => `/api/businessProfiles/${String(profileId)}/publishedReports`;
const publish = (user: SignedInUser, profileId: number, body: unknown) =>
  server.request('POST', reportsOf(profileId), body, user.auth);
const get = (user: SignedInUser, path: string) => server.request('GET', path, undefined, user.auth);

const daysOf = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
  );

describe('publishing a report from the daily stats (AP §2 published reports; decision 180)', () => {
  let user: SignedInUser;
  let profileId: number;
  let bakeryId: number;
  beforeAll(async () => {
    ({ user, profileId } = await owner());
    const bakery = await makeCampaign(server, profileId, { name: 'Bakery launch' });
    const cakes = await makeCampaign(server, profileId, { name: 'Cakes' });
    await makeCampaign(server, profileId, { name: 'Idle draft', adStatus: 1 });
    bakeryId = bakery.id;
    // Bakery: 30 September to 4 October; Cakes: 1 and 2 October at twice the figures.
    await addDailyStats(server, bakery, daysOf('2026-09-30', 5));
    const double = { costMinor: 30_000, impressions: 4_000, clicks: 60, orders: 4, salesMinor: 80_000 };
    await addDailyStats(server, cakes, ['2026-10-01', '2026-10-02'], double);
    // Another profile's campaign in the same days is not in this profile's report.
    const other = await owner();
    await addDailyStats(server, await makeCampaign(server, other.profileId, { name: 'Not mine' }), ['2026-10-01']);
  });

  it('a month: its first and last day, the totals, each campaign with figures, a series of every day', async () => {
    const answer = await publish(user, profileId, { period: 'month', day: '2026-10-15' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ period: 'month', from: '2026-10-01', to: '2026-10-31', currencyCode: 'INR' });
    // Bakery 4 days of ₹150 + Cakes 2 days of ₹300: ₹1,200, 240 clicks, 16 orders.
    expect(answer.body.totals).toEqual({
      costMinor: 120_000,
      impressions: 16_000,
      clicks: 240,
      totalSalesMinor: 320_000,
      orders: 16,
      costPerOrderMinor: 7_500,
      cpcMinor: 500,
    });
    expect(answer.body.campaigns.map((campaign: { name: string }) => campaign.name)).toEqual([
      'Bakery launch',
      'Cakes',
    ]);
    expect(answer.body.campaigns[0].metrics.costMinor).toBe(60_000);
    expect(answer.body.daily).toHaveLength(31);
    expect(answer.body.daily[0]).toMatchObject({ day: '2026-10-01', costMinor: 45_000 });
    expect(answer.body.daily[30]).toMatchObject({ day: '2026-10-31', costMinor: 0, cpcMinor: null });
  });

  it('a week runs Monday to Sunday, whichever day of it is named', async () => {
    const answer = await publish(user, profileId, { period: 'week', day: '2026-10-01' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ from: '2026-09-28', to: '2026-10-04' });
    expect(answer.body.totals.costMinor).toBe(5 * 15_000 + 2 * 30_000);
  });

  it('publishing a period again refreshes its figures: 200, the same report', async () => {
    const first = await publish(user, profileId, { period: 'week', day: '2026-10-12' });
    expect(first.status).toBe(201);
    expect(first.body.totals.costMinor).toBe(0);
    expect(first.body.campaigns).toEqual([]);
    await addDailyStats(server, { id: bakeryId } as never, ['2026-10-13']);
    const again = await publish(user, profileId, { period: 'week', day: '2026-10-18' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.totals.costMinor).toBe(15_000);
    expect(await server.orm.em.fork().count(PublishedReport, { businessProfile: profileId, period: 'week' })).toBe(2);
  });

  it.each([
    ['a period that has not ended', { period: 'month', day: new Date().toISOString().slice(0, 10) }, '/day'],
    ['an unknown period', { period: 'year', day: '2026-10-01' }, '/period'],
    ['no day', { period: 'week' }, '/day'],
    ['a day that does not exist', { period: 'week', day: '2026-02-30' }, '/day'],
    ['another property', { period: 'week', day: '2026-10-01', campaignId: 1 }, '/campaignId'],
  ])('%s is refused: 400 (102) at %j', async (_label, body, path) => {
    const answer = await publish(user, profileId, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(102);
    expect(answer.body.fields.map((field: { path: string }) => field.path)).toContain(path);
  });
});

describe('the list, one report and its CSV', () => {
  let user: SignedInUser;
  let profileId: number;
  beforeAll(async () => {
    ({ user, profileId } = await owner());
    const campaign = await makeCampaign(server, profileId, { name: '=HYPERLINK("http://evil.example","Sale")' });
    await addDailyStats(server, campaign, ['2026-06-03', '2026-07-08']);
    // Three months and two weeks: June, July, August; the weeks of 1 June and 6 July.
    for (const day of ['2026-06-10', '2026-07-10', '2026-08-10'])
      await publish(user, profileId, { period: 'month', day });
    for (const day of ['2026-06-03', '2026-07-08']) await publish(user, profileId, { period: 'week', day });
  });

  const listed = async (query: string) => {
    const answer = await get(user, `${reportsOf(profileId)}?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as { items: { period: string; from: string }[]; total: number; page: number; pageSize: number };
  };
  const periods = (body: { items: { period: string; from: string }[] }) =>
    body.items.map((item) => `${item.period} ${item.from}`);

  it('newest period first, a page at a time', async () => {
    const first = await listed('pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(periods(first)).toEqual(['month 2026-08-01', 'week 2026-07-06']);
    expect(periods(await listed('pageSize=2&page=2'))).toEqual(['month 2026-07-01', 'week 2026-06-01']);
    expect(periods(await listed('pageSize=2&page=3'))).toEqual(['month 2026-06-01']);
    expect((await listed('pageSize=2&page=4')).items).toEqual([]);
  });

  it.each([
    ['period=week', ['week 2026-07-06', 'week 2026-06-01']],
    ['period=month', ['month 2026-08-01', 'month 2026-07-01', 'month 2026-06-01']],
  ])('%s lists only those', async (query, expected) => {
    const body = await listed(query);
    expect(periods(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([['period=year'], ['page=0'], ['pageSize=101'], ['search=x']])('%s is refused: 400 (102)', async (query) => {
    const answer = await get(user, `${reportsOf(profileId)}?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(102);
  });

  it('one report by its id; the CSV with a row per campaign, the totals and formulas made text', async () => {
    const [june] = (await listed('period=month&page=1&pageSize=100')).items.slice(-1) as unknown as { id: number }[];
    const report = await get(user, `${reportsOf(profileId)}/${String(june?.id)}`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ period: 'month', from: '2026-06-01', to: '2026-06-30' });
    expect(report.body.daily).toHaveLength(30);

    const csv = await fetch(`${server.baseUrl}${reportsOf(profileId)}/${String(june?.id)}/csv`, { headers: user.auth });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename=report-${String(profileId)}-month-2026-06-01.csv`,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines).toEqual([
      'Campaign,Currency,Cost,Impressions,Clicks,Total Sales,Orders,Cost per Orders,CPC',
      `"'=HYPERLINK(""http://evil.example"",""Sale"")",INR,150.00,2000,30,400.00,2,75.00,5.00`,
      'Total,INR,150.00,2000,30,400.00,2,75.00,5.00',
    ]);
  });

  it("another profile's report, and none, are 404 (104); another user's profile is 403 (113); no sign-in 401", async () => {
    const stranger = await owner();
    const [mine] = (await listed('pageSize=1')).items as unknown as { id: number }[];
    for (const path of [
      `${reportsOf(stranger.profileId)}/${String(mine?.id)}`,
      `${reportsOf(stranger.profileId)}/9999999`,
      `${reportsOf(stranger.profileId)}/abc`,
      `${reportsOf(stranger.profileId)}/${String(mine?.id)}/csv`,
    ]) {
      const answer = await get(stranger.user, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.errorCode).toBe(104);
    }
    const forbidden = await get(stranger.user, `${reportsOf(profileId)}/${String(mine?.id)}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errorCode).toBe(113);
    expect((await server.request('GET', reportsOf(profileId))).status).toBe(401);
  });
});

describe('the scheduled job publishes the last week and month that ended', () => {
  it('for profiles with stats in them, once', async () => {
    const { user, profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, { name: 'Winter sale' });
    // On Wednesday 5 March 2025 the last week is 24 February to 2 March, the last month February.
    await addDailyStats(server, campaign, ['2025-02-11', '2025-02-25']);
    const now = new Date('2025-03-05T06:15:00Z');
    expect(await publishDueReports(server.orm.em.fork(), now)).toBe(2);
    const body = (await get(user, reportsOf(profileId))).body as {
      items: { period: string; from: string; to: string; totals: { costMinor: number } }[];
    };
    expect(body.items.map(({ period, from, to, totals }) => [period, from, to, totals.costMinor])).toEqual([
      ['week', '2025-02-24', '2025-03-02', 15_000],
      ['month', '2025-02-01', '2025-02-28', 30_000],
    ]);
    expect(await publishDueReports(server.orm.em.fork(), now)).toBe(0);
  });
});
