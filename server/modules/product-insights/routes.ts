import { timeZoneOf } from '../../../engine/index.ts';
import type { ProductInsightsQuery } from '../../../schemas/generated/api/product-insights-query.ts';
import { queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { rangeOf } from '../dashboard/day-range.ts';
import { metricsByCampaign, type Metrics } from '../dashboard/metrics.ts';
import { campaignsWithStats } from '../reports/publish-report.ts';
import { findWallet } from '../wallet/wallet.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

const DEFAULT_PAGE_SIZE = 20;

// A share in basis points (1234 = 12.34%), null without a base to share.
const basisPoints = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 10_000) / whole);

/** The rates a merchant compares campaigns by: click-through, conversion and return on ad spend. */
function ratesOf(metrics: Metrics) {
  return {
    clickThroughBasisPoints: basisPoints(metrics.clicks, metrics.impressions),
    conversionBasisPoints: basisPoints(metrics.orders, metrics.clicks),
    returnOnSpendBasisPoints: basisPoints(metrics.totalSalesMinor, metrics.costMinor),
  };
}

/**
 * AP §2 /app/{id}/productInsights (decision 183): the daily stats hold no product, so insights
 * are per campaign over a range of days: its metrics and rates, best-selling first.
 */
export function productInsightRoutes(api: ApiRouter, { orm, project, now }: Services): void {
  api.on('listProductInsights', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const query = queryOf<ProductInsightsQuery>(project, 'api/product-insights-query.schema.json', req);
    const range = rangeOf(query, now(), timeZoneOf(businessProfile.timeZoneId));
    const campaigns = await campaignsWithStats(orm.em, businessProfile.id, range);
    const metrics = await metricsByCampaign(
      orm.em,
      campaigns.map((campaign) => campaign.id),
      range,
    );
    const insights = campaigns
      // metricsByCampaign answers every id it is given.
      .flatMap(({ id, name }) => {
        const figures = metrics.get(id);
        return figures === undefined ? [] : [{ id, name, metrics: figures, ...ratesOf(figures) }];
      })
      .sort((a, b) => b.metrics.totalSalesMinor - a.metrics.totalSalesMinor || a.id - b.id);
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
    res.json({
      range,
      currencyCode: (await findWallet(orm.em, businessProfile.id))?.currencyCode ?? campaigns[0]?.currency_code ?? null,
      items: insights.slice((page - 1) * pageSize, page * pageSize),
      total: insights.length,
      page,
      pageSize,
    });
  });
}
