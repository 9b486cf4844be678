/**
 * The in-memory Stripe account behind the local Stripe fake (stripe-fake.ts): customers, card
 * payment methods, payment intents and refunds, and the /v1 routes that act on them as Stripe does.
 * For tests and local development only.
 */
import { fakeId } from './fake-http.ts';
import {
  AUTHENTICATION_REQUIRED,
  MINIMUM_CHARGE,
  TEST_CARDS,
  cardError,
  checkedCard,
  invalidRequest,
  mergeMetadata,
  money,
  nested,
  newCustomer,
  newPaymentIntent,
  newPaymentMethod,
  newRefund,
  noSuch,
  text,
  type FakeCustomer,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakeRefund,
  type FormFields,
} from './stripe-fake-objects.ts';

export interface Call {
  readonly fields: FormFields;
  readonly params: Record<string, string>;
  readonly query: URLSearchParams;
}

export interface Route {
  readonly method: 'GET' | 'POST';
  readonly pattern: string;
  readonly handle: (call: Call) => unknown;
  /** Stripe.js may call it with the publishable key. */
  readonly publishable?: true;
}

interface StoredMethod {
  readonly object: FakePaymentMethod;
  /** The full number stays here, as it stays inside Stripe: it picks the test card's behaviour. */
  readonly number: string;
  readonly seq: number;
}

export interface FakeStripeAccount {
  readonly routes: readonly Route[];
  /** Every PaymentIntent created, declined ones too, oldest first (copies). */
  paymentIntents(): FakePaymentIntent[];
  refunds(): FakeRefund[];
}

