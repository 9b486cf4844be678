import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { PaymentProviderError } from './payment-provider-error.ts';

export interface RazorpayGatewayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** fake/local API origin, e.g. http://127.0.0.1:PORT (the SDK adds /v1); absent = api.razorpay.com */
  apiBase?: string;
  /** where the browser loads Checkout from; default https://checkout.razorpay.com/v1/checkout.js */
  browserScriptUrl?: string;
}

export interface RazorpayOrder {
  orderId: string;
  amountMinor: number;
  currency: string;
  status: string;
  receipt: string;
}

export interface RazorpayPayment {
  id: string;
  orderId: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  amountMinor: number;
  currency: string;
}

export interface RazorpayGateway {
  readonly keyId: string;
  readonly browserScriptUrl: string;
  /** An order for Checkout to pay, in full (partial_payment false). */
  createOrder(input: {
    amountMinor: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  /** The HMAC Checkout hands the page (order_id|payment_id under the key secret), checked by the SDK. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /** The key goes in X-Refund-Idempotency, so a retry refunds once. */
  refund(input: {
    paymentId: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  /** The X-Razorpay-Signature header checked against the raw body by the SDK. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

const CHECKOUT_JS_URL = 'https://checkout.razorpay.com/v1/checkout.js';

// The SDK's axios has no timeout at all: a provider that stops answering would hold a request forever.
const REQUEST_TIMEOUT_MS = 30_000;

/** The gateway over the official SDK; `apiBase` points it at a local fake (local/razorpay-fake.ts). */
export function createRazorpayGateway(config: RazorpayGatewayConfig): RazorpayGateway {
  function client(extraHeaders: Record<string, string> = {}): Razorpay {
    const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
    const http = httpOf(sdk);
    if (config.apiBase !== undefined) http.defaults.baseURL = config.apiBase;
    http.defaults.timeout = REQUEST_TIMEOUT_MS;
    Object.assign(http.defaults.headers.common, extraHeaders);
    return sdk;
  }
  const shared = client();

  return {
    keyId: config.keyId,
    browserScriptUrl: config.browserScriptUrl ?? CHECKOUT_JS_URL,

    createOrder: ({ amountMinor, currency, receipt, notes }) =>
      passThrough(async () => {
        const order = await shared.orders.create({
          amount: minorUnits(amountMinor),
          currency,
          receipt,
          notes,
          partial_payment: false,
        });
        return {
          orderId: order.id,
          amountMinor: Number(order.amount),
          currency: order.currency,
          status: order.status,
          receipt: order.receipt ?? receipt,
        };
      }),

    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, config.keySecret),

    fetchPayment: (paymentId) =>
      passThrough(async () => {
        const found = await shared.payments.fetch(paymentId);
        return {
          id: found.id,
          orderId: found.order_id,
          status: found.status,
          amountMinor: Number(found.amount),
          currency: found.currency,
        };
      }),

    refund: ({ paymentId, amountMinor, idempotencyKey }) =>
      passThrough(async () => {
        // The SDK has no per-request headers (it drops all but two), so this call gets its own client.
        const sdk = client({ 'X-Refund-Idempotency': refundIdempotencyKey(idempotencyKey) });
        const refund = await sdk.payments.refund(paymentId, { amount: minorUnits(amountMinor) });
        return { id: refund.id, status: refund.status };
      }),

    verifyWebhook: (rawBody, signature) => validateWebhookSignature(rawBody, signature, config.webhookSecret),
  };
}

/** The part of the SDK's axios instance we set: not in its types (razorpay@2.9 `api.rq`). */
interface SdkHttp {
  defaults: { baseURL?: string; timeout?: number; headers: { common: Record<string, unknown> } };
}

function httpOf(sdk: Razorpay): SdkHttp {
  // The constructor hard-codes https://api.razorpay.com and has no timeout or base-URL option.
  return (sdk.api as unknown as { rq: SdkHttp }).rq;
}

/** How the SDK rejects when Razorpay answered: `{ statusCode, error: { code, description } }`. */
interface RazorpayRejection {
  statusCode: number | string;
  error?: { code?: string; description?: string };
}

function isRejection(value: unknown): value is RazorpayRejection {
  return typeof value === 'object' && value !== null && 'statusCode' in value;
}

/**
 * Runs an SDK call; Razorpay's refusals become PaymentProviderError with its description. When no
 * answer came, the SDK's own error handler fails reading `err.response.status` and rejects with a
 * TypeError, so anything that is not its rejection shape means "not reached".
 */
async function passThrough<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RangeError) throw error;
    const description = isRejection(error) ? error.error?.description : undefined;
    if (!isRejection(error) || description === undefined || description === '') {
      throw PaymentProviderError.unreachable('razorpay', error);
    }
    throw new PaymentProviderError('razorpay', description, error.error?.code ?? null, error);
  }
}

/**
 * Razorpay takes 10+ characters of letters, digits, '-' and '_'; our keys may hold others (':'), so
 * those are hashed: the same key still maps to the same header, which is all idempotency needs.
 */
function refundIdempotencyKey(key: string): string {
  return /^[\w-]{10,64}$/.test(key) ? key : createHash('sha256').update(key).digest('hex');
}

// Amounts are whole minor units (paise); a fraction here is a bug upstream, not a payer's error.
function minorUnits(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in minor units: ${amount}`);
  return amount;
}
