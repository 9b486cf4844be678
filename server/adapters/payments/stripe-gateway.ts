import Stripe from 'stripe';
import { InvalidRequestError, NotFoundError } from '../../errors.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider-error.ts';

export interface StripeGatewayConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** fake/local API base, e.g. http://127.0.0.1:PORT; absent = api.stripe.com */
  apiBase?: string;
  /** where the browser loads Stripe.js from; default https://js.stripe.com/v3 */
  browserScriptUrl?: string;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export interface StripePayment {
  id: string;
  status: string;
  amountMinor: number;
  /** upper case ISO 4217, e.g. GBP */
  currency: string;
  customerId: string | null;
  metadata: Record<string, string>;
  clientSecret: string | null;
}

export interface StripeGateway {
  readonly publishableKey: string;
  readonly browserScriptUrl: string;
  createCustomer(input: { email: string; name: string; businessProfileId: number }): Promise<string>;
  /** The customer's cards, newest first; isDefault from customer.invoice_settings.default_payment_method. */
  listCards(customerId: string): Promise<SavedCard[]>;
  /** Saves a card made by Stripe.js; the customer's first card becomes the default. */
  attachCard(customerId: string, paymentMethodId: string): Promise<SavedCard>;
  /** NotFoundError when the card is not that customer's. */
  detachCard(customerId: string, paymentMethodId: string): Promise<void>;
  /** NotFoundError when the card is not that customer's. */
  setDefaultCard(customerId: string, paymentMethodId: string): Promise<void>;
  /** Charges a saved card with nobody present (confirm + off_session); the key makes a retry charge once. */
  chargeCard(input: {
    customerId: string;
    paymentMethodId: string;
    amountMinor: number;
    currency: string;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<StripePayment>;
  retrievePayment(paymentIntentId: string): Promise<StripePayment>;
  refund(input: {
    paymentIntentId: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  /** Checks the Stripe-Signature header against the raw body; WebhookSignatureError when it does not match. */
  verifyWebhook(
    rawBody: Buffer | string,
    signatureHeader: string,
  ): { id: string; type: string; object: Record<string, unknown> };
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3';

/** The gateway over the official SDK; `apiBase` points it at a local fake (local/stripe-fake.ts). */
export function createStripeGateway(config: StripeGatewayConfig): StripeGateway {
  const stripe = new Stripe(config.secretKey, apiAddress(config.apiBase));

  async function customer(customerId: string): Promise<Stripe.Customer> {
    const found = await stripe.customers.retrieve(customerId);
    if (found.deleted === true) throw new NotFoundError(`No such customer: '${customerId}'`);
    return found;
  }

  // The SDK's detach and default-setting do not ask whose card it is: we do, before acting.
  async function ownCard(customerId: string, paymentMethodId: string): Promise<Stripe.PaymentMethod> {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    if (idOf(method.customer) !== customerId) throw new NotFoundError('This card is not saved on this account.');
    return method;
  }

  return {
    publishableKey: config.publishableKey,
    browserScriptUrl: config.browserScriptUrl ?? STRIPE_JS_URL,

    createCustomer: ({ email, name, businessProfileId }) =>
      passThrough(async () => {
        const created = await stripe.customers.create({
          email,
          name,
          metadata: { businessProfileId: String(businessProfileId) },
        });
        return created.id;
      }),

    listCards: (customerId) =>
      passThrough(async () => {
        const owner = await customer(customerId);
        // One page of 100: a business with more saved cards than that is not a case we serve.
        const methods = await stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
        const defaultId = idOf(owner.invoice_settings.default_payment_method);
        return methods.data.flatMap((method) => savedCard(method, defaultId) ?? []);
      }),

    attachCard: (customerId, paymentMethodId) =>
      passThrough(async () => {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        let defaultId = idOf((await customer(customerId)).invoice_settings.default_payment_method);
        if (defaultId === null) {
          await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
          defaultId = method.id;
        }
        const card = savedCard(method, defaultId);
        if (card === null) throw new PaymentProviderError('stripe', 'Only cards can be saved.', 'not_a_card');
        return card;
      }),

    detachCard: (customerId, paymentMethodId) =>
      passThrough(async () => {
        await ownCard(customerId, paymentMethodId);
        await stripe.paymentMethods.detach(paymentMethodId);
      }),

    setDefaultCard: (customerId, paymentMethodId) =>
      passThrough(async () => {
        await ownCard(customerId, paymentMethodId);
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
      }),

    chargeCard: (input) =>
      passThrough(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: minorUnits(input.amountMinor),
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            // Cards only (this API version's name for payment_method_types): otherwise confirming asks for
            // a return_url, in case the payer picks a redirect-based method.
            allowed_payment_method_types: ['card'],
            confirm: true,
            off_session: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return payment(intent);
      }),

    retrievePayment: (paymentIntentId) =>
      passThrough(async () => payment(await stripe.paymentIntents.retrieve(paymentIntentId))),

    refund: ({ paymentIntentId, amountMinor, idempotencyKey }) =>
      passThrough(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: minorUnits(amountMinor) },
          { idempotencyKey },
        );
        return { id: refund.id, status: refund.status ?? 'pending' };
      }),

    verifyWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error);
        throw error;
      }
      // Signed, yet not an event (null, a list, no id, type or object): nothing this adapter can hand on.
      const parsed: unknown = event;
      const candidate = isRecord(parsed) ? parsed : {};
      const data = isRecord(candidate.data) ? candidate.data : {};
      const { id, type } = candidate;
      if (typeof id !== 'string' || typeof type !== 'string' || !isRecord(data.object)) {
        throw new InvalidRequestError('The webhook body is not an event with an id, a type and an object.');
      }
      return { id, type, object: data.object };
    },
  };
}

type StripeOptions = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

// The SDK takes host, port and protocol apart, not a URL; its paths already start with /v1.
function apiAddress(apiBase: string | undefined): StripeOptions {
  if (apiBase === undefined) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Runs an SDK call; Stripe's refusals become PaymentProviderError (a missing object: NotFoundError). */
async function passThrough<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
      throw new NotFoundError(error.message);
    }
    // The SDK's connection message names Stripe and its retries; the payer gets ours.
    if (error instanceof Stripe.errors.StripeConnectionError || error.message === '') {
      throw PaymentProviderError.unreachable('stripe', error);
    }
    // A card error's decline_code ('insufficient_funds') says more than its code ('card_declined'); it is '' on others.
    const providerCode = [error.decline_code, error.code].find((code) => code !== undefined && code !== '') ?? null;
    throw new PaymentProviderError('stripe', error.message, providerCode, error);
  }
}

function savedCard(method: Stripe.PaymentMethod, defaultId: string | null): SavedCard | null {
  const card = method.card;
  if (card === undefined) return null;
  return {
    id: method.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    isDefault: method.id === defaultId,
  };
}

function payment(intent: Stripe.PaymentIntent): StripePayment {
  return {
    id: intent.id,
    status: intent.status,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    customerId: idOf(intent.customer),
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret,
  };
}

// Stripe fields hold an id, or the object itself when expanded.
function idOf(value: string | { id?: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : (value.id ?? null);
}

// Amounts are whole minor units (pence, paise); a fraction here is a bug upstream, not a payer's error.
function minorUnits(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in minor units: ${amount}`);
  return amount;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
