import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Campaign } from '../../../../server/modules/campaigns/entities.ts';
import { WalletTransaction } from '../../../../server/modules/wallet/entities.ts';
import { collectDailyReports, collectRecentReports } from '../../../../server/modules/dashboard/daily-reports.ts';
import { signedInUser } from '../../../support/accounts.ts';
import { dayFromToday, makeCampaign, ownProfile } from '../../../support/campaigns.ts';
import { testNetwork } from '../../../support/test-network.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

/** Decisions 135-136: what the daily reports charge, when runs give back their funds, and pausing on the networks. */
const network = testNetwork();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(undefined, { services: { adChannels: network } });
});
afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;
const silent = pino({ level: 'silent' });
const dayText = (days: number) => dayFromToday(days).toISOString().slice(0, 10);
const collect = (days: number) => collectDailyReports(server.orm.em.fork(), network, dayText(days), silent);

async function owner() {
  const user = await signedInUser(server);
  return { user, profileId: await ownProfile(server, user) };
}

async function wallet(profileId: number, auth: Record<string, string>) {
  const answer = await server.request('GET', `/api/businessProfiles/${profileId}/payment/wallet`, undefined, auth);
  return answer.body as { availableBalance: number; lockedFunds: number };
}

const spentFor = async (campaignId: number) => {
  const entries = await server.orm.em.fork().find(WalletTransaction, { campaign: campaignId, kind: 'spend' });
  return entries.reduce((total, entry) => total + entry.amountMinor, 0);
};

describe('charging the daily reports', () => {
  it('a day revised down and up again is charged its cost once', async () => {
    const { profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, { name: 'revised', lockedMinor: 100_000, channels: [2] });
    const costs = [10_000, 8_000, 12_000];
    for (const cost of costs) {
      network.costOf = (publication) => (publication.externalId === 'test-revised-2' ? cost : 10_000);
      await collect(-1);
    }
    network.costOf = (publication) => 10_000 * publication.channel;
    expect(await spentFor(campaign.id)).toBe(12_000);
  });

  it('the last day is charged on its final read; only then is the unspent rest given back', async () => {
    const { user, profileId } = await owner();
    // A run of three days whose last day was yesterday.
    const campaign = await makeCampaign(server, profileId, {
      name: 'ending',
      startsIn: -3,
      days: 3,
      lockedMinor: 3 * 35_000,
      channels: [2],
    });
    const lastDay = dayFromToday(-1);
    await collect(-3);
    // During its last day the run keeps its funds.
    await collectRecentReports(server.orm.em.fork(), network, silent, new Date(lastDay.getTime() + DAY_MS / 2));
    expect((await wallet(profileId, user.auth)).lockedFunds).toBeGreaterThan(0);
    // The next day: the last day read in full, then the rest released.
    await collectRecentReports(server.orm.em.fork(), network, silent, new Date(lastDay.getTime() + DAY_MS + 1));
    expect(await spentFor(campaign.id)).toBe(3 * 20_000);
    expect(await wallet(profileId, user.auth)).toEqual(
      expect.objectContaining({ lockedFunds: 0, availableBalance: 3 * 35_000 - 3 * 20_000 }),
    );
  });

  it('a network that fails for one campaign leaves the others charged', async () => {
    const { profileId } = await owner();
    const down = await makeCampaign(server, profileId, { name: 'down', lockedMinor: 100_000 });
    const up = await makeCampaign(server, profileId, { name: 'up', lockedMinor: 100_000 });
    network.failing.add('test-down-2');
    const { failed } = await collect(-2);
    network.failing.delete('test-down-2');
    expect(failed).toBe(1);
    expect([await spentFor(down.id), await spentFor(up.id)]).toEqual([0, 20_000]);
  });
});

describe('pausing reaches the networks', () => {
  it('the owner’s pause and resume tell every channel; a paused campaign is not read', async () => {
    const { user, profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, {
      name: 'toggled',
      lockedMinor: 14 * 35_000,
      channels: [1, 2],
    });
    const patch = (status: string) =>
      server.request(
        'PATCH',
        `/api/businessProfiles/${profileId}/roimaticCampaigns/${campaign.id}`,
        { status },
        user.auth,
      );
    const told = () => network.deliveries.filter((entry) => entry.externalId.startsWith('test-toggled-'));
    await patch('Paused');
    expect(told()).toEqual([
      { externalId: 'test-toggled-1', delivering: false },
      { externalId: 'test-toggled-2', delivering: false },
    ]);
    await collect(-1);
    expect(await spentFor(campaign.id)).toBe(0);
    await patch('Active');
    expect(told().slice(2)).toEqual([
      { externalId: 'test-toggled-1', delivering: true },
      { externalId: 'test-toggled-2', delivering: true },
    ]);
  });

  it('funds running out pause the campaign and stop its channels', async () => {
    const { profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, { name: 'dry', startsIn: -3, lockedMinor: 15_000 });
    await collect(-3);
    const paused = await server.orm.em.fork().findOneOrFail(Campaign, campaign.id);
    expect([paused.status, paused.pauseReason, paused.lockedMinor]).toEqual(['Paused', 'insufficientFunds', 0]);
    expect(network.deliveries).toContainEqual({ externalId: 'test-dry-2', delivering: false });
  });
});
