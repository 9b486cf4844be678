import { callApi } from '../../wizard/api.ts';
import type { Gateway } from '../../app/money/wallet-types.ts';

/** What one payment is made of (the server's pricing breakdown): every figure in minor units. */
export interface ChargeBreakdown {
  readonly region: string;
  readonly currencyCode: string;
  readonly budgetMinor: number;
  readonly serviceFeeBasisPoints: number;
  readonly serviceFeeMinor: number;
  readonly taxKind: 'GST' | 'VAT';
  readonly taxBasisPoints: number;
  readonly taxMinor: number;
  readonly totalMinor: number;
}

/** The campaign's whole run: its daily budget for its days. */
export interface PriceBreakdown extends ChargeBreakdown {
  readonly dailyBudgetMinor: number;
  readonly days: number;
}

/** The part of the session's campaign the screen shows. */
export interface CheckoutCampaign {
  readonly id: number;
  readonly name: string;
  /** `YYYY-MM-DD`. */
  readonly startDate: string;
  readonly endDate: string;
  readonly adStatus: number;
}

/** How this region pays (AP §7): the provider's browser script and its public key; the wallet's top-ups answer the same. */
export type PaymentGateway = Gateway;

/** GET /api/localbusiness/{sessionId}/checkout: what launching the session's campaign takes. */
export interface Checkout {
  readonly campaign: CheckoutCampaign;
  readonly price: PriceBreakdown;
  /** What the wallet holds already, in the campaign's currency. */
  readonly availableMinor: number;
  /** What is still to pay before the launch; null when the wallet covers the run. */
  readonly due: ChargeBreakdown | null;
  readonly gateway: PaymentGateway;
}

/** A card saved with Stripe for the business. */
export interface SavedCard {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly isDefault: boolean;
}

/** A Razorpay order for what is due: Checkout is opened with it. */
export interface RazorpayOrder {
  readonly id: string;
  /** The total, in minor units. */
  readonly amount: number;
  readonly currency: string;
  readonly keyId: string;
}

/** What Razorpay Checkout hands its `handler` once paid; the server checks the signature. */
export interface RazorpayPayment {
  readonly razorpay_payment_id: string;
  readonly razorpay_order_id: string;
  readonly razorpay_signature: string;
}

/** A charge of a saved card: paid, or waiting for the bank to confirm (3-D Secure). */
export interface CardCharge {
  readonly status: 'succeeded' | 'requiresAction';
}

const sessionPath = (sessionId: string) => `/localbusiness/${encodeURIComponent(sessionId)}`;

export const fetchCheckout = (sessionId: string): Promise<Checkout> =>
  callApi<Checkout>('GET', `${sessionPath(sessionId)}/checkout`);

export const openRazorpayOrder = (sessionId: string): Promise<RazorpayOrder> =>
  callApi<RazorpayOrder>('POST', `${sessionPath(sessionId)}/payment/razorpay/order`, {});

export const verifyRazorpayPayment = (sessionId: string, payment: RazorpayPayment): Promise<unknown> =>
  callApi('POST', `${sessionPath(sessionId)}/payment/razorpay/verify`, {
    razorpay_payment_id: payment.razorpay_payment_id,
    razorpay_order_id: payment.razorpay_order_id,
    razorpay_signature: payment.razorpay_signature,
  });

// The session's own path, not AP §7's `/localbusiness/stripe/paymentOptions?isForSession=true&sessionId=`:
// the server's query schema refuses `isForSession` there (400).
export const fetchSavedCards = (sessionId: string): Promise<SavedCard[]> =>
  callApi<SavedCard[]>('GET', `${sessionPath(sessionId)}/stripe/paymentOptions`);

/** Saves a card Stripe.js made (a payment method id) for the business. */
export const saveCard = (sessionId: string, paymentMethodId: string): Promise<SavedCard> =>
  callApi<SavedCard>('POST', `${sessionPath(sessionId)}/stripe/paymentOptions`, { paymentMethodId });

/** Charges a saved card what is due; the key makes a repeated request charge once. */
export const chargeCard = (sessionId: string, paymentOptionId: string, idempotencyKey: string): Promise<CardCharge> =>
  callApi<CardCharge>('POST', `${sessionPath(sessionId)}/stripe/paymentIntent`, { paymentOptionId, idempotencyKey });
