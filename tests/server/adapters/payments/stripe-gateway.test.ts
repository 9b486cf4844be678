import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../../scripts/chromium.ts';
import {
  PaymentProviderError,
  PROVIDER_UNREACHABLE_MESSAGE,
  WebhookSignatureError,
} from '../../../../server/adapters/payments/payment-provider-error.ts';
import { createStripeGateway, type StripeGateway } from '../../../../server/adapters/payments/stripe-gateway.ts';
import { NotFoundError } from '../../../../server/errors.ts';
import { stripeConfigOf as configOf } from '../../../../server/adapters/payments/local/fake-payment-gateways.ts';
import { startPageLoading } from '../../../fakes/fake-page.ts';
import { startFakeStripe, type FakeStripe } from '../../../../server/adapters/payments/local/stripe-fake.ts';

// The official SDK against the local Stripe fake, over HTTP: no mocks.
let fake: FakeStripe;
let stripe: StripeGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeGateway(configOf(fake));
});
afterAll(() => fake.close());

let profileId = 0;
const newCustomer = () =>
  stripe.createCustomer({ email: 'owner@example.com', name: 'Acme Ltd', businessProfileId: ++profileId });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

function charge(customerId: string, paymentMethodId: string, idempotencyKey: string, amountMinor = 2500) {
  return stripe.chargeCard({
    customerId,
    paymentMethodId,
    amountMinor,
    currency: 'GBP',
    idempotencyKey,
    description: 'Advertising budget',
    metadata: { invoiceId: '17' },
  });
}

describe('Stripe gateway: saved cards', () => {
  it('the first card attached becomes the default; later ones do not', async () => {
    const customerId = await newCustomer();
    const first = await stripe.attachCard(customerId, await fake.createPaymentMethod('4242424242424242'));
    const second = await stripe.attachCard(
      customerId,
      await fake.createPaymentMethod('5555555555554444', { expMonth: 3, expYear: 2031 }),
    );
    expect(first).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, isDefault: true });
    expect(second).toEqual({
      id: second.id,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
      isDefault: false,
    });
    expect(await stripe.listCards(customerId)).toEqual([second, first]);
  });

  it('setDefaultCard moves the default', async () => {
    const customerId = await newCustomer();
    const first = await stripe.attachCard(customerId, await fake.createPaymentMethod('4242424242424242'));
    const second = await stripe.attachCard(customerId, await fake.createPaymentMethod('5555555555554444'));
    await stripe.setDefaultCard(customerId, second.id);
    const cards = await stripe.listCards(customerId);
    expect(cards.map((card) => [card.id, card.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('detachCard removes the card (the default too, leaving none)', async () => {
    const customerId = await newCustomer();
    const first = await stripe.attachCard(customerId, await fake.createPaymentMethod('4242424242424242'));
    const second = await stripe.attachCard(customerId, await fake.createPaymentMethod('5555555555554444'));
    await stripe.detachCard(customerId, first.id);
    expect(await stripe.listCards(customerId)).toEqual([second]);
  });

  it.each([
    ['detachCard', (customerId: string, cardId: string) => stripe.detachCard(customerId, cardId)],
    ['setDefaultCard', (customerId: string, cardId: string) => stripe.setDefaultCard(customerId, cardId)],
  ])("%s refuses another customer's card (NotFoundError) and changes nothing", async (_name, act) => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const card = await stripe.attachCard(owner, await fake.createPaymentMethod('4242424242424242'));
    const error = await rejection(act(stranger, card.id));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(await stripe.listCards(owner)).toEqual([card]);
  });

  it('an unknown customer is a NotFoundError', async () => {
    expect(await rejection(stripe.listCards('cus_doesNotExist'))).toBeInstanceOf(NotFoundError);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
  ])('saving declining card %s is refused with "%s" (as Stripe checks a card it saves)', async (number, message) => {
    const customerId = await newCustomer();
    const error = await rejection(stripe.attachCard(customerId, await fake.createPaymentMethod(number)));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ message, status: 402, errorCode: 201 });
    expect(await stripe.listCards(customerId)).toEqual([]);
  });
});

