import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';
import { Campaign } from '../campaigns/entities.ts';

/**
 * A promo code (OL §3 pricing band level: currencyCode, promoCode; §8 invalid, already used): it
 * sets the service fee of the payments it is used for, in its currency, until it expires.
 */
export const PromoCode = defineEntity({
  name: 'PromoCode',
  tableName: 'promo_code',
  properties: {
    /** Upper case; codes are typed by people. */
    code: p.string().primary(),
    currencyCode: p.string(),
    serviceFeeBasisPoints: p.integer(),
    validUntil: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type PromoCode = InferEntity<typeof PromoCode>;

/** A promo code used by a business profile, for one campaign: once per profile (OL §8 "already used"). */
export const PromoRedemption = defineEntity({
  name: 'PromoRedemption',
  tableName: 'promo_redemption',
  properties: {
    promoCode: () => p.manyToOne(PromoCode).primary().deleteRule('cascade'),
    businessProfile: () => p.manyToOne(BusinessProfile).primary().deleteRule('cascade'),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    createdAt: createdAt(),
  },
});
export type PromoRedemption = InferEntity<typeof PromoRedemption>;
