import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { DashboardMetrics } from '../../../schemas/generated/index.ts';
import { BusinessProfile } from '../accounts/entities.ts';

/** The periods a published report covers (decision 180): a Monday-to-Sunday week or a calendar month. */
export type ReportPeriod = 'week' | 'month';

/** AP §3 dashboard metrics as a report keeps them; money in minor units. */
export type ReportMetrics = Readonly<DashboardMetrics>;

/** What a report froze when it was published: the totals, each campaign's figures and each day's. */
export interface ReportFigures {
  readonly totals: ReportMetrics;
  readonly campaigns: readonly { readonly id: number; readonly name: string; readonly metrics: ReportMetrics }[];
  readonly daily: readonly (ReportMetrics & { readonly day: string })[];
}

/**
 * A published report of a business profile (AP §1 "published reports", §2 /publishedReports with
 * its reportId): the campaigns' daily stats over one week or month, summed when it was published
 * and kept as they were then (decision 180). One report per profile, period and first day.
 */
export const PublishedReport = defineEntity({
  name: 'PublishedReport',
  tableName: 'published_report',
  uniques: [{ properties: ['businessProfile', 'period', 'fromDay'] }],
  indexes: [{ name: 'published_report_profile_from', properties: ['businessProfile', 'fromDay'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    period: p.string().length(10).$type<ReportPeriod>(),
    /** First and last day of the period, both included (YYYY-MM-DD). */
    fromDay: p.date(),
    toDay: p.date(),
    /** The campaigns' currency (the wallet's); null when no campaign had figures. */
    currencyCode: p.string().length(3).nullable(),
    figures: p.json<ReportFigures>(),
    publishedAt: p.datetime(),
  },
});
export type PublishedReport = InferEntity<typeof PublishedReport>;