describe('Stripe gateway: charges', () => {
  it('charges a saved card off-session', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, await fake.createPaymentMethod('4242424242424242'));
    const payment = await charge(customerId, card.id, 'charge-success-1');
    expect(payment).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amountMinor: 2500,
      currency: 'GBP',
      customerId,
      metadata: { invoiceId: '17' },
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
    });
    const sent = fake.paymentIntents().find((intent) => intent.id === payment.id);
    expect(sent).toMatchObject({
      status: 'succeeded',
      currency: 'gbp',
      description: 'Advertising budget',
      payment_method: card.id,
    });
  });

  it.each([
    ['4000000000000002', 'Your card was declined.', 'generic_decline'],
    ['4000000000009995', 'Your card has insufficient funds.', 'insufficient_funds'],
    ['4000000000000069', 'Your card has expired.', 'expired_card'],
    [
      '4000002760003184',
      'Your card was declined. This transaction requires authentication.',
      'authentication_required',
    ],
  ])('test card %s declines with "%s": PaymentProviderError 402/201', async (number, message, providerCode) => {
    const customerId = await newCustomer();
    const error = await rejection(charge(customerId, await fake.createPaymentMethod(number), `decline-${number}`));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ message, status: 402, errorCode: 201, provider: 'stripe', providerCode });
    expect((error as PaymentProviderError).body()).toEqual({ errorCode: 201, message });
  });

  it('4000000000000341 saves, then declines the charge', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, await fake.createPaymentMethod('4000000000000341'));
    const error = await rejection(charge(customerId, card.id, 'decline-after-save'));
    expect(error).toMatchObject({ message: 'Your card was declined.', status: 402, errorCode: 201 });
  });

  it('the same idempotency key twice charges once', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, await fake.createPaymentMethod('4242424242424242'));
    const first = await charge(customerId, card.id, 'invoice-18-attempt-1');
    const again = await charge(customerId, card.id, 'invoice-18-attempt-1');
    expect(again).toEqual(first);
    expect(fake.paymentIntents().filter((intent) => intent.customer === customerId)).toHaveLength(1);
  });

  it('the same idempotency key replays a decline too, without a second attempt', async () => {
    const customerId = await newCustomer();
    const card = await fake.createPaymentMethod('4000000000000002');
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await rejection(charge(customerId, card, 'invoice-19-attempt-1'))).toMatchObject({
        message: 'Your card was declined.',
      });
    }
    expect(fake.paymentIntents().filter((intent) => intent.customer === customerId)).toHaveLength(1);
  });

  it('retrievePayment reads the charge back; an unknown one is a NotFoundError', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, await fake.createPaymentMethod('4242424242424242'));
    const payment = await charge(customerId, card.id, 'retrieve-1', 9900);
    expect(await stripe.retrievePayment(payment.id)).toEqual(payment);
    expect(await rejection(stripe.retrievePayment('pi_doesNotExist'))).toBeInstanceOf(NotFoundError);
  });

  it('amounts are whole minor units: a fraction is a bug, refused before Stripe is asked', async () => {
    const error = await rejection(charge('cus_x', 'pm_x', 'fraction', 12.5));
    expect(error).toBeInstanceOf(RangeError);
  });
});

describe('Stripe gateway: refunds', () => {
  it('refunds in parts, once per idempotency key, never more than was paid', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, await fake.createPaymentMethod('4242424242424242'));
    const payment = await charge(customerId, card.id, 'refund-charge-1', 5000);

    const first = await stripe.refund({ paymentIntentId: payment.id, amountMinor: 3000, idempotencyKey: 'refund-1-a' });
    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(
      await stripe.refund({ paymentIntentId: payment.id, amountMinor: 3000, idempotencyKey: 'refund-1-a' }),
    ).toEqual(first);

    const tooMuch = await rejection(
      stripe.refund({ paymentIntentId: payment.id, amountMinor: 3000, idempotencyKey: 'refund-1-b' }),
    );
    expect(tooMuch).toBeInstanceOf(PaymentProviderError);
    expect(tooMuch).toMatchObject({
      message: 'Refund amount (£30.00) is greater than unrefunded amount on charge (£20.00)',
      status: 402,
      errorCode: 201,
    });
    await stripe.refund({ paymentIntentId: payment.id, amountMinor: 2000, idempotencyKey: 'refund-1-c' });
    expect(
      fake
        .refunds()
        .filter((refund) => refund.payment_intent === payment.id)
        .map((refund) => refund.amount),
    ).toEqual([3000, 2000]);
  });
});

describe('Stripe gateway: webhooks', () => {
  const event = {
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_123', object: 'payment_intent', amount: 2500 } },
  };

  it("accepts the fake's signed event: id, type and the object", () => {
    const { body, signature } = fake.signedWebhook(event);
    expect(stripe.verifyWebhook(Buffer.from(body), signature)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'payment_intent.succeeded',
      object: event.data.object,
    });
  });

  it.each([
    ['a tampered body', (body: string, signature: string) => [body.replace('2500', '1'), signature]],
    ['no signature', (body: string) => [body, '']],
    ['a signature made for another body', (_body: string, signature: string) => ['{"id":"evt_other"}', signature]],
  ])('refuses %s with WebhookSignatureError (400/102)', (_case, alter) => {
    const { body, signature } = fake.signedWebhook(event);
    const [sentBody = '', sentSignature = ''] = alter(body, signature);
    expect(() => stripe.verifyWebhook(sentBody, sentSignature)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(sentBody, sentSignature)).toThrow(
      expect.objectContaining({ status: 400, errorCode: 102 }),
    );
  });

  it('refuses an event signed with another secret', () => {
    const { body, signature } = fake.signedWebhook(event);
    const other = createStripeGateway({ ...configOf(fake), webhookSecret: 'whsec_someoneElse' });
    expect(() => other.verifyWebhook(body, signature)).toThrow(WebhookSignatureError);
  });
});

