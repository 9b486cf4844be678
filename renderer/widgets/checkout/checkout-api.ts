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

export const fetchCheckout = (sessionId: string): Promise<Checkout> =>
  callApi({ method: 'GET', path: '/localbusiness/{sessionId}/checkout', params: { sessionId } });

export const openRazorpayOrder = (sessionId: string): Promise<RazorpayOrder> =>
  callApi({
    method: 'POST',
    path: '/localbusiness/{sessionId}/payment/razorpay/order',
    params: { sessionId },
    body: {},
  });

export const verifyRazorpayPayment = (sessionId: string, payment: RazorpayPayment): Promise<unknown> =>
  callApi({
    method: 'POST',
    path: '/localbusiness/{sessionId}/payment/razorpay/verify',
    params: { sessionId },
    body: {
      razorpay_payment_id: payment.razorpay_payment_id,
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_signature: payment.razorpay_signature,
    },
  });

// The session's own path, not AP §7's `/localbusiness/stripe/paymentOptions?isForSession=true&sessionId=`:
// the server's query schema refuses `isForSession` there (400).
export const fetchSavedCards = (sessionId: string): Promise<SavedCard[]> =>
  callApi({ method: 'GET', path: '/localbusiness/{sessionId}/stripe/paymentOptions', params: { sessionId } });

/** Saves a card Stripe.js made (a payment method id) for the business. */
export const saveCard = (sessionId: string, paymentMethodId: string): Promise<SavedCard> =>
  callApi({
    method: 'POST',
    path: '/localbusiness/{sessionId}/stripe/paymentOptions',
    params: { sessionId },
    body: { paymentMethodId },
  });

/** Charges a saved card what is due; the key makes a repeated request charge once. */
export const chargeCard = (sessionId: string, paymentOptionId: string, idempotencyKey: string): Promise<CardCharge> =>
  callApi({
    method: 'POST',
    path: '/localbusiness/{sessionId}/stripe/paymentIntent',
    params: { sessionId },
    body: { paymentOptionId, idempotencyKey },
  });
