import type { EntityManager } from '@mikro-orm/postgresql';
import { dayOf, midnightOf, shiftedDay, startOfUtcDay } from '../../../engine/index.ts';
import type { Logger } from 'pino';
import type { AdChannels, ChannelId, DailyReport } from '../../adapters/ad-channels.ts';
import { AD_STATUS, Campaign } from '../campaigns/entities.ts';
import { CampaignDailyStat } from './entities.ts';
import { underCampaignLock } from '../campaigns/campaign-lock.ts';
import { record } from '../wallet/wallet.ts';
import { publicationsOf, setCampaignDelivery } from './delivery.ts';

export const DAILY_REPORTS_QUEUE = 'daily-reports';
/** Hourly: networks revise a day's figures for a while after it, so yesterday is read again too. */
export const DAILY_REPORTS_CRON = '7 * * * *';

/**
 * The scheduled job: yesterday's final figures and today's so far, then the runs that ended
 * before today give back what they did not spend.
 */
export async function collectRecentReports(
  em: EntityManager,
  channels: AdChannels,
  logger: Logger,
  now = new Date(),
): Promise<void> {
  const today = startOfUtcDay(now);
  for (const day of [shiftedDay(dayOf(today), -1), dayOf(today)]) {
    const { campaigns, failed } = await collectDailyReports(em, channels, day, logger);
    logger.info({ day, campaigns, failed }, 'daily delivery reports read');
  }
  const released = await releaseEndedRuns(em, today);
  if (released > 0) logger.info({ released }, 'ended runs released their unspent funds');
}

/**
 * Reads each active campaign's delivery on `day` (YYYY-MM-DD) from its channels into the daily
 * stats (AP §3 dashboard metrics), and spends what was not spent yet from the funds the launch
 * locked (decision 136). One campaign failing (its network down) leaves the others read.
 */
export async function collectDailyReports(
  em: EntityManager,
  channels: AdChannels,
  day: string,
  logger?: Logger,
): Promise<{ campaigns: number; failed: number }> {
  const midnight = midnightOf(day);
  // A paused campaign delivers nothing: its network is told so when it is paused.
  const campaigns = await em.find(
    Campaign,
    { adStatus: AD_STATUS.launched, status: 'Active', startDate: { $lte: midnight }, endDate: { $gt: midnight } },
    { fields: ['id'], orderBy: { id: 'asc' } },
  );
  let failed = 0;
  for (const { id } of campaigns) {
    try {
      const publications = await publicationsOf(em.fork(), id);
      const reports = await Promise.all(
        publications.map(async (publication) => ({
          channel: publication.channel,
          report: await channels.report(publication, day),
        })),
      );
      if (await chargeReports(em.fork(), id, day, reports)) await setCampaignDelivery(em.fork(), channels, id, false);
    } catch (error) {
      failed += 1;
      logger?.error({ err: error, campaignId: id, day }, 'a campaign’s delivery report could not be read');
    }
  }
  return { campaigns: campaigns.length, failed };
}

interface ChannelReport {
  readonly channel: ChannelId;
  readonly report: DailyReport;
}

/**
 * Writes the day's figures and spends what each channel's cost has grown past what was charged
 * for it, as far as the locked funds go. True when the funds ran out before the run's last day:
 * the campaign is then paused for insufficient funds (AP §4) and must stop delivering.
 */
async function chargeReports(
  em: EntityManager,
  campaignId: number,
  day: string,
  reports: readonly ChannelReport[],
): Promise<boolean> {
  return underCampaignLock(em, campaignId, async (tx, wallet, campaign) => {
    for (const { channel, report } of reports) {
      const stat =
        (await tx.findOne(CampaignDailyStat, { campaign, day, channel })) ??
        tx.create(CampaignDailyStat, { campaign, day, channel, ...report, chargedMinor: 0 });
      Object.assign(stat, report);
      const due = Math.max(0, stat.costMinor - stat.chargedMinor);
      const charged = Math.min(due, campaign.lockedMinor);
      if (charged > 0) {
        record(tx, wallet, { kind: 'spend', amountMinor: charged, campaign });
        campaign.lockedMinor -= charged;
        stat.chargedMinor += charged;
      }
    }
    const beforeLastDay = campaign.endDate > midnightOf(shiftedDay(day, 1));
    // Spent to the last minor unit, or owing more: either way nothing is left for tomorrow.
    const ranOut = beforeLastDay && campaign.lockedMinor === 0 && campaign.status === 'Active';
    if (ranOut) {
      Object.assign(campaign, { status: 'Paused', pauseReason: 'insufficientFunds' });
    }
    await tx.flush();
    return ranOut;
  });
}

/**
 * Runs whose last day was before `today` give back, to the wallet, the funds they did not spend.
 * A day read after that is no longer charged: yesterday's final read comes first in the job.
 */
export async function releaseEndedRuns(em: EntityManager, today: Date): Promise<number> {
  const ended = await em.find(
    Campaign,
    { adStatus: AD_STATUS.launched, endDate: { $lte: today }, lockedMinor: { $gt: 0 } },
    { fields: ['id'] },
  );
  for (const { id } of ended) {
    await underCampaignLock(em.fork(), id, async (tx, wallet, campaign) => {
      if (campaign.lockedMinor === 0) return;
      record(tx, wallet, { kind: 'release', amountMinor: campaign.lockedMinor, campaign });
      campaign.lockedMinor = 0;
      await tx.flush();
    });
  }
  return ended.length;
}