describe('Stripe gateway: configuration and outages', () => {
  it("a wrong secret key: PaymentProviderError with Stripe's message", async () => {
    const wrongKey = createStripeGateway({ ...configOf(fake), secretKey: 'sk_test_fake_wrong0000000000' });
    const error = await rejection(wrongKey.createCustomer({ email: 'a@example.com', name: 'A', businessProfileId: 1 }));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/^Invalid API Key provided: sk_test_\*+0000$/);
  });

  it('Stripe unreachable: PaymentProviderError "could not be reached" (after the SDK retries)', async () => {
    const gone = await startFakeStripe();
    await gone.close();
    const unreachable = createStripeGateway({ ...configOf(gone) });
    const error = await rejection(unreachable.retrievePayment('pi_123'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      message: PROVIDER_UNREACHABLE_MESSAGE,
      status: 402,
      errorCode: 201,
      providerCode: null,
    });
  });

  it('keys and the browser script URL come from the configuration; Stripe.js by default', () => {
    expect(stripe).toMatchObject({ publishableKey: fake.publishableKey, browserScriptUrl: fake.browserScriptUrl });
    const production = { ...configOf(fake), browserScriptUrl: undefined };
    expect(createStripeGateway(production).browserScriptUrl).toBe('https://js.stripe.com/v3');
  });

  it('the publishable key makes payment methods, and nothing else', async () => {
    const publishableOnly = createStripeGateway({ ...configOf(fake), secretKey: fake.publishableKey });
    const error = await rejection(publishableOnly.retrievePayment('pi_123'));
    expect((error as Error).message).toMatch(/cannot be made with a publishable API key/);
  });
});

describe('the fake Stripe.js, in a browser on another origin', () => {
  let browser: Browser;
  let page: Page;
  let pageServer: Awaited<ReturnType<typeof startPageLoading>>;

  beforeAll(async () => {
    pageServer = await startPageLoading(fake.browserScriptUrl);
    browser = await launchChromium();
    page = await browser.newPage();
    page.setDefaultTimeout(5_000);
    await page.goto(pageServer.url);
    await page.evaluate(`(() => {
      window.stripe = Stripe(${JSON.stringify(fake.publishableKey)});
      window.card = window.stripe.elements().create('card');
      window.card.mount('#card');
    })()`);
  }, 30_000);
  afterAll(async () => {
    await browser.close();
    await pageServer.close();
  });

  async function submit(number: string, expiry = '12 / 34', cvc = '123'): Promise<Record<string, unknown>> {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiration date').fill(expiry);
    await page.getByLabel('CVC').fill(cvc);
    return page.evaluate<Record<string, unknown>>(
      `window.stripe.createPaymentMethod({ type: 'card', card: window.card, billing_details: { name: 'Asha Rao' } })`,
    );
  }

  it('mounts the card inputs by name, and the card it makes can be saved by the server', async () => {
    for (const name of ['cardnumber', 'exp-date', 'cvc'])
      await expect(page.locator(`input[name="${name}"]`).count()).resolves.toBe(1);
    const result = await submit('4242 4242 4242 4242');
    expect(result).toMatchObject({
      paymentMethod: {
        id: expect.stringMatching(/^pm_/),
        card: { last4: '4242', exp_month: 12, exp_year: 2034 },
        billing_details: { name: 'Asha Rao' },
      },
    });
    const id = (result.paymentMethod as { id: string }).id;
    const customerId = await newCustomer();
    expect(await stripe.attachCard(customerId, id)).toMatchObject({ id, last4: '4242', isDefault: true });
  });

  it.each([
    [
      'an invalid number',
      '4242 4242 4242 4241',
      '12 / 34',
      { code: 'invalid_number', message: 'Your card number is invalid.' },
    ],
    [
      'a past expiry',
      '4242 4242 4242 4242',
      '01 / 20',
      { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." },
    ],
    [
      'a short CVC',
      '4242 4242 4242 4242',
      '12 / 34',
      { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
    ],
  ])("refuses %s with Stripe.js's { error }", async (_case, number, expiry, error) => {
    const result = await submit(number, expiry, error.code === 'incomplete_cvc' ? '1' : '123');
    expect(result).toEqual({ error: { type: 'validation_error', ...error } });
  });
});
