import { callApi } from '../../wizard/api.ts';
import type {
  ChargeBreakdown,
  RazorpayCheckoutOrder,
  SavedCard,
  SessionCheckout,
} from '../../../schemas/generated/index.ts';
import type { CardCharge, Gateway } from '../../app/money/wallet-types.ts';

/** What one payment is made of (the server's pricing breakdown): every figure in minor units. */
export type { CardCharge, ChargeBreakdown, SavedCard };

/** How this region pays (AP §7): the provider's browser script and its public key; the wallet's top-ups answer the same. */
export type PaymentGateway = Gateway;

/** GET /api/localbusiness/{sessionId}/checkout (schemas/api/session-checkout.schema.json): what launching the session's campaign takes. */
export type Checkout = SessionCheckout;

/** A Razorpay order for what is due: Checkout is opened with it. */
export type RazorpayOrder = RazorpayCheckoutOrder;

/** What Razorpay Checkout hands its `handler` once paid; the server checks the signature. */
export interface RazorpayPayment {
  readonly razorpay_payment_id: string;
  readonly razorpay_order_id: string;
  readonly razorpay_signature: string;
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
