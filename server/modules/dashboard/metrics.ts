import type { EntityManager } from '@mikro-orm/postgresql';
import { daysOf, type DayRange } from '../../../engine/index.ts';
import type { DashboardMetrics } from '../../../schemas/generated/index.ts';

/** AP §3 dashboard metrics over a range of days; money in minor units of the campaigns' currency. */
export type Metrics = Readonly<DashboardMetrics>;

interface Sums {
  readonly cost: number;
  readonly impressions: number;
  readonly clicks: number;
  readonly sales: number;
  readonly orders: number;
}

interface SumsRow {
  readonly key: string | number;
  readonly cost: string;
  readonly impressions: string;
  readonly clicks: string;
  readonly sales: string;
  readonly orders: string;
}

const NO_SUMS: Sums = { cost: 0, impressions: 0, clicks: 0, sales: 0, orders: 0 };

const ratio = (amount: number, count: number): number | null => (count === 0 ? null : Math.round(amount / count));

function metricsOf(sums: Sums): Metrics {
  return {
    costMinor: sums.cost,
    impressions: sums.impressions,
    clicks: sums.clicks,
    totalSalesMinor: sums.sales,
    orders: sums.orders,
    costPerOrderMinor: ratio(sums.cost, sums.orders),
    cpcMinor: ratio(sums.cost, sums.clicks),
  };
}

const sumsOf = (row: SumsRow): Sums => ({
  cost: Number(row.cost),
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
  sales: Number(row.sales),
  orders: Number(row.orders),
});

const added = (a: Sums, b: Sums): Sums => ({
  cost: a.cost + b.cost,
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
  sales: a.sales + b.sales,
  orders: a.orders + b.orders,
});

/** The stats of these campaigns over the range, summed per `groupBy` (a day or a campaign). */
async function sumsBy(
  em: EntityManager,
  groupBy: 'day' | 'campaign',
  campaignIds: readonly number[],
  range: DayRange,
): Promise<Map<string, Sums>> {
  const key = groupBy === 'day' ? `to_char(day, 'YYYY-MM-DD')` : 'campaign_id';
  const rows = await em.getConnection().execute<SumsRow[]>(
    `select ${key} as key, sum(cost_minor) as cost, sum(impressions) as impressions, sum(clicks) as clicks,
            sum(sales_minor) as sales, sum(orders) as orders
       from campaign_daily_stat
      where campaign_id = any(?::int[]) and day between ? and ?
      group by 1`,
    // An array literal: the driver would spread a JavaScript array into a list of values.
    [`{${campaignIds.join(',')}}`, range.from, range.to],
  );
  return new Map(rows.map((row) => [String(row.key), sumsOf(row)]));
}

export interface DailyMetrics {
  readonly totals: Metrics;
  /** One entry per day of the range, days without figures as zeros (the charts' x axis). */
  readonly daily: (Metrics & { readonly day: string })[];
}

/** The metrics of these campaigns over the range: in total and per day, from one query. */
export async function dailyMetrics(
  em: EntityManager,
  campaignIds: readonly number[],
  range: DayRange,
): Promise<DailyMetrics> {
  const byDay = await sumsBy(em, 'day', campaignIds, range);
  const days = daysOf(range).map((day) => ({ day, sums: byDay.get(day) ?? NO_SUMS }));
  return {
    totals: metricsOf(days.reduce((total, { sums }) => added(total, sums), NO_SUMS)),
    daily: days.map(({ day, sums }) => ({ day, ...metricsOf(sums) })),
  };
}

/** Each campaign's metrics over the range. */
export async function metricsByCampaign(
  em: EntityManager,
  campaignIds: readonly number[],
  range: DayRange,
): Promise<Map<number, Metrics>> {
  const found = await sumsBy(em, 'campaign', campaignIds, range);
  return new Map(campaignIds.map((id) => [id, metricsOf(found.get(String(id)) ?? NO_SUMS)]));
}
