import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AdChannels, ChannelId, DailyReport } from '../../adapters/ad-channels.ts';
import { AD_STATUS, Campaign, ChannelPublication } from '../../db/money-entities.ts';
import { CampaignDailyStat } from '../../db/stats-entities.ts';
import { lockedWallet, record } from '../wallet/wallet.ts';

const DAY_MS = 86_400_000;

export const DAILY_REPORTS_QUEUE = 'daily-reports';
/** Hourly: networks revise a day's figures for a while after it, so yesterday is read again too. */
export const DAILY_REPORTS_CRON = '7 * * * *';

/** The scheduled job: today's figures so far and yesterday's final ones. */
export async function collectRecentReports(em: EntityManager, channels: AdChannels, logger: Logger): Promise<void> {
  const today = Date.now();
  for (const time of [today - DAY_MS, today]) {
    const day = new Date(time).toISOString().slice(0, 10);
    const campaigns = await collectDailyReports(em, channels, day);
    logger.info({ day, campaigns }, 'daily delivery reports read');
  }
}

/**
 * Reads each live campaign's delivery on `day` (YYYY-MM-DD) from its channels into the daily
 * stats (AP §3 dashboard metrics), and spends it from the funds the launch locked. A campaign
 * whose locked funds run out before its run ends is paused for insufficient funds (AP §4).
 * Reading a day again replaces its figures and spends only what grew.
 */
export async function collectDailyReports(em: EntityManager, channels: AdChannels, day: string): Promise<number> {
  const midnight = new Date(`${day}T00:00:00.000Z`);
  const campaigns = await em.find(
    Campaign,
    { adStatus: AD_STATUS.launched, startDate: { $lte: midnight }, endDate: { $gt: midnight } },
    { fields: ['id'], orderBy: { id: 'asc' } },
  );
  for (const { id } of campaigns) {
    const publications = await em.find(ChannelPublication, { campaign: id });
    const reports = await Promise.all(
      publications.map(async (publication) => ({
        channel: publication.channel as ChannelId,
        report: await channels.report(
          {
            channel: publication.channel as ChannelId,
            externalId: publication.externalId,
            payload: publication.payload,
          },
          day,
        ),
      })),
    );
    await applyReports(em.fork(), id, day, reports);
  }
  return campaigns.length;
}

interface ChannelReport {
  readonly channel: ChannelId;
  readonly report: DailyReport;
}

async function applyReports(em: EntityManager, campaignId: number, day: string, reports: readonly ChannelReport[]) {
  const { businessProfile, currencyCode } = await em.findOneOrFail(Campaign, campaignId, {
    fields: ['businessProfile', 'currencyCode'],
  });
  await em.transactional(async (tx) => {
    // The wallet before the campaign: the order every money change takes.
    const wallet = await lockedWallet(tx, businessProfile.id, currencyCode);
    const campaign = await tx.findOneOrFail(Campaign, campaignId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    let grown = 0;
    for (const { channel, report } of reports) {
      const existing = await tx.findOne(CampaignDailyStat, { campaign, day, channel });
      grown += Math.max(0, report.costMinor - (existing?.costMinor ?? 0));
      if (existing === null) tx.create(CampaignDailyStat, { campaign, day, channel, ...report });
      else Object.assign(existing, report);
    }
    const spent = Math.min(grown, campaign.lockedMinor);
    if (spent > 0) {
      record(tx, wallet, { kind: 'spend', amountMinor: spent, campaign });
      campaign.lockedMinor -= spent;
    }
    const lastDay = campaign.endDate.getTime() <= Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
    if (lastDay && campaign.lockedMinor > 0) {
      // The run is over: what it did not spend goes back to the wallet.
      record(tx, wallet, { kind: 'release', amountMinor: campaign.lockedMinor, campaign });
      campaign.lockedMinor = 0;
    } else if (!lastDay && campaign.lockedMinor === 0 && campaign.status === 'Active') {
      Object.assign(campaign, { status: 'Paused', pauseReason: 'insufficientFunds' });
    }
    await tx.flush();
  });
}
