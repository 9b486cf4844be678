import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BusinessProfile } from '../accounts/entities.ts';
import { FranchiseStore } from './entities.ts';
import type { Campaign } from '../campaigns/entities.ts';
import { AppError } from '../../errors.ts';
import { formatMoney } from '../wallet/wallet-errors.ts';

/** AP §1 business category 3: a franchise headquarters, the one kind of profile with stores. */
export const HQ_FRANCHISE_CATEGORY = 3;

/** AP §8 "store budget insufficient": 402, the HTTP status as the code (§8), like insufficient funds. */
export class StoreBudgetInsufficientError extends AppError {
  readonly shortfallMinor: number;
  constructor(store: FranchiseStore, neededMinor: number, currencyCode: string) {
    super(
      402,
      402,
      `Store budget insufficient: ${store.name} has ${formatMoney(currencyCode, store.costToBeSpentMinor)} left of its budget; this campaign needs ${formatMoney(currencyCode, neededMinor)}.`,
    );
    this.shortfallMinor = neededMinor - store.costToBeSpentMinor;
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), shortfallMinor: this.shortfallMinor };
  }
}

/** 403: stores belong to franchise headquarters (AP §1, §6 menus by category). */
export class NotFranchiseError extends AppError {
  constructor() {
    super(403, 403, 'Only a franchise headquarters has stores.');
  }
}

export function requireHeadquarters(profile: BusinessProfile): void {
  if (profile.category !== HQ_FRANCHISE_CATEGORY) throw new NotFranchiseError();
}

/**
 * Inside the launch's transaction, after the wallet and the campaign are locked: a store's
 * campaign takes its run's budget from what is left of the store's (AP §3 costToBeSpent), or is
 * refused with "store budget insufficient". Other campaigns are untouched.
 */
export async function takeFromStoreBudget(tx: EntityManager, campaign: Campaign, budgetMinor: number): Promise<void> {
  const storeId = campaign.franchiseStore?.id;
  if (storeId === undefined) return;
  const store = await tx.findOneOrFail(FranchiseStore, storeId, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (store.costToBeSpentMinor < budgetMinor) {
    throw new StoreBudgetInsufficientError(store, budgetMinor, campaign.currencyCode);
  }
  store.costToBeSpentMinor -= budgetMinor;
}

/**
 * A published edit that lowers a store's campaign's remaining run gives the released amount back
 * to what is left of the store's budget, as the wallet gets it back (decision 203).
 */
export async function returnToStoreBudget(tx: EntityManager, campaign: Campaign, amountMinor: number): Promise<void> {
  const storeId = campaign.franchiseStore?.id;
  if (storeId === undefined) return;
  const store = await tx.findOneOrFail(FranchiseStore, storeId, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  // Never above the store's budget: what the headquarters gave is the ceiling.
  store.costToBeSpentMinor = Math.min(store.costMinor, store.costToBeSpentMinor + amountMinor);
}

export function storeView(store: FranchiseStore) {
  return { id: store.id, name: store.name, cost: store.costMinor, costToBeSpent: store.costToBeSpentMinor };
}
