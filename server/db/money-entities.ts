import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BusinessProfile } from './account-entities.ts';
import { FlowSession } from './entities.ts';
import { FranchiseStore } from './franchise-entities.ts';
import { createdAt, updatedAt } from './timestamps.ts';

/*
 * Campaigns, wallets, payments and invoices (onboarding-and-launch §3, §4; accounts §3, §7).
 * Money is integer minor units in bigint columns, read as JavaScript numbers: every amount is
 * checked to be a safe integer before it is written, so none is ever rounded.
 */
const money = () => p.bigint('number');

/** OL §3 ad statuses: new 1, in review 2, launched 3, deleted 4. */
export const AD_STATUS = Object.freeze({ new: 1, inReview: 2, launched: 3, deleted: 4 });
/** OL §4 campaign statuses. */
export type CampaignStatus = 'None' | 'Active' | 'Paused' | 'Disabled';
/** AP §4: paused by its owner, or by the platform when the funds locked for it ran out. */
export type PauseReason = 'owner' | 'insufficientFunds';

/**
 * A campaign of a business profile (OL §3). One made by the onboarding keeps its session
 * (additionalConfiguration.localBusiness.sessionId), one per session.
 */
export const Campaign = defineEntity({
  name: 'Campaign',
  tableName: 'campaign',
  // The dashboard lists a profile's campaigns.
  indexes: [{ properties: ['businessProfile'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    session: () => p.oneToOne(FlowSession).owner().nullable().unique().deleteRule('set null'),
    name: p.string(),
    objectiveId: p.integer(),
    /** OL §3: daily 1, lifetime 2. */
    budgetType: p.integer(),
    /** The daily budget (budget type 1) or the whole budget (2). */
    budgetMinor: money(),
    currencyCode: p.string(),
    region: p.string(),
    /** OL §3: run continuously 1, schedule 2. */
    schedulingMode: p.integer(),
    startDate: p.datetime(),
    endDate: p.datetime(),
    isDraft: p.boolean(),
    status: p.string().$type<CampaignStatus>(),
    pauseReason: p.string().$type<PauseReason>().nullable(),
    /** A franchise headquarters' campaign runs for one of its stores, on that store's budget (AP §3). */
    franchiseStore: () => p.manyToOne(FranchiseStore).nullable().deleteRule('set null'),
    adStatus: p.integer(),
    launchState: p.integer(),
    additionalConfiguration: p.json<Record<string, unknown>>(),
    /** What the launch locked in the wallet for the campaign's whole run. */
    lockedMinor: money().default(0),
    submittedAt: p.datetime().nullable(),
    /** OL §1: reviewed and launched within 2 working days of the launch. */
    reviewDueAt: p.datetime().nullable(),
    launchedAt: p.datetime().nullable(),
    reviewedBy: p.integer().nullable(),
    version: p.integer().version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Campaign = InferEntity<typeof Campaign>;

/**
 * A business profile's wallet (AP §3): what it may spend and what launched campaigns hold.
 * Every change takes the row's lock first, so concurrent debits queue instead of overdrawing; the
 * database refuses a negative balance besides.
 */
export const Wallet = defineEntity({
  name: 'Wallet',
  tableName: 'wallet',
  checks: [
    { name: 'wallet_available_not_negative', expression: 'available_minor >= 0' },
    { name: 'wallet_locked_not_negative', expression: 'locked_minor >= 0' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.oneToOne(BusinessProfile).owner().unique().deleteRule('cascade'),
    currencyCode: p.string(),
    availableMinor: money(),
    lockedMinor: money(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Wallet = InferEntity<typeof Wallet>;

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

/**
 * What moved money in a wallet: AP §3 wallet action 1 add funds, 2 refund; the rest are internal
 * (addOn: an add-on pack bought from the wallet, decision 182).
 */
export type WalletEntryKind = 'addFunds' | 'refund' | 'lock' | 'release' | 'spend' | 'addOn';
export type PaymentProvider = 'stripe' | 'razorpay';

/**
 * One movement of a wallet (AP §3 transactions). A provider payment credits once (unique), and a
 * request repeated with its idempotency key finds the entry it made the first time.
 */
export const WalletTransaction = defineEntity({
  name: 'WalletTransaction',
  tableName: 'wallet_transaction',
  uniques: [
    { name: 'wallet_transaction_idempotency', properties: ['wallet', 'idempotencyKey'] },
    { name: 'wallet_transaction_provider_payment', properties: ['provider', 'providerPaymentId'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    wallet: () => p.manyToOne(Wallet).deleteRule('cascade'),
    kind: p.string().$type<WalletEntryKind>(),
    /** Always positive: the kind says which way it moved. */
    amountMinor: money(),
    availableAfterMinor: money(),
    lockedAfterMinor: money(),
    /** A refund is pending until the provider confirms it, failed (and given back) if it refuses. */
    status: p.string().$type<'succeeded' | 'pending' | 'failed'>(),
    idempotencyKey: p.string().nullable(),
    /** What the request was, so a key reused for a different request is refused. */
    requestFingerprint: p.string().nullable(),
    provider: p.string().$type<PaymentProvider>().nullable(),
    providerPaymentId: p.string().nullable(),
    providerRefundId: p.string().nullable(),
    /** The payment (an addFunds entry) a refund gives money back from. */
    refundOf: () => p.manyToOne(WalletTransaction).nullable().deleteRule('set null'),
    /** What the provider gives back for a refund: its ad spend with the fee and tax paid on it. */
    providerAmountMinor: money().nullable(),
    campaign: () => p.manyToOne(Campaign).nullable().deleteRule('set null'),
    failureReason: p.text().nullable(),
    createdAt: createdAt(),
  },
});
export type WalletTransaction = InferEntity<typeof WalletTransaction>;

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

/** An invoice of a payment (AP §2 /invoice/{id}): numbered, with GST or VAT, as a PDF on demand. */
export const Invoice = defineEntity({
  name: 'Invoice',
  tableName: 'invoice',
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    transaction: () => p.oneToOne(WalletTransaction).owner().unique().deleteRule('cascade'),
    order: () => p.oneToOne(PaymentOrder).owner().unique().deleteRule('cascade'),
    issuedAt: p.datetime(),
    createdAt: createdAt(),
  },
});
export type Invoice = InferEntity<typeof Invoice>;

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

/** What was sent to an ad network for a campaign (one per channel), by whichever adapter sent it. */
export const ChannelPublication = defineEntity({
  name: 'ChannelPublication',
  tableName: 'channel_publication',
  uniques: [{ name: 'channel_publication_campaign_channel', properties: ['campaign', 'channel'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    /** OL §1 channels: search 1, social 2, photo-sharing 3. */
    channel: p.integer(),
    adapter: p.string(),
    payload: p.json<Record<string, unknown>>(),
    externalId: p.string(),
    publishedAt: createdAt(),
  },
});
export type ChannelPublication = InferEntity<typeof ChannelPublication>;

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

export const moneyEntities = [
  PaymentCustomer,
  PromoCode,
  PromoRedemption,
  Campaign,
  Wallet,
  WalletTransaction,
  PaymentOrder,
  Invoice,
  ProviderEvent,
  ChannelPublication,
];
