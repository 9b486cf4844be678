// The published reports of server/modules/reports under /businessProfiles/{id}/publishedReports.
import type { Metrics } from '../dashboard/dashboard-api.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { moneyCall, moneyDownload } from '../money/money-call.ts';

export type ReportPeriod = 'week' | 'month';
export const REPORT_PERIODS: readonly ReportPeriod[] = ['week', 'month'];

export interface ReportSummary {
  readonly id: number;
  readonly period: ReportPeriod;
  /** First and last day of the period (YYYY-MM-DD). */
  readonly from: string;
  readonly to: string;
  readonly currencyCode: string | null;
  readonly publishedAt: string;
  readonly campaigns: number;
  readonly totals: Metrics;
}

export interface ReportPage {
  readonly items: readonly ReportSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface Report extends Omit<ReportSummary, 'campaigns'> {
  readonly campaigns: readonly { readonly id: number; readonly name: string; readonly metrics: Metrics }[];
  readonly daily: readonly (Metrics & { readonly day: string })[];
}

const base = (profileId: number) => `/businessProfiles/${String(profileId)}/publishedReports`;

export function fetchReports(profileId: number, period: ReportPeriod | '', page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (period !== '') query.set('period', period);
  return moneyCall<ReportPage>(`${base(profileId)}?${query.toString()}`);
}

/** 404 (104) when the profile has no such report: the page says so itself. */
export const fetchReport = (profileId: number, reportId: string) =>
  moneyCall<Report>(`${base(profileId)}/${encodeURIComponent(reportId)}`, { expected: [ErrorCode.doesNotExist] });

/** The report of the week or month holding `day`; 400 (102) when that period has not ended. */
export const publishReport = (profileId: number, period: ReportPeriod, day: string) =>
  moneyCall<Report>(base(profileId), {
    method: 'POST',
    body: { period, day },
    expected: [ErrorCode.invalidRequestData],
  });

export const downloadReport = (profileId: number, reportId: number) =>
  moneyDownload(`${base(profileId)}/${String(reportId)}/csv`);
