// The published reports of server/modules/reports under /businessProfiles/{id}/publishedReports.
import type {
  PublishedReport,
  PublishedReportList,
  PublishedReportSummary,
  ReportPeriod,
} from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { signedInCall, signedInDownload } from '../../session/auth-client.ts';

export type { ReportPeriod };
export const REPORT_PERIODS: readonly ReportPeriod[] = ['week', 'month'];

/** A report as the list shows it (schemas/api/published-report-list.schema.json). */
export type ReportSummary = PublishedReportSummary;

/** GET …/publishedReports: a page of reports. */
export type ReportPage = PublishedReportList;

/** One report with each campaign's and each day's figures (schemas/api/published-report.schema.json). */
export type Report = PublishedReport;

export const fetchReports = (profileId: number, period: ReportPeriod | '', page: number, pageSize: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/publishedReports',
    params: { businessProfileId: profileId },
    query: { page: String(page), pageSize: String(pageSize), period: period === '' ? undefined : period },
  });

/** 404 (104) when the profile has no such report: the page says so itself. */
export const fetchReport = (profileId: number, reportId: string) =>
  signedInCall(
    {
      method: 'GET',
      path: '/businessProfiles/{businessProfileId}/publishedReports/{reportId}',
      params: { businessProfileId: profileId, reportId },
    },
    { expected: [ErrorCode.doesNotExist] },
  );

/** The report of the week or month holding `day`; 400 (102) when that period has not ended. */
export const publishReport = (profileId: number, period: ReportPeriod, day: string) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/publishedReports',
      params: { businessProfileId: profileId },
      body: { period, day },
    },
    { expected: [ErrorCode.invalidRequestData] },
  );

export const downloadReport = (profileId: number, reportId: number) =>
  signedInDownload({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/publishedReports/{reportId}/csv',
    params: { businessProfileId: profileId, reportId },
  });
