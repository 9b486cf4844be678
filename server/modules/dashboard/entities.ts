import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Campaign } from '../campaigns/entities.ts';

/**
 * What one channel delivered for one campaign on one day (AP §3 dashboard metrics: cost,
 * impressions, clicks, total sales, orders). The channel adapters' daily reports fill it, one row
 * per campaign, channel and day; a report read again replaces its row. Money in minor units.
 */
export const CampaignDailyStat = defineEntity({
  name: 'CampaignDailyStat',
  tableName: 'campaign_daily_stat',
  uniques: [{ properties: ['campaign', 'day', 'channel'] }],
  checks: [
    {
      name: 'campaign_daily_stat_not_negative',
      expression:
        'cost_minor >= 0 and impressions >= 0 and clicks >= 0 and orders >= 0 and sales_minor >= 0 and charged_minor >= 0',
    },
  ],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    /** The day in the ad account's calendar, as the network reports it (YYYY-MM-DD). */
    day: p.date(),
    /** OL §1 channels: search 1, social 2, photo-sharing 3. */
    channel: p.smallint(),
    costMinor: p.bigint('number'),
    impressions: p.bigint('number'),
    clicks: p.bigint('number'),
    orders: p.integer(),
    salesMinor: p.bigint('number'),
    /** How much of `costMinor` has been spent from the campaign's locked funds so far. */
    chargedMinor: p.bigint('number').default(0),
  },
});
export type CampaignDailyStat = InferEntity<typeof CampaignDailyStat>;
