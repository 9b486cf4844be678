/**
 * LOCAL FAKE of Stripe's HTTP API (api.stripe.com/v1) and of Stripe.js (js.stripe.com/v3), for
 * tests and local development only: no real Stripe is reachable from here. The official SDK talks
 * to it over HTTP (createStripeGateway({ ...keys, apiBase })), so requests, form encoding, keys,
 * idempotency and webhook signatures are the real ones. Only what adflow uses is implemented:
 * customers, card payment methods, payment intents (confirm now), refunds; Stripe's test cards decide
 * the outcome (stripe-fake-objects.ts); the account's objects and routes are in stripe-fake-account.ts.
 */
import Stripe from 'stripe';
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
import { createFakeStripeAccount, type Call, type Route } from './stripe-fake-account.ts';
import {
  StripeFakeError,
  decodeForm,
  text,
  type FakePaymentIntent,
  type FakeRefund,
  type FormFields,
} from './stripe-fake-objects.ts';

export type { FakePaymentIntent, FakeRefund } from './stripe-fake-objects.ts';

/** An event to sign; id, created and the rest are filled in as Stripe sends them. */
export interface FakeStripeEventInput {
  id?: string;
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

export interface FakeStripe {
  /** The fake's origin; give it to createStripeGateway as `apiBase`. */
  readonly url: string;
  readonly apiBase: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** The fake Stripe.js (`window.Stripe`), to load in place of https://js.stripe.com/v3. */
  readonly browserScriptUrl: string;
  /** What Stripe.js does with a card form: POST /v1/payment_methods with the publishable key; the pm_ id. */
  createPaymentMethod(
    cardNumber: string,
    card?: { expMonth?: number; expYear?: number; cvc?: string },
  ): Promise<string>;
  /** A webhook body and its Stripe-Signature header, signed with `webhookSecret`. */
  signedWebhook(event: FakeStripeEventInput): { body: string; signature: string };
  /** Every PaymentIntent created, declined ones too, oldest first (copies). */
  paymentIntents(): readonly FakePaymentIntent[];
  refunds(): readonly FakeRefund[];
  close(): Promise<void>;
}

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
const PUBLISHABLE_KEY_REFUSED =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

/** Starts the fake on 127.0.0.1 at a free port, with fresh keys and no data. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = fakeId('sk_test_fake', 24);
  const publishableKey = fakeId('pk_test_fake', 24);
  const webhookSecret = fakeId('whsec', 32);
  const account = createFakeStripeAccount();
  const replays = new Map<string, { fingerprint: string; status: number; body: string }>();

  function authenticate(request: FakeRequest, fields: FormFields, publishable: boolean): void {
    const key = keyOf(request) ?? (publishable ? text(fields, 'key') : undefined);
    if (key === undefined) throw new StripeFakeError(401, { type: 'invalid_request_error', message: NO_KEY });
    if (key === secretKey || (key === publishableKey && publishable)) return;
    const message = key === publishableKey ? PUBLISHABLE_KEY_REFUSED : `Invalid API Key provided: ${masked(key)}`;
    throw new StripeFakeError(401, { type: 'invalid_request_error', message });
  }

  function handle(request: FakeRequest): FakeResponse {
    if (request.method === 'GET' && /^\/v3\/?$/.test(request.path)) return browserScript('stripe-js-fake.js');
    const headers = {
      'Request-Id': fakeId('req', 14),
      'Stripe-Version': headerOf(request, 'stripe-version') ?? Stripe.API_VERSION,
    };
    const fields = request.method === 'POST' ? decodeForm(request.body) : {};
    const found = account.routes
      .map((route) => ({
        route,
        params: route.method === request.method ? matchPath(route.pattern, request.path) : null,
      }))
      .find((candidate) => candidate.params !== null);
    try {
      if (found?.params == null) {
        throw new StripeFakeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${request.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        });
      }
      authenticate(request, fields, found.route.publishable === true);
    } catch (error) {
      return errorResponse(error, headers);
    }
    const call = { fields, params: found.params, query: request.query };
    const idempotencyKey = request.method === 'POST' ? headerOf(request, 'idempotency-key') : undefined;
    if (idempotencyKey === undefined) return run(found.route, call, headers);

    // Stripe keeps a key's first result (a decline too) and replays it; other parameters are refused.
    const fingerprint = `${request.method} ${request.path} ${request.body}`;
    const earlier = replays.get(idempotencyKey);
    const keyed = { ...headers, 'Idempotency-Key': idempotencyKey };
    if (earlier === undefined) {
      const response = run(found.route, call, keyed);
      const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.body, null, 2);
      if (response.status < 500) replays.set(idempotencyKey, { fingerprint, status: response.status, body });
      return { ...response, body };
    }
    if (earlier.fingerprint === fingerprint) {
      return { status: earlier.status, body: earlier.body, headers: { ...keyed, 'Idempotent-Replayed': 'true' } };
    }
    return errorResponse(
      new StripeFakeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      }),
      keyed,
    );
  }

  const server = await startFakeServer(handle);
  return {
    url: server.url,
    apiBase: server.url,
    secretKey,
    publishableKey,
    webhookSecret,
    browserScriptUrl: `${server.url}/v3/`,
    async createPaymentMethod(cardNumber, card = {}) {
      const response = await fetch(`${server.url}/v1/payment_methods`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          type: 'card',
          'card[number]': cardNumber,
          'card[exp_month]': String(card.expMonth ?? 12),
          'card[exp_year]': String(card.expYear ?? new Date().getFullYear() + 3),
          'card[cvc]': card.cvc ?? '123',
        }),
      });
      const body = (await response.json()) as { id?: string; error?: { message: string } };
      if (body.id === undefined) throw new Error(body.error?.message ?? `Stripe fake answered ${response.status}`);
      return body.id;
    },
    signedWebhook(event) {
      const full = {
        id: event.id ?? fakeId('evt', 24),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: nowSeconds(),
        data: event.data,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: event.type,
      };
      const body = JSON.stringify(full, null, 2);
      return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }) };
    },
    paymentIntents: () => account.paymentIntents(),
    refunds: () => account.refunds(),
    close: () => server.close(),
  };
}

function run(route: Route, call: Call, headers: Record<string, string>): FakeResponse {
  try {
    return { status: 200, body: route.handle(call), headers };
  } catch (error) {
    return errorResponse(error, headers);
  }
}

function errorResponse(error: unknown, headers: Record<string, string>): FakeResponse {
  if (!(error instanceof StripeFakeError)) throw error;
  return { status: error.status, body: { error: error.error }, headers };
}

// stripe-node sends Bearer; curl users send Basic with the key as the user name.
function keyOf(request: FakeRequest): string | undefined {
  const [scheme = '', value = ''] = (headerOf(request, 'authorization') ?? '').split(' ');
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

function masked(key: string): string {
  return `${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`;
}
