/**
 * The Stripe objects, errors and test cards the local Stripe fake (stripe-fake.ts) answers with,
 * shaped like the real API's. For tests and local development only.
 */
import { createHash } from 'node:crypto';
import { fakeId, nowSeconds } from './fake-http.ts';

/** A Stripe API error: `{ error: { type, code, decline_code?, message, param? } }` with its status. */
export class StripeFakeError extends Error {
  readonly status: number;
  readonly error: Record<string, unknown>;
  constructor(status: number, error: { type: string; message: string; code?: string; param?: string } & object) {
    super(error.message);
    this.status = status;
    const docs = error.code === undefined ? {} : { doc_url: `https://stripe.com/docs/error-codes/${error.code}` };
    this.error = { ...docs, ...error };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeFakeError {
  return new StripeFakeError(400, { type: 'invalid_request_error', message, param, code });
}

export function noSuch(kind: string, id: string, param = 'id'): StripeFakeError {
  return new StripeFakeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

/** A card refusal as Stripe words it; the message is written for the payer. */
export interface Decline {
  readonly code: string;
  readonly decline_code: string;
  readonly message: string;
  readonly param?: string;
}

const DECLINED: Decline = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const INSUFFICIENT_FUNDS: Decline = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const EXPIRED: Decline = { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' };
const INCORRECT_CVC: Decline = {
  code: 'incorrect_cvc',
  decline_code: 'incorrect_cvc',
  message: "Your card's security code is incorrect.",
  param: 'cvc',
};
const PROCESSING_ERROR: Decline = {
  code: 'processing_error',
  decline_code: 'processing_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
};
export const AUTHENTICATION_REQUIRED: Decline = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/**
 * Stripe's test cards (docs.stripe.com/testing). As on Stripe, a card that declines is refused when
 * it is attached to a customer too; 4000000000000341 attaches and then declines every charge.
 */
export const TEST_CARDS: Readonly<Record<string, { atAttach?: Decline; atCharge?: Decline; needs3ds?: true }>> = {
  '4000000000000002': { atAttach: DECLINED, atCharge: DECLINED },
  '4000000000009995': { atAttach: INSUFFICIENT_FUNDS, atCharge: INSUFFICIENT_FUNDS },
  '4000000000000069': { atAttach: EXPIRED, atCharge: EXPIRED },
  '4000000000000127': { atAttach: INCORRECT_CVC, atCharge: INCORRECT_CVC },
  '4000000000000119': { atAttach: PROCESSING_ERROR, atCharge: PROCESSING_ERROR },
  '4000000000000341': { atCharge: DECLINED },
  // Always asks for 3D Secure: an off-session charge cannot answer it.
  '4000002760003184': { needs3ds: true },
};

export function cardError(decline: Decline, extra: Record<string, unknown> = {}): StripeFakeError {
  return new StripeFakeError(402, { type: 'card_error', ...decline, ...extra });
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  if (number.startsWith('35')) return 'jcb';
  if (/^3[068]/.test(number)) return 'diners';
  if (number.startsWith('62')) return 'unionpay';
  return 'unknown';
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  // From the last digit leftwards, every second digit is doubled (less 9 when over 9).
  for (let index = 0; index < number.length; index++) {
    const digit = Number(number[number.length - 1 - index]) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

/** Checks a card as POST /v1/payment_methods does, with Stripe's card_error codes and messages. */
export function checkedCard(input: CardInput): { number: string; expMonth: number; expYear: number } {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw cardError({
      code: 'incorrect_number',
      decline_code: '',
      message: 'Your card number is incorrect.',
      param: 'number',
    });
  }
  const expMonth = Number(input.expMonth);
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    throw cardError({
      code: 'invalid_expiry_month',
      decline_code: '',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    });
  }
  const year = Number(input.expYear);
  const expYear = year < 100 ? 2000 + year : year;
  const now = new Date();
  const past = expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1);
  if (!Number.isInteger(expYear) || past) {
    throw cardError({
      code: 'invalid_expiry_year',
      decline_code: '',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    });
  }
  if (input.cvc !== '' && !/^\d{3,4}$/.test(input.cvc)) {
    throw cardError({
      code: 'invalid_cvc',
      decline_code: '',
      message: "Your card's security code is invalid.",
      param: 'cvc',
    });
  }
  return { number, expMonth, expYear };
}

export function newCustomer(fields: { email: string | null; name: string | null; metadata: Record<string, string> }) {
  return {
    id: fakeId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null as string | null,
    email: fields.email,
    invoice_prefix: fakeId('', 8).slice(1).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null as string | null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    phone: null as string | null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}
export type FakeCustomer = ReturnType<typeof newCustomer>;

export function newPaymentMethod(
  card: { number: string; expMonth: number; expYear: number },
  billingDetails: Record<string, unknown>,
) {
  const brand = brandOf(card.number);
  return {
    id: fakeId('pm', 24),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null, ...billingDetails },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: 'US',
      display_brand: brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null as string | null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}
export type FakePaymentMethod = ReturnType<typeof newPaymentMethod>;

export function newPaymentIntent(fields: {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  description: string | null;
  metadata: Record<string, string>;
  allowedTypes: string[] | null;
}) {
  const id = fakeId('pi', 24);
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: fields.allowedTypes,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: fields.allowedTypes === null ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${fakeId('', 25).slice(1)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null as Record<string, unknown> | null,
    latest_charge: null as string | null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null as Record<string, unknown> | null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: fields.allowedTypes ?? ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method' as string,
    transfer_data: null,
    transfer_group: null,
  };
}
export type FakePaymentIntent = ReturnType<typeof newPaymentIntent>;

export function newRefund(intent: FakePaymentIntent, amount: number, metadata: Record<string, string>) {
  return {
    id: fakeId('re', 24),
    object: 'refund',
    amount,
    balance_transaction: fakeId('txn', 24),
    charge: intent.latest_charge,
    created: nowSeconds(),
    currency: intent.currency,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata,
    payment_intent: intent.id,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
export type FakeRefund = ReturnType<typeof newRefund>;

/** Stripe's smallest charge per currency (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
export const MINIMUM_CHARGE: Readonly<Record<string, number>> = { gbp: 30, usd: 50, eur: 50, inr: 50 };

export function money(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amountMinor / 100);
}

/** `a[b][c]=v` form fields (how stripe-node and Stripe.js send parameters) as nested objects. */
export interface FormFields {
  [key: string]: string | FormFields;
}

export function decodeForm(text: string): FormFields {
  const root: FormFields = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replaceAll(']', '').split('[');
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[path.at(-1) ?? key] = value;
  }
  return root;
}

export function text(fields: FormFields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === 'string' ? value : undefined;
}

export function nested(fields: FormFields, key: string): FormFields {
  const value = fields[key];
  return typeof value === 'object' ? value : {};
}

/** Metadata as Stripe keeps it: strings; an empty value removes the key. */
export function mergeMetadata(current: Record<string, string>, update: FormFields): Record<string, string> {
  const merged = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== 'string') continue;
    if (value === '') merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}
