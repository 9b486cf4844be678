import { stringify } from 'csv-stringify/sync';
import { dinero, toDecimal } from 'dinero.js';
import { GBP, INR } from 'dinero.js/currencies';
import type { PublishedReport, ReportMetrics } from './entities.ts';

const CURRENCIES = { INR, GBP } as const;

// AP §3 dashboard metrics in the spec's order, in English whatever the screen's language (as the
// leads download, decision 130); money as decimals of the report's currency.
const COLUMNS = [
  'Campaign',
  'Currency',
  'Cost',
  'Impressions',
  'Clicks',
  'Total Sales',
  'Orders',
  'Cost per Orders',
  'CPC',
] as const;

/**
 * A published report as a CSV file: one row per campaign, then the totals. Campaign names are
 * typed by users, so `escape_formulas` keeps a spreadsheet from running one as a formula
 * (decision 131); a byte order mark tells spreadsheets the file is UTF-8.
 */
export function reportCsv(report: PublishedReport): string {
  const currency = CURRENCIES[(report.currencyCode ?? 'INR') as keyof typeof CURRENCIES];
  const money = (amountMinor: number | null) =>
    amountMinor === null ? '' : toDecimal(dinero({ amount: amountMinor, currency }));
  const row = (name: string, metrics: ReportMetrics) => [
    name,
    report.currencyCode ?? '',
    money(metrics.costMinor),
    metrics.impressions,
    metrics.clicks,
    money(metrics.totalSalesMinor),
    metrics.orders,
    money(metrics.costPerOrderMinor),
    money(metrics.cpcMinor),
  ];
  const rows = [
    ...report.figures.campaigns.map((campaign) => row(campaign.name, campaign.metrics)),
    row('Total', report.figures.totals),
  ];
  return stringify(rows, { header: true, columns: [...COLUMNS], escape_formulas: true, bom: true });
}

/** The file's name: the profile, the period and its first day. */
export const reportFileName = (report: PublishedReport): string =>
  `report-${String(report.businessProfile.id)}-${report.period}-${report.fromDay}.csv`;
