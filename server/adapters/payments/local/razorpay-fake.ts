/**
 * LOCAL FAKE of Razorpay's HTTP API (api.razorpay.com/v1) and of Razorpay Checkout
 * (checkout.razorpay.com/v1/checkout.js), for tests and local development only: no real Razorpay is
 * reachable from here. The official SDK talks to it over HTTP (createRazorpayGateway({ ...keys,
 * apiBase })), with Basic auth, JSON bodies and real HMAC signatures. Only what adflow uses is
 * implemented: orders, payments made through Checkout (auto-captured), refunds.
 */
import { createHmac } from 'node:crypto';
import {
  browserScript,
  fakeId,
  headerOf,
  matchPath,
  nowSeconds,
  startFakeServer,
  type FakeRequest,
  type FakeResponse,
} from './fake-http.ts';

/** What Checkout hands the page's `handler` after a payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout hands `on('payment.failed', …)`. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

export interface FakeRazorpayEventInput {
  event: string;
  payload: Record<string, unknown>;
  contains?: string[];
}

export interface FakeRazorpay {
  /** The fake's origin; give it to createRazorpayGateway as `apiBase` (the SDK adds /v1). */
  readonly url: string;
  readonly apiBase: string;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** The fake Checkout (`window.Razorpay`), to load in place of https://checkout.razorpay.com/v1/checkout.js. */
  readonly browserScriptUrl: string;
  /** Pays an order as a payer in Checkout would (over HTTP, like the fake Checkout's buttons). */
  pay(orderId: string, outcome?: 'success'): Promise<CheckoutSuccess>;
  pay(orderId: string, outcome: 'failure'): Promise<CheckoutFailure>;
  /** A webhook body and its X-Razorpay-Signature header, signed with `webhookSecret`. */
  signedWebhook(event: FakeRazorpayEventInput): { body: string; signature: string };
  orders(): readonly FakeOrder[];
  payments(): readonly FakePayment[];
  close(): Promise<void>;
}

type FakeOrder = ReturnType<typeof newOrder>;
type FakePayment = ReturnType<typeof newPayment>;
type FakeRefund = ReturnType<typeof newRefund>;
type Json = Record<string, unknown>;

class RazorpayFakeError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  constructor(status: number, description: string, field?: string) {
    super(description);
    this.status = status;
    this.field = field;
  }
  response(): FakeResponse {
    const business = this.status === 400;
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: this.message,
      source: business ? 'business' : 'NA',
      step: business ? 'payment_initiation' : 'NA',
      reason: business ? 'input_validation_failed' : 'NA',
      metadata: {},
      ...(this.field === undefined ? {} : { field: this.field }),
    };
    return { status: this.status, body: { error } };
  }
}

const bad = (description: string, field?: string) => new RazorpayFakeError(400, description, field);
const NO_SUCH_ID = 'The id provided does not exist';

