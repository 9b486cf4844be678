// What the wallet and payment calls of accounts-and-platform §7 answer (server/modules/wallet,
// server/modules/payments), free of the DOM: pure modules and Node tests read these types.
import type {
  CardPaymentRequiresAction,
  CardPaymentSucceeded,
  CurrencyCode,
  PaymentGateway,
  RazorpayCheckoutOrder,
  Region,
  RegionPricingBand,
  SavedCard,
  WalletBalances,
  WalletChange,
  WalletTransaction,
} from '../../../schemas/generated/index.ts';

export type { CurrencyCode, SavedCard, WalletChange, WalletTransaction };

/** §3 wallet (schemas/api/wallet.schema.json); `currencyCode` is null until the first payment. */
export type Wallet = WalletBalances;

export type TransactionKind = WalletTransaction['kind'];

/** How a region pays (schemas/api/payment-gateway.schema.json): Razorpay's key id or Stripe's publishable key. */
export type Gateway = PaymentGateway;

export type RazorpayOrder = RazorpayCheckoutOrder;

/** What Razorpay Checkout hands the page once paid. */
export interface RazorpayPayment {
  readonly razorpay_payment_id: string;
  readonly razorpay_order_id: string;
  readonly razorpay_signature: string;
}

/** A card charge: paid (200), or waiting for the bank to confirm (202). */
export type CardCharge = CardPaymentSucceeded | CardPaymentRequiresAction;

/** The region's prices (OL §9, AP §9): what the top-up form says before anything is ordered. */
export type PricingBand = RegionPricingBand;

/** The region a wallet pays in: its currency's (decision 103: a wallet keeps its first currency). */
export const REGION_OF_CURRENCY: Readonly<Record<CurrencyCode, Region>> = { INR: 'IN', GBP: 'GB' };
