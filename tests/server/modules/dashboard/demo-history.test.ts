import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { localRecordingAdChannels } from '../../../../server/adapters/ad-channels.ts';
import { Campaign } from '../../../../server/modules/campaigns/entities.ts';
import { collectRecentReports } from '../../../../server/modules/dashboard/daily-reports.ts';
import { seedCampaignHistory } from '../../../../server/modules/dashboard/demo-history.ts';
import { findWallet } from '../../../../server/modules/wallet/wallet.ts';
import { signedInUser } from '../../../support/accounts.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

/** `npm run seed:demo`'s history (decision 139): a year of figures that the hourly job then carries on. */
let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

describe('demo history', () => {
  it('past days have figures, running campaigns have their days left locked, and the job keeps them running', async () => {
    const profileId = await ownProfile(server, await signedInUser(server));
    const ids = await seedCampaignHistory(server.orm.em.fork(), localRecordingAdChannels, {
      businessProfileId: profileId,
      campaigns: 12,
      days: 90,
      region: 'IN',
    });
    const em = server.orm.em.fork();
    const campaigns = await em.find(Campaign, { id: { $in: ids } });
    const now = new Date();
    const running = campaigns.filter((campaign) => campaign.endDate > now);
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((campaign) => campaign.lockedMinor > 0)).toBe(true);
    const wallet = await findWallet(em, profileId);
    expect(wallet?.lockedMinor).toBe(running.reduce((total, campaign) => total + campaign.lockedMinor, 0));

    const [{ future } = { future: '1' }] = await em.getConnection().execute<{ future: string }[]>(
      `select count(*) as future from campaign_daily_stat s join campaign c on c.id = s.campaign_id
          where c.business_profile_id = ? and (s.day >= current_date or s.day >= c.end_date::date)`,
      [profileId],
    );
    expect(Number(future)).toBe(0);

    await collectRecentReports(server.orm.em.fork(), localRecordingAdChannels, pino({ level: 'silent' }));
    const after = await server.orm.em.fork().find(Campaign, { id: { $in: running.map((campaign) => campaign.id) } });
    expect(after.filter((campaign) => campaign.pauseReason === 'insufficientFunds')).toEqual([]);
  });
});
