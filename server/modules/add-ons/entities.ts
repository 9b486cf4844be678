import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';
import { WalletTransaction } from '../wallet/entities.ts';

/**
 * An add-on pack a business profile bought (AP §1 "add-on subscriptions (active or expired)", §3
 * add-on pack: tier name, price, tax, expiry; decision 182). The price and tax are kept as
 * charged; active until it expires.
 */
export const AddOnSubscription = defineEntity({
  name: 'AddOnSubscription',
  tableName: 'add_on_subscription',
  indexes: [{ name: 'add_on_profile_expires', properties: ['businessProfile', 'expiresAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    packId: p.string().length(40),
    tierName: p.string().length(60),
    currencyCode: p.string().length(3),
    priceMinor: p.bigint('number'),
    taxMinor: p.bigint('number'),
    totalMinor: p.bigint('number'),
    startsAt: p.datetime(),
    expiresAt: p.datetime(),
    /** The wallet's debit that paid for it. */
    walletTransaction: () => p.manyToOne(WalletTransaction).deleteRule('cascade'),
    createdAt: createdAt(),
  },
});
export type AddOnSubscription = InferEntity<typeof AddOnSubscription>;