/** A new, empty account. */
export function createFakeStripeAccount(): FakeStripeAccount {
  const customers = new Map<string, FakeCustomer>();
  const methods = new Map<string, StoredMethod>();
  const intents = new Map<string, { object: FakePaymentIntent; refunded: number }>();
  const refunds: FakeRefund[] = [];
  let seq = 0;

  function customer(id: string, param = 'id'): FakeCustomer {
    const found = customers.get(id);
    if (found === undefined) throw noSuch('customer', id, param);
    return found;
  }
  function method(id: string, param = 'id'): StoredMethod {
    const found = methods.get(id);
    if (found === undefined) throw noSuch('PaymentMethod', id, param);
    return found;
  }

  function listMethods(customerId: string | null, query: URLSearchParams, url: string) {
    const type = query.get('type');
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 10), 1), 100);
    let list = [...methods.values()]
      .filter(
        (m) => (customerId === null || m.object.customer === customerId) && (type === null || m.object.type === type),
      )
      .sort((a, b) => b.seq - a.seq);
    const after = query.get('starting_after');
    if (after !== null) list = list.slice(list.findIndex((m) => m.object.id === after) + 1);
    return { object: 'list', data: list.slice(0, limit).map((m) => m.object), has_more: list.length > limit, url };
  }

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: '/v1/customers',
      handle: ({ fields }) => {
        const created = newCustomer({
          email: text(fields, 'email') ?? null,
          name: text(fields, 'name') ?? null,
          metadata: mergeMetadata({}, nested(fields, 'metadata')),
        });
        created.description = text(fields, 'description') ?? null;
        created.phone = text(fields, 'phone') ?? null;
        customers.set(created.id, created);
        return created;
      },
    },
    { method: 'GET', pattern: '/v1/customers/:id', handle: ({ params }) => customer(params.id ?? '') },
    {
      method: 'POST',
      pattern: '/v1/customers/:id',
      handle: ({ params, fields }) => updateCustomer(customer(params.id ?? ''), fields),
    },
    {
      method: 'GET',
      pattern: '/v1/customers/:id/payment_methods',
      handle: ({ params, query }) => {
        const owner = customer(params.id ?? '');
        return listMethods(owner.id, query, `/v1/customers/${owner.id}/payment_methods`);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/payment_methods',
      handle: ({ query }) => {
        const owner = query.get('customer');
        return listMethods(owner === null ? null : customer(owner, 'customer').id, query, '/v1/payment_methods');
      },
    },
    { method: 'POST', pattern: '/v1/payment_methods', publishable: true, handle: ({ fields }) => createMethod(fields) },
    { method: 'GET', pattern: '/v1/payment_methods/:id', handle: ({ params }) => method(params.id ?? '').object },
    {
      method: 'POST',
      pattern: '/v1/payment_methods/:id/attach',
      handle: ({ params, fields }) => {
        const stored = method(params.id ?? '');
        const customerId = text(fields, 'customer');
        if (customerId === undefined)
          throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing');
        const owner = customer(customerId, 'customer');
        if (stored.object.customer === owner.id) return stored.object;
        if (stored.object.customer !== null) {
          throw invalidRequest(
            'The payment method you provided has already been attached to a customer.',
            'payment_method',
          );
        }
        // Stripe checks the card with its issuer when it is saved: a declining card is refused here.
        const decline = TEST_CARDS[stored.number]?.atAttach;
        if (decline !== undefined) throw cardError(decline);
        stored.object.customer = owner.id;
        return stored.object;
      },
    },
    {
      method: 'POST',
      pattern: '/v1/payment_methods/:id/detach',
      handle: ({ params }) => {
        const stored = method(params.id ?? '');
        const ownerId = stored.object.customer;
        if (ownerId === null) {
          throw invalidRequest(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
            'payment_method',
          );
        }
        // Detaching the default card leaves the customer without one, as on Stripe.
        const owner = customer(ownerId);
        if (owner.invoice_settings.default_payment_method === stored.object.id) {
          owner.invoice_settings.default_payment_method = null;
        }
        stored.object.customer = null;
        return stored.object;
      },
    },
    { method: 'POST', pattern: '/v1/payment_intents', handle: ({ fields }) => createIntent(fields) },
    {
      method: 'GET',
      pattern: '/v1/payment_intents/:id',
      handle: ({ params }) => {
        const found = intents.get(params.id ?? '');
        if (found === undefined) throw noSuch('payment_intent', params.id ?? '');
        return found.object;
      },
    },
    { method: 'POST', pattern: '/v1/refunds', handle: ({ fields }) => createRefund(fields) },
  ];

  function updateCustomer(owner: FakeCustomer, fields: FormFields): FakeCustomer {
    owner.email = text(fields, 'email') ?? owner.email;
    owner.name = text(fields, 'name') ?? owner.name;
    owner.metadata = mergeMetadata(owner.metadata, nested(fields, 'metadata'));
    const wanted = text(nested(fields, 'invoice_settings'), 'default_payment_method');
    if (wanted === '') owner.invoice_settings.default_payment_method = null;
    else if (wanted !== undefined) {
      const param = 'invoice_settings[default_payment_method]';
      if (method(wanted, param).object.customer !== owner.id) {
        throw invalidRequest(
          `The customer does not have a payment method with the ID ${wanted}. The payment method must be attached to the customer.`,
          param,
        );
      }
      owner.invoice_settings.default_payment_method = wanted;
    }
    return owner;
  }

  function createMethod(fields: FormFields): FakePaymentMethod {
    const type = text(fields, 'type');
    if (type === undefined) throw invalidRequest('Missing required param: type.', 'type', 'parameter_missing');
    if (type !== 'card')
      throw invalidRequest(`The local Stripe fake only makes card payment methods, not ${type}.`, 'type');
    const card = nested(fields, 'card');
    for (const key of ['number', 'exp_month', 'exp_year']) {
      if (text(card, key) === undefined) {
        throw invalidRequest(`Missing required param: card[${key}].`, `card[${key}]`, 'parameter_missing');
      }
    }
    const checked = checkedCard({
      number: text(card, 'number') ?? '',
      expMonth: text(card, 'exp_month') ?? '',
      expYear: text(card, 'exp_year') ?? '',
      cvc: text(card, 'cvc') ?? '',
    });
    const created = newPaymentMethod(checked, nested(fields, 'billing_details'));
    created.metadata = mergeMetadata({}, nested(fields, 'metadata'));
    methods.set(created.id, { object: created, number: checked.number, seq: ++seq });
    return created;
  }

  function createIntent(fields: FormFields): FakePaymentIntent {
    const amount = integer(fields, 'amount');
    const currency = (text(fields, 'currency') ?? '').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency))
      throw invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
    const minimum = MINIMUM_CHARGE[currency] ?? 50;
    if (amount < minimum) {
      throw invalidRequest(
        `Amount must be at least ${money(minimum, currency)} ${currency}`,
        'amount',
        'amount_too_small',
      );
    }
    const customerId = text(fields, 'customer');
    if (customerId !== undefined) customer(customerId, 'customer');
    const methodId = text(fields, 'payment_method');
    const stored = methodId === undefined ? undefined : method(methodId, 'payment_method');
    const owner = stored?.object.customer ?? null;
    if (owner !== null && owner !== customerId) {
      throw invalidRequest(
        `The provided PaymentMethod ${methodId ?? ''} is attached to another Customer: pass that customer with it.`,
        'payment_method',
      );
    }
    const allowedTypes = listOf(fields, 'allowed_payment_method_types') ?? listOf(fields, 'payment_method_types');
    const confirm = text(fields, 'confirm') === 'true';
    const offSession = text(fields, 'off_session') === 'true';
    if (offSession && !confirm)
      throw invalidRequest('You can only pass `off_session` when `confirm=true`.', 'off_session');
    const noRedirects = text(nested(fields, 'automatic_payment_methods'), 'allow_redirects') === 'never';
    if (confirm && allowedTypes === null && !noRedirects && text(fields, 'return_url') === undefined) {
      throw invalidRequest(
        'This PaymentIntent is configured to accept payment methods enabled in your Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
      );
    }
    const intent = newPaymentIntent({
      amount,
      currency,
      customer: customerId ?? null,
      paymentMethod: methodId ?? null,
      description: text(fields, 'description') ?? null,
      metadata: mergeMetadata({}, nested(fields, 'metadata')),
      allowedTypes,
    });
    intents.set(intent.id, { object: intent, refunded: 0 });
    if (stored === undefined) return intent;
    intent.status = 'requires_confirmation';
    if (confirm) confirmIntent(intent, stored, offSession);
    return intent;
  }

  function confirmIntent(intent: FakePaymentIntent, stored: StoredMethod, offSession: boolean): void {
    const card = TEST_CARDS[stored.number];
    if (card?.needs3ds === true && !offSession) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      return;
    }
    intent.latest_charge = fakeId('ch', 24);
    const decline = card?.atCharge ?? (card?.needs3ds === true ? AUTHENTICATION_REQUIRED : undefined);
    if (decline === undefined) {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return;
    }
    intent.status = 'requires_payment_method';
    const details = { charge: intent.latest_charge, payment_method: stored.object };
    intent.last_payment_error = { type: 'card_error', ...decline, ...details };
    throw cardError(decline, { ...details, payment_intent: intent });
  }

  function createRefund(fields: FormFields): FakeRefund {
    const intentId = text(fields, 'payment_intent');
    const chargeId = text(fields, 'charge');
    if (intentId === undefined && chargeId === undefined) {
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const record = [...intents.values()].find(
      ({ object }) => object.id === intentId || (chargeId !== undefined && object.latest_charge === chargeId),
    );
    if (record === undefined) throw noSuch('payment_intent', intentId ?? chargeId ?? '', 'payment_intent');
    const intent = record.object;
    if (intent.status !== 'succeeded') {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    }
    const remaining = intent.amount_received - record.refunded;
    if (remaining === 0) {
      throw invalidRequest(
        `Charge ${intent.latest_charge ?? ''} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const amount = text(fields, 'amount') === undefined ? remaining : integer(fields, 'amount');
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${money(amount, intent.currency)}) is greater than unrefunded amount on charge (${money(remaining, intent.currency)})`,
        'amount',
      );
    }
    const refund = newRefund(intent, amount, mergeMetadata({}, nested(fields, 'metadata')));
    record.refunded += amount;
    refunds.push(refund);
    return refund;
  }

  return {
    routes,
    paymentIntents: () => [...intents.values()].map(({ object }) => structuredClone(object)),
    refunds: () => refunds.map((refund) => structuredClone(refund)),
  };
}

function integer(fields: FormFields, param: string): number {
  const value = text(fields, param);
  if (value === undefined) throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
  if (!/^\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, param, 'parameter_invalid_integer');
  return Number(value);
}

// Lists arrive as `key[0]=a&key[1]=b`.
function listOf(fields: FormFields, key: string): string[] | null {
  const value = fields[key];
  if (typeof value !== 'object') return null;
  return Object.values(value).filter((item): item is string => typeof item === 'string');
}
