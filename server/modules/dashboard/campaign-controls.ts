import { LockMode } from '@mikro-orm/core';
import { startOfUtcDay } from '../../../engine/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AD_STATUS, Campaign } from '../campaigns/entities.ts';
import { AppError } from '../../errors.ts';
import { record } from '../wallet/wallet.ts';
import { underCampaignLock } from '../campaigns/campaign-lock.ts';
import { daysLeft } from './campaign-states.ts';

/** 409: what was asked does not fit the campaign as it stands. */
export class CampaignStateError extends AppError {
  constructor(message: string) {
    super(409, 409, message);
  }
}

/**
 * AP §4 pause and resume. Only a live campaign that has not ended can be either; a disabled one
 * cannot be activated. Resuming one paused for insufficient funds first locks, from the wallet,
 * the budget of the days it has left (402 when the wallet does not cover them).
 */
export async function setCampaignStatus(
  em: EntityManager,
  campaignId: number,
  status: 'Active' | 'Paused',
  now = new Date(),
) {
  return underCampaignLock(em, campaignId, async (tx, wallet, campaign) => {
    const today = startOfUtcDay(now);
    if (campaign.adStatus !== AD_STATUS.launched) {
      throw new CampaignStateError('Only a live campaign can be paused or resumed.');
    }
    if (campaign.endDate <= today) throw new CampaignStateError('This campaign has ended.');
    if (campaign.status === 'Disabled')
      throw new CampaignStateError('This campaign is disabled and cannot be activated.');
    if (campaign.status === status) return campaign;
    if (status === 'Paused') {
      Object.assign(campaign, { status, pauseReason: 'owner' });
    } else {
      const missing = daysLeft(campaign, today) * campaign.budgetMinor - campaign.lockedMinor;
      if (missing > 0) {
        // Throws InsufficientFundsError (402) when the wallet does not cover the days left.
        record(tx, wallet, { kind: 'lock', amountMinor: missing, campaign });
        campaign.lockedMinor += missing;
      }
      Object.assign(campaign, { status, pauseReason: null });
    }
    await tx.flush();
    return campaign;
  });
}

/** OL §4: a draft can be removed (ad status deleted, 4); anything submitted cannot. */
export async function deleteDraft(em: EntityManager, campaignId: number): Promise<Campaign> {
  return em.transactional(async (tx) => {
    const campaign = await tx.findOneOrFail(Campaign, campaignId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (campaign.adStatus === AD_STATUS.deleted) return campaign;
    if (campaign.adStatus !== AD_STATUS.new) throw new CampaignStateError('Only a draft campaign can be deleted.');
    Object.assign(campaign, { adStatus: AD_STATUS.deleted, isDraft: false });
    await tx.flush();
    return campaign;
  });
}
