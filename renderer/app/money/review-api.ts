// The staff review of campaigns (server/modules/campaigns/review.ts): the queue, and approving one.
import { moneyCall } from './money-call.ts';

/** A campaign waiting for review, as GET /review/campaigns lists it (the one due soonest first). */
export interface CampaignInReview {
  readonly id: number;
  readonly name: string;
  readonly businessProfileName: string;
  /** The daily budget, in minor units of `currencyCode` (decision 105). */
  readonly budgetMinor: number;
  readonly currencyCode: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly submittedAt: string | null;
  readonly reviewDueAt: string | null;
  readonly adStatus: number;
}

/** 403: only account managers review. 409: the campaign is no longer waiting for review. */
export const REVIEWERS_ONLY = 403;
export const NOT_IN_REVIEW = 409;

export const fetchReviewQueue = () =>
  moneyCall<CampaignInReview[]>('/review/campaigns', { expected: [REVIEWERS_ONLY] });

/** Publishes the campaign on its channels and launches it (adStatus 3); 400 with fields when a channel cannot take it. */
export const approveCampaign = (campaignId: number) =>
  moneyCall<CampaignInReview>(`/review/campaigns/${campaignId}/approve`, {
    method: 'POST',
    body: {},
    expected: [REVIEWERS_ONLY, NOT_IN_REVIEW],
  });

/** One changed field of a pending edit: as published (null: none) and as edited (AP §9). */
export interface EditChange {
  readonly field:
    'budgetMinor' | 'schedulingMode' | 'startDate' | 'endDate' | 'primaryText' | 'headline' | 'description';
  readonly before: string | number | null;
  readonly after: string | number;
}

/** A campaign's pending edit, as GET /review/edits lists it (the one due soonest first). */
export interface PendingEdit {
  readonly id: number;
  readonly campaignId: number;
  readonly campaignName: string;
  readonly businessProfileName: string;
  readonly currencyCode: string;
  readonly submittedAt: string;
  readonly publishDueAt: string;
  readonly changes: readonly EditChange[];
}

/** 402: the wallet does not cover a higher budget. 409: the edit was published already. */
export const FUNDS_SHORT = 402;
export const NOT_PENDING = 409;

export const fetchPendingEdits = () => moneyCall<PendingEdit[]>('/review/edits', { expected: [REVIEWERS_ONLY] });

/** Applies the edit to the campaign and its channels, settling a budget change with the wallet. */
export const publishEdit = (revisionId: number) =>
  moneyCall<unknown>(`/review/edits/${revisionId}/publish`, {
    method: 'POST',
    body: {},
    expected: [REVIEWERS_ONLY, FUNDS_SHORT, NOT_PENDING],
  });
