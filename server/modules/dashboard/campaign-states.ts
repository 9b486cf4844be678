import type { ObjectQuery } from '@mikro-orm/core';
import { dayOf, daysBetween } from '../../../engine/index.ts';
import { AD_STATUS, type Campaign } from '../campaigns/entities.ts';

/** AP §4 dashboard campaign states, as the filter names them. */
export type DashboardState =
  'all' | 'active' | 'paused' | 'completed' | 'new' | 'draft' | 'ongoing' | 'upcoming' | 'inReview';

/** OL §4 what the user sees of a campaign: draft, in review (reviewed by experts), live. */
export type VisibleState = 'draft' | 'inReview' | 'live';

/**
 * Why a live campaign is not delivering today, when it is not (AP §4: paused, paused due to
 * insufficient funds, disabled, ended, not yet started).
 */
export type DeliveryNote = 'paused' | 'pausedInsufficientFunds' | 'disabled' | 'ended' | 'notYetStarted' | null;

const launched = { adStatus: AD_STATUS.launched };

/**
 * The campaigns each state lists (decision 133). A run's end date is the day after its last, so a
 * campaign has ended once its end date is today or earlier.
 */
export function stateFilter(state: DashboardState, today: Date): ObjectQuery<Campaign> {
  switch (state) {
    case 'all':
      return { adStatus: { $ne: AD_STATUS.deleted } };
    case 'new':
    case 'draft':
      // OL §4: listing campaigns with status New marks them as drafts; the two name one set.
      return { adStatus: AD_STATUS.new };
    case 'inReview':
      return { adStatus: AD_STATUS.inReview };
    case 'active':
      return { ...launched, status: 'Active', endDate: { $gt: today } };
    case 'paused':
      return { ...launched, status: 'Paused', endDate: { $gt: today } };
    case 'completed':
      return { ...launched, endDate: { $lte: today } };
    case 'ongoing':
      return { ...launched, status: 'Active', startDate: { $lte: today }, endDate: { $gt: today } };
    case 'upcoming':
      return { adStatus: { $in: [AD_STATUS.inReview, AD_STATUS.launched] }, startDate: { $gt: today } };
  }
}

export function visibleState(campaign: Pick<Campaign, 'adStatus'>): VisibleState {
  if (campaign.adStatus === AD_STATUS.launched) return 'live';
  return campaign.adStatus === AD_STATUS.inReview ? 'inReview' : 'draft';
}

export function deliveryNote(
  campaign: Pick<Campaign, 'adStatus' | 'status' | 'pauseReason' | 'startDate' | 'endDate'>,
  today: Date,
): DeliveryNote {
  if (campaign.adStatus !== AD_STATUS.launched) return null;
  if (campaign.status === 'Disabled') return 'disabled';
  if (campaign.endDate <= today) return 'ended';
  if (campaign.status === 'Paused') {
    return campaign.pauseReason === 'insufficientFunds' ? 'pausedInsufficientFunds' : 'paused';
  }
  return campaign.startDate > today ? 'notYetStarted' : null;
}

/** The days of the run still to come from `today` on (all of them before it starts). */
export function daysLeft(campaign: Pick<Campaign, 'startDate' | 'endDate'>, today: Date): number {
  const from = Math.max(today.getTime(), campaign.startDate.getTime());
  return Math.max(0, daysBetween(dayOf(from), dayOf(campaign.endDate)));
}
