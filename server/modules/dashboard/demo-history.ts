import type { EntityManager } from '@mikro-orm/postgresql';
import { dayOf, daysAfter, daysOf, shiftedDay, startOfUtcDay } from '../../../engine/index.ts';
import type { AdChannels, ChannelId } from '../../adapters/ad-channels.ts';
import { AD_STATUS, Campaign, ChannelPublication } from '../campaigns/entities.ts';
import { LAUNCHED_STATE } from '../campaigns/launch.ts';
import { lockedWallet, record } from '../wallet/wallet.ts';
import { daysLeft } from './campaign-states.ts';

export interface HistoryOptions {
  readonly businessProfileId: number;
  readonly campaigns: number;
  /** How far back the oldest campaign starts. */
  readonly days: number;
  readonly region: 'IN' | 'GB';
  readonly now?: Date;
}

const BATCH_ROWS = 5_000;
const CURRENCY = { IN: 'INR', GB: 'GBP' } as const;
// Daily budgets a small advertiser picks, in minor units (₹350-₹1,500; £20-£80).
const BUDGETS = { IN: [35_000, 50_000, 75_000, 150_000], GB: [2_000, 3_000, 5_000, 8_000] } as const;
const OBJECTIVES = [1, 2, 3, 5] as const;
// What the demo wallet holds beyond the running campaigns' locked funds (₹5,000; £50).
const SPARE_FUNDS = { IN: 500_000, GB: 5_000 } as const;
const NAMES = ['Weekend offer', 'New menu', 'Spring sale', 'Free delivery', 'Open house', 'Festive deals'] as const;

/**
 * Demo history for a profile (`npm run seed:demo` and the dashboard benchmark): live campaigns
 * spread over the last `days`, each published to one to three channels, with every past day's
 * delivery as the channel adapter reports it (written in bulk, not charged); the campaigns still
 * running have their days left locked in the wallet.
 */
export async function seedCampaignHistory(em: EntityManager, channels: AdChannels, options: HistoryOptions) {
  const today = startOfUtcDay(options.now ?? new Date());
  const created: { campaign: Campaign; publications: ChannelPublication[] }[] = [];
  for (let index = 0; index < options.campaigns; index += 1) {
    // The newest campaigns run longest, so the current month has some still going.
    const length = 7 * (8 - (index % 8));
    const startDate = daysAfter(today, -Math.floor(((index + 1) * options.days) / options.campaigns));
    const budgetMinor = BUDGETS[options.region][index % 4] ?? 0;
    const campaign = em.create(Campaign, {
      businessProfile: options.businessProfileId,
      session: null,
      name: `${NAMES[index % NAMES.length] ?? 'Campaign'} ${String(index + 1)}`,
      objectiveId: OBJECTIVES[index % OBJECTIVES.length] ?? 1,
      budgetType: 1,
      budgetMinor,
      currencyCode: CURRENCY[options.region],
      region: options.region,
      schedulingMode: 2,
      startDate,
      endDate: daysAfter(startDate, length),
      isDraft: false,
      status: index % 11 === 3 ? 'Paused' : 'Active',
      pauseReason: index % 11 === 3 ? 'owner' : null,
      adStatus: AD_STATUS.launched,
      launchState: LAUNCHED_STATE,
      additionalConfiguration: {},
      lockedMinor: 0,
      submittedAt: startDate,
      launchedAt: startDate,
    });
    const publications = channelsOf(index).map((channel) =>
      em.create(ChannelPublication, {
        campaign,
        channel,
        adapter: channels.name,
        payload: { campaignId: 0, dailyBudgetMinor: budgetMinor },
        externalId: `demo-${String(options.businessProfileId)}-${String(index)}-${String(channel)}`,
      }),
    );
    created.push({ campaign, publications });
  }
  await em.flush();
  await fundRunningCampaigns(
    em,
    options,
    today,
    created.map(({ campaign }) => campaign),
  );
  let rows: unknown[][] = [];
  for (const { campaign, publications } of created) {
    // The days it ran before today: its stored end date is the day after its last (decision 133).
    const until = shiftedDay(dayOf(Math.min(campaign.endDate.getTime(), today.getTime())), -1);
    for (const day of daysOf({ from: dayOf(campaign.startDate), to: until })) {
      for (const publication of publications) {
        const channel = publication.channel as ChannelId;
        const report = await channels.report(
          { channel, externalId: publication.externalId, payload: publication.payload },
          day,
        );
        rows.push([
          campaign.id,
          day,
          channel,
          report.costMinor,
          report.impressions,
          report.clicks,
          report.orders,
          report.salesMinor,
        ]);
        if (rows.length === BATCH_ROWS) rows = await insertStats(em, rows);
      }
    }
  }
  await insertStats(em, rows);
  return created.map(({ campaign }) => campaign.id);
}

/**
 * The wallet holds what the campaigns still running have locked for their days left, as their
 * launches left it, plus a little to spend: the hourly reports then charge them as they would.
 */
async function fundRunningCampaigns(em: EntityManager, options: HistoryOptions, today: Date, campaigns: Campaign[]) {
  await em.transactional(async (tx) => {
    const wallet = await lockedWallet(tx, options.businessProfileId, CURRENCY[options.region]);
    record(tx, wallet, { kind: 'addFunds', amountMinor: SPARE_FUNDS[options.region] });
    for (const campaign of campaigns) {
      const locked = daysLeft(campaign, today) * campaign.budgetMinor;
      if (locked === 0) continue;
      record(tx, wallet, { kind: 'addFunds', amountMinor: locked });
      record(tx, wallet, { kind: 'lock', amountMinor: locked, campaign: tx.merge(campaign) });
      tx.merge(campaign).lockedMinor = locked;
    }
    await tx.flush();
  });
}

function channelsOf(index: number): ChannelId[] {
  const sets: ChannelId[][] = [[2], [1, 2], [2, 3], [1, 2, 3]];
  return sets[index % sets.length] ?? [2];
}

async function insertStats(em: EntityManager, rows: unknown[][]): Promise<unknown[][]> {
  if (rows.length === 0) return rows;
  const columns = ['campaign_id', 'day', 'channel', 'cost_minor', 'impressions', 'clicks', 'orders', 'sales_minor'];
  const values = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
  await em
    .getConnection()
    .execute(`insert into campaign_daily_stat (${columns.join(', ')}) values ${values}`, rows.flat());
  return [];
}
