import type { ApiEndpoint } from './api-catalogue.ts';
import { METRICS } from './dashboard-endpoints.ts';

/** AP §2 product insights (decision 183). */
export const PRODUCT_INSIGHT_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listProductInsights',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/productInsights',
    summary: "The profile's campaigns with figures over a range of days, best-selling first, with their rates",
    description:
      '`from` and `to` (YYYY-MM-DD, both included, at most 366 days) pick the days; without them This Month. Only campaigns with daily stats in the range are listed; the stats hold no product, so insights are per campaign.',
    tags: ['product insights'],
    signedIn: true,
    query: 'api/product-insights-query.schema.json',
    response: {
      status: 200,
      description: `\`{ range: { from, to }, currencyCode, items, total, page, pageSize }\`, each item \`{ id, name, metrics, clickThroughBasisPoints, conversionBasisPoints, returnOnSpendBasisPoints }\` (rates in basis points, null without impressions, clicks or cost); \`metrics\` is ${METRICS}.`,
      schema: 'api/product-insight-list.schema.json',
    },
    errors: [400, 401, 403],
  },
];
