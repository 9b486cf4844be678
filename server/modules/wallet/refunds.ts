import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentProviderError } from '../../adapters/payments/payment-provider-error.ts';
import { Invoice } from '../invoices/entities.ts';
import { Wallet, WalletTransaction } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import { RefundRefusedError, RefundTooLargeError } from './wallet-errors.ts';
import { earlierEntry, fingerprint, findWallet, lockedWallet, record } from './wallet.ts';

export interface RefundRequest {
  readonly amountMinor: number;
  readonly idempotencyKey: string;
}

/**
 * AP §7 POST /payment/wallet with walletAction 2: gives unspent funds back to the card or account
 * they came from. The wallet is debited first, under its lock, as a pending refund; the provider
 * is asked after the commit (never while the wallet is locked); a refusal gives the money back.
 * The same key answers the first refund again.
 */
export async function refund(
  em: EntityManager,
  gateways: PaymentGateways,
  businessProfileId: number,
  request: RefundRequest,
): Promise<WalletTransaction> {
  const existing = await findWallet(em, businessProfileId);
  if (existing === null) throw new NotFoundError('This business profile has no wallet yet.');
  const requestFingerprint = fingerprint({ action: 2, amountMinor: request.amountMinor });
  const entry = await em.transactional(async (tx) => {
    const wallet = await lockedWallet(tx, businessProfileId, existing.currencyCode);
    const earlier = await earlierEntry(tx, wallet, request.idempotencyKey, requestFingerprint);
    if (earlier !== null) return { entry: earlier, isNew: false };
    const { source, refunded } = await refundSource(tx, wallet, request.amountMinor);
    const pending = record(tx, wallet, {
      kind: 'refund',
      amountMinor: request.amountMinor,
      status: 'pending',
      idempotencyKey: request.idempotencyKey,
      requestFingerprint,
      ...(source.provider !== null && { provider: source.provider }),
    });
    pending.refundOf = source;
    pending.providerAmountMinor = await providerAmount(tx, source, refunded, request.amountMinor);
    await tx.flush();
    return { entry: pending, isNew: true };
  });
  // A repeat answers as the first did: the refund, or the provider's refusal (the money is back).
  if (!entry.isNew && entry.entry.status === 'failed') throw new RefundRefusedError(entry.entry.failureReason ?? '');
  if (!entry.isNew && entry.entry.status !== 'pending') return entry.entry;
  return askProvider(em, gateways, entry.entry);
}

/**
 * The newest payment with enough left to give back: a refund goes back to one payment, so it is
 * at most the largest amount any single payment still holds (decision 104).
 */
async function refundSource(
  tx: EntityManager,
  wallet: Wallet,
  amountMinor: number,
): Promise<{ source: WalletTransaction; refunded: readonly WalletTransaction[] }> {
  const payments = await tx.find(
    WalletTransaction,
    { wallet, kind: 'addFunds', status: 'succeeded', providerPaymentId: { $ne: null } },
    { orderBy: { id: 'desc' } },
  );
  const refunds = await tx.find(WalletTransaction, { wallet, kind: 'refund', status: { $ne: 'failed' } });
  const refundsOf = (payment: WalletTransaction) => refunds.filter((r) => r.refundOf?.id === payment.id);
  const refundedFrom = (payment: WalletTransaction) => sum(refundsOf(payment).map((r) => r.amountMinor));
  const refundable = payments.map((payment) => ({ payment, left: payment.amountMinor - refundedFrom(payment) }));
  const source = refundable.find(({ left }) => left >= amountMinor);
  const most = Math.min(wallet.availableMinor, Math.max(0, ...refundable.map(({ left }) => left)));
  if (source === undefined || amountMinor > wallet.availableMinor)
    throw new RefundTooLargeError(wallet.currencyCode, most);
  return { source: source.payment, refunded: refundsOf(source.payment) };
}

const sum = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);

/**
 * What the provider gives back: the refunded share of what that payment charged (its own fee and
 * tax, a promo code's too), counted over all its refunds so rounding never adds up in anyone's
 * favour; the refund that empties the payment returns exactly what is left of its charge.
 */
async function providerAmount(
  tx: EntityManager,
  source: WalletTransaction,
  earlier: readonly WalletTransaction[],
  amountMinor: number,
): Promise<number> {
  const invoice = await tx.findOneOrFail(Invoice, { transaction: source }, { populate: ['order'] });
  const { budgetMinor, totalMinor } = invoice.order;
  const budgetRefunded = sum(earlier.map((r) => r.amountMinor)) + amountMinor;
  const chargeRefunded = sum(earlier.map((r) => r.providerAmountMinor ?? 0));
  const owed = Number((BigInt(budgetRefunded) * BigInt(totalMinor)) / BigInt(budgetMinor));
  return owed - chargeRefunded;
}

async function askProvider(
  em: EntityManager,
  gateways: PaymentGateways,
  entry: WalletTransaction,
): Promise<WalletTransaction> {
  // A repeat of the request finds the entry without its payment loaded: read the payment itself.
  const sourceId = entry.refundOf?.id ?? null;
  const source = sourceId === null ? null : await em.findOne(WalletTransaction, { id: sourceId });
  const paymentId = source?.providerPaymentId ?? null;
  const amountMinor = entry.providerAmountMinor ?? entry.amountMinor;
  const idempotencyKey = `refund-${String(entry.id)}`;
  try {
    if (source === null || paymentId === null) throw new Error(`Refund ${String(entry.id)} names no provider payment`);
    const refunded =
      source.provider === 'stripe'
        ? await gateways.stripe.refund({ paymentIntentId: paymentId, amountMinor, idempotencyKey })
        : await gateways.razorpay.refund({ paymentId, amountMinor, idempotencyKey });
    return await settle(em, entry, { status: 'succeeded', providerRefundId: refunded.id });
  } catch (error) {
    // Only a refusal gives the money back. Unreached (a timeout), the provider may have refunded:
    // the refund stays pending, and a repeat of the request asks again with the same key.
    if (!(error instanceof PaymentProviderError) || error.providerCode === null) throw error;
    await settle(em, entry, { status: 'failed', failureReason: error.message });
    throw error;
  }
}

/** Marks the pending refund done, or failed with its money back in the wallet. */
async function settle(
  em: EntityManager,
  entry: WalletTransaction,
  outcome: { status: 'succeeded'; providerRefundId: string } | { status: 'failed'; failureReason: string },
): Promise<WalletTransaction> {
  return em.transactional(async (tx) => {
    const wallet = await tx.findOneOrFail(
      Wallet,
      { id: entry.wallet.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    const pending = await tx.findOneOrFail(WalletTransaction, { id: entry.id }, { refresh: true });
    if (pending.status !== 'pending') return pending;
    pending.status = outcome.status;
    if (outcome.status === 'succeeded') pending.providerRefundId = outcome.providerRefundId;
    else {
      pending.failureReason = outcome.failureReason;
      wallet.availableMinor += pending.amountMinor;
    }
    await tx.flush();
    return pending;
  });
}
