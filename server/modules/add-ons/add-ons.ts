import type { EntityManager } from '@mikro-orm/postgresql';
import { dayOf, daysAfter } from '../../../engine/index.ts';
import type { AddOnsQuery } from '../../../schemas/generated/api/add-ons-query.ts';
import { AddOnSubscription } from './entities.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { findWallet, lockedWallet, record } from '../wallet/wallet.ts';
import { formatMoney, InsufficientFundsError } from '../wallet/wallet-errors.ts';
import { findPack, packOffer, type PackCurrency } from './add-on-packs.ts';

const DEFAULT_PAGE_SIZE = 20;

/** The currency the profile's packs are sold in: its wallet's (INR before it has one). */
export async function packCurrency(em: EntityManager, businessProfileId: number): Promise<PackCurrency> {
  return ((await findWallet(em, businessProfileId))?.currencyCode ?? 'INR') as PackCurrency;
}

/** AP §8 insufficient funds, in words for a pack rather than a campaign. */
export class AddOnFundsError extends InsufficientFundsError {
  constructor(currencyCode: string, shortfallMinor: number) {
    super(currencyCode, shortfallMinor, { key: 'addOnFunds', params: { shortfallMinor, currencyCode } });
    this.message = `Insufficient funds to buy this pack: add ${formatMoney(currencyCode, shortfallMinor)} to your wallet.`;
  }
}

/**
 * Buys a pack from the wallet (decision 182): its total with tax is debited under the wallet's
 * lock, so two purchases at once cannot overdraw it nor both buy a tier; a tier that is still
 * active cannot be bought again (409) until it expires.
 */
export async function buyAddOn(em: EntityManager, businessProfileId: number, packId: string, now = new Date()) {
  const pack = findPack(packId);
  if (pack === undefined) throw new NotFoundError(`No add-on pack "${packId}"`);
  const currencyCode = await packCurrency(em, businessProfileId);
  const offer = packOffer(pack, currencyCode);
  return em.transactional(async (tx) => {
    const wallet = await lockedWallet(tx, businessProfileId, currencyCode);
    const active = await tx.findOne(AddOnSubscription, {
      businessProfile: businessProfileId,
      packId,
      expiresAt: { $gt: now },
    });
    if (active !== null) {
      const until = dayOf(active.expiresAt);
      throw new AppError(409, 409, `The ${pack.tierName} pack is active until ${until}.`, {
        key: 'addOnActive',
        params: { tier: pack.tierName, untilDate: until },
      });
    }
    if (wallet.availableMinor < offer.totalMinor) {
      throw new AddOnFundsError(currencyCode, offer.totalMinor - wallet.availableMinor);
    }
    const debit = record(tx, wallet, { kind: 'addOn', amountMinor: offer.totalMinor });
    const addOn = tx.create(AddOnSubscription, {
      businessProfile: businessProfileId,
      packId,
      tierName: pack.tierName,
      currencyCode,
      priceMinor: offer.priceMinor,
      taxMinor: offer.taxMinor,
      totalMinor: offer.totalMinor,
      startsAt: now,
      expiresAt: daysAfter(now, pack.days),
      walletTransaction: debit,
    });
    await tx.flush();
    return addOn;
  });
}

/** AP §3 add-on pack: tier name, price, tax, expiry; §4 active or expired. */
export function addOnView(addOn: AddOnSubscription, now = new Date()) {
  return {
    id: addOn.id,
    packId: addOn.packId,
    tierName: addOn.tierName,
    currencyCode: addOn.currencyCode,
    priceMinor: addOn.priceMinor,
    taxMinor: addOn.taxMinor,
    totalMinor: addOn.totalMinor,
    startsAt: addOn.startsAt.toISOString(),
    expiresAt: addOn.expiresAt.toISOString(),
    state: addOn.expiresAt > now ? 'active' : 'expired',
  };
}

/** One page of the profile's packs, newest bought first, narrowed to active or expired ones. */
export async function addOnsPage(em: EntityManager, businessProfileId: number, query: AddOnsQuery, now = new Date()) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const expiry =
    query.state === 'active'
      ? { expiresAt: { $gt: now } }
      : query.state === 'expired'
        ? { expiresAt: { $lte: now } }
        : {};
  const [items, total] = await em.findAndCount(
    AddOnSubscription,
    { businessProfile: businessProfileId, ...expiry },
    { orderBy: { startsAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { items: items.map((addOn) => addOnView(addOn, now)), total, page, pageSize };
}
