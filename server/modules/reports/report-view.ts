import type { PublishedReport } from './entities.ts';

/** A report as the list shows it: its period, when it was published and its totals. */
export function reportSummary(report: PublishedReport) {
  return {
    id: report.id,
    period: report.period,
    from: report.fromDay,
    to: report.toDay,
    currencyCode: report.currencyCode ?? null,
    publishedAt: report.publishedAt.toISOString(),
    campaigns: report.figures.campaigns.length,
    totals: report.figures.totals,
  };
}

/** The whole report: the summary, each campaign's figures and each day's. */
export function reportView(report: PublishedReport) {
  return { ...reportSummary(report), campaigns: report.figures.campaigns, daily: report.figures.daily };
}
