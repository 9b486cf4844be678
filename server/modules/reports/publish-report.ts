import type { EntityManager } from '@mikro-orm/postgresql';
import { PublishedReport, type ReportPeriod } from './entities.ts';
import { dayOf, type DayRange } from '../../../engine/index.ts';
import { dailyMetrics, metricsByCampaign } from '../dashboard/metrics.ts';
import { findWallet } from '../wallet/wallet.ts';
import { lastEndedPeriods } from './report-periods.ts';

export const PUBLISH_REPORTS_QUEUE = 'published-reports';
/** Daily at 06:15 UTC, after the night's delivery reports: a run missed is caught up the next day. */
export const PUBLISH_REPORTS_CRON = '15 6 * * *';

interface CampaignRow {
  readonly id: number;
  readonly name: string;
  readonly currency_code: string;
}

/** The profile's campaigns that have daily stats in the range (any state: an ended one counts). */
export function campaignsWithStats(em: EntityManager, businessProfileId: number, range: DayRange) {
  return em.getConnection().execute<CampaignRow[]>(
    `select c.id, c.name, c.currency_code from campaign c
      where c.business_profile_id = ?
        and exists (select 1 from campaign_daily_stat s where s.campaign_id = c.id and s.day between ? and ?)
      order by c.id`,
    [businessProfileId, range.from, range.to],
  );
}

/**
 * Publishes the profile's report of one period from the campaigns' daily stats (AP §3 dashboard
 * metrics; decision 180): the totals, each campaign's figures and each day's, frozen as they are
 * now. Publishing a period again replaces its figures with today's (networks revise a day's
 * figures for a while after it). `created` is false when the period had a report already.
 */
export async function publishReport(
  em: EntityManager,
  businessProfileId: number,
  period: ReportPeriod,
  range: DayRange,
  now = new Date(),
): Promise<{ report: PublishedReport; created: boolean }> {
  const campaigns = await campaignsWithStats(em, businessProfileId, range);
  const ids = campaigns.map((campaign) => campaign.id);
  const byCampaign = await metricsByCampaign(em, ids, range);
  const { totals, daily } = await dailyMetrics(em, ids, range);
  const currencyCode = (await findWallet(em, businessProfileId))?.currencyCode ?? campaigns[0]?.currency_code ?? null;
  const key = { businessProfile: businessProfileId, period, fromDay: range.from };
  const created = (await em.count(PublishedReport, key)) === 0;
  const report = await em.upsert(
    PublishedReport,
    {
      ...key,
      toDay: range.to,
      currencyCode,
      publishedAt: now,
      figures: {
        totals,
        campaigns: campaigns.map(({ id, name }) => ({ id, name, metrics: byCampaign.get(id) ?? totals })),
        daily,
      },
    },
    { onConflictFields: ['businessProfile', 'period', 'fromDay'], onConflictAction: 'merge' },
  );
  return { report, created };
}

/**
 * The scheduled job: the last week and the last month that have ended, for every profile whose
 * campaigns have stats in them and that has no report of that period yet.
 */
export async function publishDueReports(em: EntityManager, now = new Date()): Promise<number> {
  let published = 0;
  for (const { period, range } of lastEndedPeriods(dayOf(now))) {
    const due = await em.getConnection().execute<{ id: number }[]>(
      `select distinct c.business_profile_id as id
         from campaign_daily_stat s join campaign c on c.id = s.campaign_id
        where s.day between ? and ?
          and not exists (select 1 from published_report r
                           where r.business_profile_id = c.business_profile_id and r.period = ? and r.from_day = ?)
        order by 1`,
      [range.from, range.to, period, range.from],
    );
    for (const { id } of due) {
      await publishReport(em.fork(), id, period, range, now);
      published += 1;
    }
  }
  return published;
}
