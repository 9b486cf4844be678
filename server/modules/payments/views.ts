import type { Invoice } from '../invoices/entities.ts';
import type { PaymentOrder } from './entities.ts';
import type { Wallet, WalletTransaction } from '../wallet/entities.ts';
import type { Credit } from './payments.ts';

/** AP §3: "Transactions carry id, invoice id and number". */
export const invoiceNumber = (invoice: Pick<Invoice, 'id' | 'issuedAt'>): string =>
  `INV-${String(invoice.issuedAt.getUTCFullYear())}-${String(invoice.id).padStart(6, '0')}`;

/** What Razorpay Checkout is opened with (the order's id, amount and currency, and the public key). */
export function orderView(order: PaymentOrder, keyId: string) {
  return {
    id: order.providerOrderId,
    amount: order.totalMinor,
    currency: order.currencyCode,
    keyId,
    breakdown: {
      budgetMinor: order.budgetMinor,
      serviceFeeMinor: order.serviceFeeMinor,
      taxMinor: order.taxMinor,
      taxBasisPoints: order.taxBasisPoints,
      totalMinor: order.totalMinor,
    },
  };
}

/** AP §3 wallet: available balance and locked funds. */
export function walletView(wallet: Pick<Wallet, 'currencyCode' | 'availableMinor' | 'lockedMinor'> | null) {
  return {
    currencyCode: wallet?.currencyCode ?? null,
    availableBalance: wallet?.availableMinor ?? 0,
    lockedFunds: wallet?.lockedMinor ?? 0,
  };
}

export function transactionView(transaction: WalletTransaction, invoice: Invoice | null) {
  return {
    id: transaction.id,
    kind: transaction.kind,
    walletAction: transaction.kind === 'addFunds' ? 1 : transaction.kind === 'refund' ? 2 : null,
    amountMinor: transaction.amountMinor,
    availableAfterMinor: transaction.availableAfterMinor,
    lockedAfterMinor: transaction.lockedAfterMinor,
    status: transaction.status,
    campaignId: transaction.campaign?.id ?? null,
    campaignName: transaction.campaign?.name ?? null,
    createdAt: transaction.createdAt.toISOString(),
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice === null ? null : invoiceNumber(invoice),
    failureReason: transaction.failureReason ?? null,
  };
}

export function creditView(credit: Credit) {
  return {
    transaction: transactionView(credit.transaction, credit.invoice),
    wallet: walletView(credit.wallet),
  };
}
