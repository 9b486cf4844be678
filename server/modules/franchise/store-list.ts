import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FranchiseStoreUpdate } from '../../../schemas/generated/api/franchise-store-update.ts';
import type { FranchiseStoresQuery } from '../../../schemas/generated/api/franchise-stores-query.ts';
import type { BusinessProfile } from '../accounts/entities.ts';
import { FranchiseStore } from './entities.ts';
import { InvalidRequestError, NotFoundError } from '../../errors.ts';
import { numericId } from '../../request-input.ts';
import { toMinorUnits } from '../pricing/pricing.ts';
import { findWallet } from '../wallet/wallet.ts';
import { formatMoney } from '../wallet/wallet-errors.ts';
import { storeView } from './store-budget.ts';

const DEFAULT_PAGE_SIZE = 20;

/**
 * The currency of the stores' budgets: the headquarters' wallet's, from which their campaigns are
 * paid (decision 140), INR before it has one, as the add-on packs (decision 182).
 */
const storeCurrency = async (em: EntityManager, profile: BusinessProfile): Promise<string> =>
  (await findWallet(em, profile.id))?.currencyCode ?? 'INR';

/** A page of the profile's stores, oldest first (decision 231), with the currency of their budgets. */
export async function storesPage(em: EntityManager, profile: BusinessProfile, query: FranchiseStoresQuery) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const [stores, total] = await em.findAndCount(
    FranchiseStore,
    { businessProfile: profile },
    { orderBy: { id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize },
  );
  const currencyCode = await storeCurrency(em, profile);
  return { items: stores.map(storeView), total, page, pageSize, currencyCode };
}

/**
 * A new name or budget for a store (decision 232). What its campaigns have already taken stays
 * taken: the budget left is the new budget less that, so the budget cannot go below it. The
 * store's row lock is the one a launch takes (store-budget.ts), so neither loses the other's write.
 */
export async function updateStore(
  em: EntityManager,
  profile: BusinessProfile,
  rawId: string,
  body: FranchiseStoreUpdate,
) {
  const id = numericId(rawId);
  const currencyCode = await storeCurrency(em, profile);
  return em.transactional(async (tx) => {
    const store =
      id === null
        ? null
        : await tx.findOne(
            FranchiseStore,
            { id, businessProfile: profile.id },
            { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
          );
    // Another profile's store is as one that does not exist (decision 148's reading).
    if (store === null) throw new NotFoundError(`No store "${rawId}"`);
    if (body.name !== undefined) store.name = body.name.trim();
    if (body.cost !== undefined) {
      const spentMinor = store.costMinor - store.costToBeSpentMinor;
      const costMinor = toMinorUnits(body.cost);
      if (costMinor < spentMinor) {
        const message = `The budget cannot be less than the ${formatMoney(currencyCode, spentMinor)} this store's campaigns have already taken.`;
        throw new InvalidRequestError(message, [{ path: '/cost', message }]);
      }
      store.costMinor = costMinor;
      store.costToBeSpentMinor = costMinor - spentMinor;
    }
    await tx.flush();
    return storeView(store);
  });
}
