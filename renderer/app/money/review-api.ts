// The staff review of campaigns (server/modules/campaigns/review.ts): the queue, and approving one.
import type {
  CampaignEditFieldChange,
  CampaignEditInReview,
  CampaignInReview,
} from '../../../schemas/generated/index.ts';
import { signedInCall } from '../../session/auth-client.ts';

/** A campaign waiting for review, as GET /review/campaigns lists it (the one due soonest first). */
export type { CampaignInReview };

/** 403: only account managers review. 409: the campaign is no longer waiting for review. */
export const REVIEWERS_ONLY = 403;
export const NOT_IN_REVIEW = 409;

export const fetchReviewQueue = () =>
  signedInCall({ method: 'GET', path: '/review/campaigns' }, { expected: [REVIEWERS_ONLY] });

/** Publishes the campaign on its channels and launches it (adStatus 3); 400 with fields when a channel cannot take it. */
export const approveCampaign = (campaignId: number) =>
  signedInCall(
    { method: 'POST', path: '/review/campaigns/{campaignId}/approve', params: { campaignId }, body: {} },
    { expected: [REVIEWERS_ONLY, NOT_IN_REVIEW] },
  );

/** One changed field of a pending edit: as published (null: none) and as edited (AP §9). */
export type EditChange = CampaignEditFieldChange;

/** A campaign's pending edit, as GET /review/edits lists it (the one due soonest first). */
export type PendingEdit = CampaignEditInReview;

/** 402: the wallet does not cover a higher budget. 409: the edit was published already. */
export const FUNDS_SHORT = 402;
export const NOT_PENDING = 409;

export const fetchPendingEdits = () =>
  signedInCall({ method: 'GET', path: '/review/edits' }, { expected: [REVIEWERS_ONLY] });

/** Applies the edit to the campaign and its channels, settling a budget change with the wallet. */
export const publishEdit = (revisionId: number) =>
  signedInCall(
    { method: 'POST', path: '/review/edits/{revisionId}/publish', params: { revisionId }, body: {} },
    { expected: [REVIEWERS_ONLY, FUNDS_SHORT, NOT_PENDING] },
  );
