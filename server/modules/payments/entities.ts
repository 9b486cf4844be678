import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, money } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';

/**
 * The card provider's customer of a business profile, made when its first card is saved: apart
 * from the wallet, whose currency only a payment may choose.
 */
export const PaymentCustomer = defineEntity({
  name: 'PaymentCustomer',
  tableName: 'payment_customer',
  properties: {
    businessProfile: () => p.oneToOne(BusinessProfile).owner().primary().deleteRule('cascade'),
    stripeCustomerId: p.string(),
    createdAt: createdAt(),
  },
});
export type PaymentCustomer = InferEntity<typeof PaymentCustomer>;

export type PaymentProvider = 'stripe' | 'razorpay';

/**
 * A payment asked of a provider (a Razorpay order, a card payment): what it is for, priced once by
 * the breakdown, so the credit and the invoice use the figures the user was shown and charged.
 */
export const PaymentOrder = defineEntity({
  name: 'PaymentOrder',
  tableName: 'payment_order',
  uniques: [{ name: 'payment_order_provider_order', properties: ['provider', 'providerOrderId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    provider: p.string().$type<PaymentProvider>(),
    providerOrderId: p.string(),
    region: p.string(),
    currencyCode: p.string(),
    budgetMinor: money(),
    serviceFeeMinor: money(),
    taxMinor: money(),
    totalMinor: money(),
    taxBasisPoints: p.integer(),
    /** Who the invoice is made out to (GST details when asked for). */
    billing: p.json<Record<string, unknown>>(),
    status: p.string().$type<'created' | 'paid' | 'failed'>(),
    createdAt: createdAt(),
  },
});
export type PaymentOrder = InferEntity<typeof PaymentOrder>;

/** A provider's webhook event, kept so a retried delivery changes nothing. */
export const ProviderEvent = defineEntity({
  name: 'ProviderEvent',
  tableName: 'provider_event',
  properties: {
    provider: p.string().primary(),
    eventId: p.string().primary(),
    type: p.string(),
    receivedAt: createdAt(),
  },
});
export type ProviderEvent = InferEntity<typeof ProviderEvent>;
