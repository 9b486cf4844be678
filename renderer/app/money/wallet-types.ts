// What the wallet and payment calls of accounts-and-platform §7 answer (server/modules/wallet,
// server/modules/payments), free of the DOM: pure modules and Node tests read these types.
import type { CurrencyCode, Region, WalletBalances } from '../../../schemas/generated/index.ts';

export type { CurrencyCode };

/** §3 wallet (schemas/api/wallet.schema.json); `currencyCode` is null until the first payment. */
export type Wallet = WalletBalances;

export type TransactionKind = 'addFunds' | 'refund' | 'lock' | 'release' | 'spend' | 'addOn';

export interface WalletTransaction {
  readonly id: number;
  readonly kind: TransactionKind;
  readonly walletAction: 1 | 2 | null;
  readonly amountMinor: number;
  readonly availableAfterMinor: number;
  readonly lockedAfterMinor: number;
  readonly status: 'succeeded' | 'pending' | 'failed';
  readonly campaignId: number | null;
  readonly createdAt: string;
  readonly invoiceId: number | null;
  readonly invoiceNumber: string | null;
  readonly failureReason: string | null;
}

export interface TransactionPage {
  readonly items: readonly WalletTransaction[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

/** What a payment or a refund leaves: its ledger entry and the wallet after it. */
export interface WalletChange {
  readonly transaction: WalletTransaction;
  readonly wallet: Wallet;
}

export type Gateway =
  | { readonly paymentGateway: 'razorpay'; readonly keyId: string; readonly browserScriptUrl: string }
  | { readonly paymentGateway: 'stripe'; readonly publishableKey: string; readonly browserScriptUrl: string };

/** What a top-up costs, priced by the server: the budget, with fee and tax on top. */
export interface Breakdown {
  readonly budgetMinor: number;
  readonly serviceFeeMinor: number;
  readonly taxMinor: number;
  readonly taxBasisPoints: number;
  readonly totalMinor: number;
}

export interface RazorpayOrder {
  readonly id: string;
  readonly amount: number;
  readonly currency: CurrencyCode;
  readonly keyId: string;
  readonly breakdown: Breakdown;
}

/** What Razorpay Checkout hands the page once paid. */
export interface RazorpayPayment {
  readonly razorpay_payment_id: string;
  readonly razorpay_order_id: string;
  readonly razorpay_signature: string;
}

export interface SavedCard {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly isDefault: boolean;
}

export type CardCharge =
  | ({ readonly status: 'succeeded' } & WalletChange)
  | { readonly status: 'requiresAction'; readonly paymentIntentId: string; readonly clientSecret: string | null };

/** The region's prices (OL §9, AP §9): what the top-up form says before anything is ordered. */
export interface PricingBand {
  readonly region: Region;
  readonly currencyCode: CurrencyCode;
  readonly minimumRechargeMinor: number;
  readonly serviceFeeBasisPoints: number;
  readonly taxBasisPoints: number;
  readonly taxKind: 'GST' | 'VAT';
}

/** The region a wallet pays in: its currency's (decision 103: a wallet keeps its first currency). */
export const REGION_OF_CURRENCY: Readonly<Record<CurrencyCode, Region>> = { INR: 'IN', GBP: 'GB' };
