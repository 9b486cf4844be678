// The dashboard calls of server/modules/dashboard under /businessProfiles/{id}: campaigns by
// state with their metrics, the totals and daily series, and pause, resume or delete a draft.
import type {
  CampaignPatch,
  DashboardCampaign,
  DashboardCampaignPage,
  DashboardDayMetrics,
  DashboardMetrics,
} from '../../../schemas/generated/index.ts';
import { type DayRange } from '../../../engine/index.ts';
import { signedInCall } from '../../session/auth-client.ts';

/** AP §4 dashboard campaign states. */
export const DASHBOARD_STATES = [
  'all',
  'active',
  'paused',
  'completed',
  'new',
  'draft',
  'ongoing',
  'upcoming',
  'inReview',
] as const;
export type DashboardState = (typeof DASHBOARD_STATES)[number];

/** AP §3 dashboard metrics; money in minor units. */
export type Metrics = Readonly<DashboardMetrics>;
export type MetricName = keyof Metrics;

/** AP §3 dashboard metrics, in the spec's order. */
export const METRIC_NAMES: readonly MetricName[] = [
  'costMinor',
  'impressions',
  'clicks',
  'totalSalesMinor',
  'orders',
  'costPerOrderMinor',
  'cpcMinor',
];

/**
 * The dashboard's answers (schemas/api/campaigns-page, dashboard): a campaign with what the
 * dashboard shows of it and its metrics, a page of them, and the totals and daily series.
 */
export type { DashboardCampaign };
export type CampaignPage = DashboardCampaignPage;

/** What a metrics summary or chart shows: the dashboard's figures, or a published report's. */
export interface MetricFigures {
  readonly currencyCode: string | null;
  readonly totals: Metrics;
  readonly daily: readonly DashboardDayMetrics[];
}

/** 402 insufficient funds and 409 a change the campaign's state refuses: the screen says them. */
const EXPECTED = [402, 409];

/** The query of a state over a range of days (and a page of it). */
const queryOf = (state: DashboardState, range: DayRange, paging?: { page: number; limit: number }) => ({
  state,
  from: range.from,
  to: range.to,
  ...(paging === undefined ? {} : { page: String(paging.page), limit: String(paging.limit) }),
});

export const fetchDashboard = (profileId: number, state: DashboardState, range: DayRange) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/dashboard',
    params: { businessProfileId: profileId },
    query: queryOf(state, range),
  });

export const fetchCampaigns = (
  profileId: number,
  state: DashboardState,
  range: DayRange,
  page: number,
  limit: number,
) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns',
    params: { businessProfileId: profileId },
    query: queryOf(state, range, { page, limit }),
  });

/**
 * The profile's drafts (OL §4: listing status New marks them as drafts). Two at most: the draft
 * rule only asks whether there is exactly one.
 */
export const fetchDrafts = (profileId: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns',
    params: { businessProfileId: profileId },
    query: { statuses: 'new', limit: '2' },
  });

export const fetchCampaign = (profileId: number, campaignId: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}',
    params: { businessProfileId: profileId, campaignId },
  });

/** OL §7 POST campaigns: a new draft and its session of the signed-in campaign flow. */
export const createCampaign = (profileId: number) =>
  signedInCall({
    method: 'POST',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns',
    params: { businessProfileId: profileId },
    body: {},
  });

export const changeCampaign = (profileId: number, campaignId: number, body: CampaignPatch) =>
  signedInCall(
    {
      method: 'PATCH',
      path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}',
      params: { businessProfileId: profileId, campaignId },
      body,
    },
    { expected: EXPECTED },
  );
