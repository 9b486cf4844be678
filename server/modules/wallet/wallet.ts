import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Campaign } from '../campaigns/entities.ts';
import type { PaymentProvider } from '../payments/entities.ts';
import { Wallet, WalletTransaction, type WalletEntryKind } from './entities.ts';
import { IdempotencyKeyReusedError, InsufficientFundsError, WalletCurrencyError } from './wallet-errors.ts';

/**
 * The wallet's ledger (AP §3, §7). Every change runs in a transaction that first locks the
 * wallet's row (SELECT … FOR UPDATE), so two processes debiting one wallet queue rather than both
 * reading the same balance; the balance columns and the entry written agree at every commit.
 */

/** The profile's wallet, made on first use in the currency of the region it is first used in. */
export async function ensureWallet(em: EntityManager, businessProfileId: number, currencyCode: string): Promise<void> {
  // Two first payments at once must not make two wallets: the unique profile column settles it.
  // Inside a transaction it runs on the transaction's own connection: taking a second one from
  // the pool deadlocks once every connection is held by a transaction waiting to do the same.
  await em.getConnection().execute(
    `insert into wallet (business_profile_id, currency_code, available_minor, locked_minor, created_at, updated_at)
       values (?, ?, 0, 0, now(), now()) on conflict (business_profile_id) do nothing`,
    [businessProfileId, currencyCode],
    'run',
    em.getTransactionContext(),
  );
}

/** The wallet, locked until the transaction `tx` ends. */
export async function lockedWallet(
  tx: EntityManager,
  businessProfileId: number,
  currencyCode: string,
): Promise<Wallet> {
  const lock = () =>
    tx.findOne(Wallet, { businessProfile: businessProfileId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  // The wallet exists on every debit but the first: make it only when the lock finds none.
  let wallet = await lock();
  if (wallet === null) {
    await ensureWallet(tx, businessProfileId, currencyCode);
    wallet = await lock();
  }
  if (wallet === null) throw new Error(`The wallet of business profile ${String(businessProfileId)} was not made`);
  if (wallet.currencyCode !== currencyCode) throw new WalletCurrencyError(wallet.currencyCode, currencyCode);
  return wallet;
}

export async function findWallet(em: EntityManager, businessProfileId: number): Promise<Wallet | null> {
  return em.findOne(Wallet, { businessProfile: businessProfileId }, { refresh: true });
}

interface Entry {
  readonly kind: WalletEntryKind;
  readonly amountMinor: number;
  readonly status?: WalletTransaction['status'];
  readonly idempotencyKey?: string;
  readonly requestFingerprint?: string;
  readonly provider?: PaymentProvider;
  readonly providerPaymentId?: string;
  readonly campaign?: Campaign;
}

/** Applies a movement to the locked wallet and records it; the amounts must leave both balances ≥ 0. */
export function record(tx: EntityManager, wallet: Wallet, entry: Entry): WalletTransaction {
  const { available, locked } = balancesAfter(wallet, entry.kind, entry.amountMinor);
  wallet.availableMinor = available;
  wallet.lockedMinor = locked;
  return tx.create(WalletTransaction, {
    wallet,
    kind: entry.kind,
    amountMinor: entry.amountMinor,
    availableAfterMinor: available,
    lockedAfterMinor: locked,
    status: entry.status ?? 'succeeded',
    idempotencyKey: entry.idempotencyKey ?? null,
    requestFingerprint: entry.requestFingerprint ?? null,
    provider: entry.provider ?? null,
    providerPaymentId: entry.providerPaymentId ?? null,
    campaign: entry.campaign ?? null,
  });
}

function balancesAfter(wallet: Wallet, kind: WalletEntryKind, amount: number): { available: number; locked: number } {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`A wallet movement must be positive: ${amount}`);
  const available = wallet.availableMinor;
  const locked = wallet.lockedMinor;
  switch (kind) {
    case 'addFunds':
      return { available: available + amount, locked };
    case 'refund':
    case 'addOn':
      return { available: requireCovered(wallet, available, amount), locked };
    case 'lock':
      return { available: requireCovered(wallet, available, amount), locked: locked + amount };
    case 'release':
      return { available: available + amount, locked: locked - amount };
    case 'spend':
      return { available, locked: locked - amount };
  }
}

function requireCovered(wallet: Wallet, available: number, amount: number): number {
  if (available < amount) throw new InsufficientFundsError(wallet.currencyCode, amount - available);
  return available - amount;
}

/** A stable digest of a request, to tell a repeat (same key, same request) from a key reused for another. */
export function fingerprint(request: Readonly<Record<string, unknown>>): string {
  const sorted = Object.keys(request)
    .sort()
    .map((key) => [key, request[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * The entry an idempotency key made before, if any: the same request answers it again; a
 * different request under the same key is refused.
 */
export async function earlierEntry(
  tx: EntityManager,
  wallet: Wallet,
  idempotencyKey: string,
  requestFingerprint: string,
): Promise<WalletTransaction | null> {
  const earlier = await tx.findOne(WalletTransaction, { wallet, idempotencyKey });
  if (earlier !== null && earlier.requestFingerprint !== requestFingerprint) throw new IdempotencyKeyReusedError();
  return earlier;
}

export interface TransactionPage {
  readonly items: readonly WalletTransaction[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

/** AP §7 GET /payment/wallet/transactions (limit, page): newest first; pages count from 1. */
export async function transactionsOf(
  em: EntityManager,
  businessProfileId: number,
  page: number,
  limit: number,
): Promise<TransactionPage> {
  const [items, total] = await em.findAndCount(
    WalletTransaction,
    { wallet: { businessProfile: businessProfileId } },
    // The campaign's name labels a lock, release or spend in the ledger.
    { orderBy: { id: 'desc' }, limit, offset: (page - 1) * limit, populate: ['campaign'] },
  );
  return { items, total, page, limit };
}
