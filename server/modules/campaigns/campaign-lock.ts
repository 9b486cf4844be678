import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Campaign } from './entities.ts';
import type { Wallet } from '../wallet/entities.ts';
import { lockedWallet } from '../wallet/wallet.ts';

/**
 * Runs `work` in a transaction holding the campaign's wallet and then the campaign itself (the
 * order every money change takes, so two of them never wait on each other crosswise), with both
 * read fresh under their locks.
 */
export async function underCampaignLock<T>(
  em: EntityManager,
  campaignId: number,
  work: (tx: EntityManager, wallet: Wallet, campaign: Campaign) => Promise<T>,
): Promise<T> {
  const { businessProfile, currencyCode } = await em.findOneOrFail(Campaign, campaignId, {
    fields: ['businessProfile', 'currencyCode'],
  });
  return em.transactional(async (tx) => {
    const wallet = await lockedWallet(tx, businessProfile.id, currencyCode);
    const campaign = await tx.findOneOrFail(Campaign, campaignId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    return work(tx, wallet, campaign);
  });
}
