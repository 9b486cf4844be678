import type { Campaign } from '../../server/modules/campaigns/entities.ts';
import { CampaignDailyStat } from '../../server/modules/dashboard/entities.ts';
import type { TestApp } from './test-server.ts';

export interface DayFigures {
  readonly costMinor: number;
  readonly impressions: number;
  readonly clicks: number;
  readonly orders: number;
  readonly salesMinor: number;
}

/** The figures of the steady test network: ₹150, 2,000 impressions, 30 clicks, 2 orders and ₹400 of sales a day. */
export const STEADY_DAY: DayFigures = {
  costMinor: 15_000,
  impressions: 2_000,
  clicks: 30,
  orders: 2,
  salesMinor: 40_000,
};

/**
 * A campaign's delivery on these days (YYYY-MM-DD) as a channel's daily report leaves it, written
 * straight to the stats table: reports of past periods need days no running campaign can still
 * be read for.
 */
export async function addDailyStats(
  server: TestApp,
  campaign: Campaign,
  days: readonly string[],
  figures: DayFigures = STEADY_DAY,
  channel = 2,
): Promise<void> {
  const em = server.orm.em.fork();
  for (const day of days) {
    em.create(CampaignDailyStat, { campaign: campaign.id, day, channel, ...figures, chargedMinor: figures.costMinor });
  }
  await em.flush();
}
