import type { ApiEndpoint } from './api-catalogue.ts';
import { METRICS } from './dashboard-endpoints.ts';

const SUMMARY =
  '`{ id, period, from, to, currencyCode, publishedAt, campaigns, totals }`: `period` week (Monday to Sunday) or month, `from` and `to` its first and last day (YYYY-MM-DD), `campaigns` how many had figures';
const REPORT = `${SUMMARY.replace(', campaigns, totals }', ', totals, campaigns: [{ id, name, metrics }], daily: [{ day, ...metrics }] }')}; \`totals\` and each \`metrics\` are ${METRICS}`;

/** AP §2 /publishedReports (optional query reportId): a profile's reports of its campaigns' daily stats. */
export const REPORT_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listPublishedReports',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/publishedReports',
    summary: "The profile's published reports, newest period first, a page at a time",
    description:
      'A report is published every day at 06:15 UTC for the last week and the last month that have ended, for every profile whose campaigns have stats in them (decision 180), or on demand (POST). `period` narrows to weekly or monthly reports.',
    tags: ['reports'],
    signedIn: true,
    query: 'api/published-reports-query.schema.json',
    response: {
      status: 200,
      description: `\`{ items, total, page, pageSize }\`, each item ${SUMMARY}.`,
      schema: 'api/published-report-list.schema.json',
    },
    errors: [400, 401, 403],
  },
  {
    operationId: 'publishReport',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/publishedReports',
    summary: 'Publish the report of the week or month that holds a day',
    description:
      'The period must have ended (else 400 at `/day`). Its figures are the daily stats as they are now; publishing a period again replaces them and answers 200.',
    tags: ['reports'],
    signedIn: true,
    body: 'api/report-publish.schema.json',
    response: { status: 201, description: `The report: ${REPORT}.`, schema: 'api/published-report.schema.json' },
    otherResponses: [
      {
        status: 200,
        description: 'The period had a report already: its figures are refreshed.',
        schema: 'api/published-report.schema.json',
      },
    ],
    errors: [400, 401, 403],
  },
  {
    operationId: 'getPublishedReport',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/publishedReports/{reportId}',
    summary: 'One published report',
    description: "Another profile's report, or none, answers 404 (104).",
    tags: ['reports'],
    signedIn: true,
    response: { status: 200, description: `${REPORT}.`, schema: 'api/published-report.schema.json' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'downloadPublishedReport',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/publishedReports/{reportId}/csv',
    summary: 'One published report as a CSV file',
    description: "Another profile's report, or none, answers 404 (104).",
    tags: ['reports'],
    signedIn: true,
    response: {
      status: 200,
      mediaType: 'text/csv',
      description:
        'UTF-8 with a byte order mark; columns Campaign, Currency, Cost, Impressions, Clicks, Total Sales, Orders, Cost per Orders, CPC (money as decimals), one row per campaign, then Total. A cell starting with = + - @ tab or CR is prefixed with a quote, so spreadsheets show it as text.',
      headers: { 'Content-Disposition': 'attachment; filename="report-{businessProfileId}-{period}-{from}.csv"' },
    },
    errors: [401, 403, 404],
  },
];
