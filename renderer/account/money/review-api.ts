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
