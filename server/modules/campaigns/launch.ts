import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AD_STATUS, Campaign } from './entities.ts';
import { AppError } from '../../errors.ts';
import { advanceOnboardingState, OnboardingState } from '../accounts/onboarding-state.ts';
import { takeFromStoreBudget } from '../franchise/store-budget.ts';
import { pricingBand } from '../pricing/pricing.ts';
import { lockedWallet, record } from '../wallet/wallet.ts';
import { campaignPrice } from './session-campaign.ts';
import { addWorkingDays } from './working-days.ts';

/** OL §4 launch states: the launch animation, then launch successful. */
export const LAUNCH_ANIMATION_STATE = 1999;
export const LAUNCHED_STATE = 2000;
/** The final step every flow ends on once launched (flows/*.flow.json). */
export const LAUNCHED_STEP = 'launched';
/** OL §1, §9: reviewed and launched by the experts within 2 working days. */
export const REVIEW_WORKING_DAYS = 2;

/** AP §6: a portal flag may turn launching off. */
export class CampaignLaunchDisabledError extends AppError {
  constructor() {
    super(403, 403, 'Launching campaigns is turned off on this portal. Please contact support.');
  }
}

/** 409: a deleted draft cannot be launched, nor a campaign whose flow has not reached its launch. */
export class NotLaunchableError extends AppError {
  constructor(message: string) {
    super(409, 409, message);
  }
}

/**
 * OL §7 POST /campaigns/{id}/launch: locks the funds of the campaign's whole run in the wallet,
 * moves it to launch successful (2000) and the ad to in review (§3 status 2) with a review due
 * date 2 working days on. Launching again changes nothing: a double submission locks once.
 * The wallet is locked before the campaign, the order every money change takes; a store's
 * campaign takes the run's budget from its store's too (AP §8 store budget insufficient).
 */
export async function launchCampaign(em: EntityManager, campaignId: number): Promise<Campaign> {
  const unlocked = await em.findOneOrFail(Campaign, { id: campaignId }, { populate: ['businessProfile.portal'] });
  // The campaign's own portal decides, not the host the request was sent to.
  if (unlocked.businessProfile.portal?.isCampaignLaunchDisabled === true) throw new CampaignLaunchDisabledError();
  return em.transactional(async (tx) => {
    const wallet = await lockedWallet(tx, unlocked.businessProfile.id, unlocked.currencyCode);
    const campaign = await tx.findOneOrFail(
      Campaign,
      { id: campaignId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (campaign.adStatus === AD_STATUS.deleted) throw new NotLaunchableError('This draft was deleted.');
    if (campaign.adStatus !== AD_STATUS.new) return campaign;
    const { budgetMinor } = campaignPrice(campaign);
    await takeFromStoreBudget(tx, campaign, budgetMinor);
    record(tx, wallet, { kind: 'lock', amountMinor: budgetMinor, campaign });
    const now = new Date();
    Object.assign(campaign, {
      lockedMinor: budgetMinor,
      adStatus: AD_STATUS.inReview,
      launchState: LAUNCHED_STATE,
      isDraft: false,
      submittedAt: now,
      reviewDueAt: addWorkingDays(now, REVIEW_WORKING_DAYS, pricingBand(campaign.region).region),
      additionalConfiguration: withLaunchState(campaign.additionalConfiguration, LAUNCHED_STATE),
    });
    await tx.flush();
    await advanceOnboardingState(tx, unlocked.businessProfile.id, OnboardingState.launched);
    return campaign;
  });
}

function withLaunchState(configuration: Record<string, unknown>, launchState: number): Record<string, unknown> {
  const localBusiness = (configuration.localBusiness ?? {}) as Record<string, unknown>;
  return { ...configuration, localBusiness: { ...localBusiness, launchState } };
}