/** Starts the fake on 127.0.0.1 at a free port, with fresh keys and no data. */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = `rzp_test_fake${fakeId('', 10).slice(1)}`;
  const keySecret = fakeId('', 24).slice(1);
  const webhookSecret = fakeId('whsec', 24);
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refundsByKey = new Map<string, { fingerprint: string; refund: FakeRefund }>();

  const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex');
  const order = (id: string) => orders.get(id) ?? raise(bad(NO_SUCH_ID, 'id'));
  const payment = (id: string) => payments.get(id) ?? raise(bad(NO_SUCH_ID, 'id'));

  function authenticate(request: FakeRequest): void {
    const [scheme = '', encoded = ''] = (headerOf(request, 'authorization') ?? '').split(' ');
    const [user, ...password] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    if (scheme.toLowerCase() !== 'basic' || user !== keyId || password.join(':') !== keySecret) {
      throw new RazorpayFakeError(401, 'Authentication failed');
    }
  }

  function createOrder(body: Json): FakeOrder {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) throw bad('The amount must be an integer.', 'amount');
    if (amount < 100) throw bad('The amount must be atleast INR 1.00', 'amount');
    const currency = body.currency;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      throw bad('Currency is not supported', 'currency');
    const receipt = body.receipt ?? null;
    if (receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw bad('receipt: The receipt may not be greater than 40 characters.', 'receipt');
    }
    const notes = isRecord(body.notes) ? body.notes : {};
    if (Object.keys(notes).length > 15) throw bad('notes: The notes may not have more than 15 items.', 'notes');
    const created = newOrder(amount, currency, receipt, notes);
    orders.set(created.id, created);
    return created;
  }

  function refund(paymentId: string, body: Json, idempotencyKey: string | undefined): FakeRefund {
    const paid = payment(paymentId);
    if (idempotencyKey !== undefined && !/^[\w-]{10,}$/.test(idempotencyKey)) {
      throw bad(
        'The idempotency key must be at least 10 characters of letters, digits, - and _.',
        'X-Refund-Idempotency',
      );
    }
    // Razorpay replays a key's refund; the same key with another body is refused.
    const fingerprint = `${paymentId} ${JSON.stringify(body)}`;
    const earlier = idempotencyKey === undefined ? undefined : refundsByKey.get(idempotencyKey);
    if (earlier !== undefined) {
      if (earlier.fingerprint !== fingerprint)
        throw bad('Different request with the same idempotency key has already been processed.');
      return earlier.refund;
    }
    if (paid.status === 'refunded') throw bad('The payment has been fully refunded already');
    if (paid.status !== 'captured') throw bad('Only captured payments can be refunded', 'id');
    const remaining = paid.amount - paid.amount_refunded;
    const amount = body.amount ?? remaining;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
      throw bad('The amount must be an integer.', 'amount');
    if (amount > remaining) throw bad('The refund amount provided is greater than amount captured', 'amount');
    const created = newRefund(paid, amount, body);
    paid.amount_refunded += amount;
    paid.refund_status = paid.amount_refunded === paid.amount ? 'full' : 'partial';
    if (paid.amount_refunded === paid.amount) paid.status = 'refunded';
    if (idempotencyKey !== undefined) refundsByKey.set(idempotencyKey, { fingerprint, refund: created });
    return created;
  }

  /** What the fake Checkout's buttons (and pay()) call: the payer pays, or the bank refuses. */
  function checkoutPay(body: Json): FakeResponse {
    if (body.key_id !== keyId) throw new RazorpayFakeError(401, 'Authentication failed');
    const paying = order(String(body.order_id));
    if (paying.status === 'paid') throw bad('Order has already been paid', 'order_id');
    paying.attempts += 1;
    const made = newPayment(paying, body.outcome === 'failure' ? 'failed' : 'captured');
    payments.set(made.id, made);
    if (made.status === 'failed') {
      paying.status = 'attempted';
      const metadata = { order_id: paying.id, payment_id: made.id };
      const error = {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata,
      };
      return { status: 400, body: { error } };
    }
    Object.assign(paying, { status: 'paid', amount_paid: paying.amount, amount_due: 0 });
    const success: CheckoutSuccess = {
      razorpay_payment_id: made.id,
      razorpay_order_id: paying.id,
      razorpay_signature: sign(`${paying.id}|${made.id}`, keySecret),
    };
    return { status: 200, body: success };
  }

  function route(request: FakeRequest): FakeResponse {
    const { method, path } = request;
    if (method === 'GET' && path === '/v1/checkout.js') return browserScript('razorpay-checkout-fake.js');
    const body = method === 'POST' ? parseJson(request.body) : {};
    if (method === 'POST' && path === '/fake/pay') return checkoutPay(body);
    const publicOrder = method === 'GET' ? matchPath('/fake/orders/:id', path) : null;
    if (publicOrder !== null) {
      if (request.query.get('key_id') !== keyId) throw new RazorpayFakeError(401, 'Authentication failed');
      const { id, amount, currency, status } = order(publicOrder.id ?? '');
      return { status: 200, body: { id, amount, currency, status } };
    }
    authenticate(request);
    if (method === 'POST' && path === '/v1/orders') return { status: 200, body: createOrder(body) };
    const orderPath = method === 'GET' ? matchPath('/v1/orders/:id', path) : null;
    if (orderPath !== null) return { status: 200, body: order(orderPath.id ?? '') };
    const paymentPath = method === 'GET' ? matchPath('/v1/payments/:id', path) : null;
    if (paymentPath !== null) return { status: 200, body: payment(paymentPath.id ?? '') };
    const refundPath = method === 'POST' ? matchPath('/v1/payments/:id/refund', path) : null;
    if (refundPath !== null) {
      return { status: 200, body: refund(refundPath.id ?? '', body, headerOf(request, 'x-refund-idempotency')) };
    }
    throw new RazorpayFakeError(404, 'The requested URL was not found on the server.');
  }

  const server = await startFakeServer((request) => {
    try {
      return route(request);
    } catch (error) {
      if (error instanceof RazorpayFakeError) return error.response();
      throw error;
    }
  });

  async function pay(
    orderId: string,
    outcome: 'success' | 'failure' = 'success',
  ): Promise<CheckoutSuccess | CheckoutFailure> {
    const response = await fetch(`${server.url}/fake/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, key_id: keyId, outcome }),
    });
    const body = (await response.json()) as CheckoutSuccess | CheckoutFailure;
    const failedAsAsked = outcome === 'failure' && 'error' in body && body.error.reason === 'payment_failed';
    if (!response.ok && !failedAsAsked) throw new Error(`Razorpay fake refused the payment: ${JSON.stringify(body)}`);
    return body;
  }

  return {
    url: server.url,
    apiBase: server.url,
    keyId,
    keySecret,
    webhookSecret,
    browserScriptUrl: `${server.url}/v1/checkout.js`,
    pay: pay as FakeRazorpay['pay'],
    signedWebhook(event) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_fakeRazorpay01',
        event: event.event,
        contains: event.contains ?? Object.keys(event.payload),
        payload: event.payload,
        created_at: nowSeconds(),
      });
      return { body, signature: sign(body, webhookSecret) };
    },
    orders: () => [...orders.values()].map((each) => structuredClone(each)),
    payments: () => [...payments.values()].map((each) => structuredClone(each)),
    close: () => server.close(),
  };
}

// Razorpay (PHP underneath) sends empty notes as [] rather than {}.
function notesOf(notes: unknown): unknown {
  return isRecord(notes) && Object.keys(notes).length > 0 ? notes : [];
}

function newOrder(amount: number, currency: string, receipt: string | null, notes: Json) {
  return {
    id: fakeId('order', 14),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt,
    offer_id: null,
    status: 'created' as 'created' | 'attempted' | 'paid',
    attempts: 0,
    notes: notesOf(notes),
    created_at: nowSeconds(),
  };
}

function newPayment(paying: FakeOrder, status: 'captured' | 'failed') {
  const failed = status === 'failed';
  const fee = failed ? null : Math.round(paying.amount * 0.02);
  return {
    id: fakeId('pay', 14),
    entity: 'payment',
    amount: paying.amount,
    currency: paying.currency,
    status: status as 'captured' | 'failed' | 'refunded',
    order_id: paying.id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null as 'partial' | 'full' | null,
    captured: !failed,
    description: null,
    card_id: fakeId('card', 14),
    bank: null,
    wallet: null,
    vpa: null,
    email: 'void@razorpay.com',
    contact: '+919999999999',
    notes: [],
    fee,
    tax: fee === null ? null : Math.round(fee * 0.18),
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed' : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: { auth_code: failed ? null : '123456' },
    created_at: nowSeconds(),
  };
}

function newRefund(paid: FakePayment, amount: number, body: Json) {
  return {
    id: fakeId('rfnd', 14),
    entity: 'refund',
    amount,
    receipt: typeof body.receipt === 'string' ? body.receipt : null,
    currency: paid.currency,
    payment_id: paid.id,
    notes: notesOf(body.notes),
    acquirer_data: { arn: null },
    created_at: nowSeconds(),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
  };
}

function raise(error: Error): never {
  throw error;
}

function parseJson(text: string): Json {
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed)) throw bad('The request body must be a JSON object.');
  return parsed;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
