import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt, money } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';
import { Campaign } from '../campaigns/entities.ts';
import type { PaymentProvider } from '../payments/entities.ts';

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
 * What moved money in a wallet: AP §3 wallet action 1 add funds, 2 refund; the rest are internal
 * (addOn: an add-on pack bought from the wallet, decision 182).
 */
export type WalletEntryKind = 'addFunds' | 'refund' | 'lock' | 'release' | 'spend' | 'addOn';

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
