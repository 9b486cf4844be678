import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../../scripts/chromium.ts';
import {
  PaymentProviderError,
  PROVIDER_UNREACHABLE_MESSAGE,
} from '../../../../server/adapters/payments/payment-provider-error.ts';
import { createRazorpayGateway, type RazorpayGateway } from '../../../../server/adapters/payments/razorpay-gateway.ts';
import { razorpayConfigOf as configOf } from '../../../../server/adapters/payments/local/fake-payment-gateways.ts';
import { startPageLoading } from '../../../fakes/fake-page.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../../server/adapters/payments/local/razorpay-fake.ts';

// The official SDK against the local Razorpay fake, over HTTP: no mocks.
let fake: FakeRazorpay;
let razorpay: RazorpayGateway;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  razorpay = createRazorpayGateway(configOf(fake));
});
afterAll(() => fake.close());

let receipt = 0;
const newOrder = (amountMinor = 50_000) =>
  razorpay.createOrder({
    amountMinor,
    currency: 'INR',
    receipt: `invoice-${++receipt}`,
    notes: { businessProfileId: '7' },
  });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('Razorpay gateway: orders and Checkout payments', () => {
  it('creates an order for the whole amount', async () => {
    const order = await newOrder();
    expect(order).toEqual({
      orderId: expect.stringMatching(/^order_\w{14}$/),
      amountMinor: 50_000,
      currency: 'INR',
      status: 'created',
      receipt: `invoice-${receipt}`,
    });
    expect(fake.orders().find((each) => each.id === order.orderId)).toMatchObject({
      notes: { businessProfileId: '7' },
    });
  });

  it("Checkout's signature checks out; a tampered payment id or signature does not", async () => {
    const order = await newOrder();
    const paid = await fake.pay(order.orderId);
    const confirmation = {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    expect(razorpay.verifyPaymentSignature(confirmation)).toBe(true);
    expect(razorpay.verifyPaymentSignature({ ...confirmation, paymentId: 'pay_someoneElses01' })).toBe(false);
    expect(
      razorpay.verifyPaymentSignature({
        ...confirmation,
        signature: confirmation.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      }),
    ).toBe(false);
    expect(razorpay.verifyPaymentSignature({ ...confirmation, orderId: (await newOrder()).orderId })).toBe(false);
  });

  it('a paid order: its payment is captured for the order amount, the order paid', async () => {
    const order = await newOrder(123_400);
    const paid = await fake.pay(order.orderId);
    expect(await razorpay.fetchPayment(paid.razorpay_payment_id)).toEqual({
      id: paid.razorpay_payment_id,
      orderId: order.orderId,
      status: 'captured',
      amountMinor: 123_400,
      currency: 'INR',
    });
    expect(fake.orders().find((each) => each.id === order.orderId)).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('a failed attempt: a failed payment, the order still open', async () => {
    const order = await newOrder();
    const failed = await fake.pay(order.orderId, 'failure');
    expect(failed.error).toMatchObject({ description: 'Payment failed', metadata: { order_id: order.orderId } });
    expect(await razorpay.fetchPayment(failed.error.metadata.payment_id)).toMatchObject({ status: 'failed' });
    expect(fake.orders().find((each) => each.id === order.orderId)).toMatchObject({ status: 'attempted' });
  });

  it.each([
    ['an amount under ₹1', { amountMinor: 99, receipt: 'r-1' }, 'The amount must be atleast INR 1.00'],
    [
      'a receipt over 40 characters',
      { amountMinor: 100, receipt: 'r'.repeat(41) },
      'receipt: The receipt may not be greater than 40 characters.',
    ],
  ])("Razorpay refuses %s: PaymentProviderError with Razorpay's description", async (_case, input, message) => {
    const error = await rejection(razorpay.createOrder({ ...input, currency: 'INR', notes: {} }));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      message,
      status: 402,
      errorCode: 201,
      provider: 'razorpay',
      providerCode: 'BAD_REQUEST_ERROR',
    });
  });
});

describe('Razorpay gateway: refunds', () => {
  it('refunds in parts, once per idempotency key, never more than was paid', async () => {
    const order = await newOrder(50_000);
    const { razorpay_payment_id: paymentId } = await fake.pay(order.orderId);

    const first = await razorpay.refund({ paymentId, amountMinor: 20_000, idempotencyKey: 'refund:invoice-1:a' });
    expect(first).toEqual({ id: expect.stringMatching(/^rfnd_/), status: 'processed' });
    expect(await razorpay.refund({ paymentId, amountMinor: 20_000, idempotencyKey: 'refund:invoice-1:a' })).toEqual(
      first,
    );
    expect(await razorpay.fetchPayment(paymentId)).toMatchObject({ status: 'captured' });

    const tooMuch = await rejection(
      razorpay.refund({ paymentId, amountMinor: 40_000, idempotencyKey: 'refund:invoice-1:b' }),
    );
    expect(tooMuch).toMatchObject({
      message: 'The refund amount provided is greater than amount captured',
      status: 402,
      errorCode: 201,
    });

    await razorpay.refund({ paymentId, amountMinor: 30_000, idempotencyKey: 'refund:invoice-1:c' });
    expect(await razorpay.fetchPayment(paymentId)).toMatchObject({ status: 'refunded' });
    expect(fake.payments().find((each) => each.id === paymentId)).toMatchObject({
      amount_refunded: 50_000,
      refund_status: 'full',
    });
  });
});

describe('Razorpay gateway: webhooks', () => {
  const event = { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_abc', amount: 50_000 } } } };

  it("accepts the fake's signed event; refuses a tampered body or another secret's signature", () => {
    const { body, signature } = fake.signedWebhook(event);
    expect(razorpay.verifyWebhook(body, signature)).toBe(true);
    expect(razorpay.verifyWebhook(body.replace('50000', '1'), signature)).toBe(false);
    expect(razorpay.verifyWebhook(body, '')).toBe(false);
    expect(
      createRazorpayGateway({ ...configOf(fake), webhookSecret: 'someone-else' }).verifyWebhook(body, signature),
    ).toBe(false);
  });
});

describe('Razorpay gateway: configuration and outages', () => {
  it("a wrong key secret: PaymentProviderError with Razorpay's 'Authentication failed'", async () => {
    const wrong = createRazorpayGateway({ ...configOf(fake), keySecret: 'not-the-secret' });
    const error = await rejection(wrong.createOrder({ amountMinor: 100, currency: 'INR', receipt: 'r', notes: {} }));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ message: 'Authentication failed', status: 402, errorCode: 201 });
  });

  it('Razorpay unreachable: PaymentProviderError "could not be reached"', async () => {
    const gone = await startFakeRazorpay();
    await gone.close();
    const error = await rejection(createRazorpayGateway(configOf(gone)).fetchPayment('pay_123'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ message: PROVIDER_UNREACHABLE_MESSAGE, providerCode: null });
  });

  it('an unknown payment id: Razorpay\'s "does not exist"', async () => {
    expect(await rejection(razorpay.fetchPayment('pay_doesNotExist1'))).toMatchObject({
      message: 'The id provided does not exist',
    });
  });

  it('amounts are whole minor units: a fraction is a bug, refused before Razorpay is asked', async () => {
    expect(
      await rejection(razorpay.createOrder({ amountMinor: 100.5, currency: 'INR', receipt: 'r', notes: {} })),
    ).toBeInstanceOf(RangeError);
  });

  it('the key id and the Checkout URL come from the configuration; Razorpay Checkout by default', () => {
    expect(razorpay).toMatchObject({ keyId: fake.keyId, browserScriptUrl: fake.browserScriptUrl });
    const production = { ...configOf(fake), browserScriptUrl: undefined };
    expect(createRazorpayGateway(production).browserScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });
});

describe('the fake Razorpay Checkout, in a browser on another origin', () => {
  let browser: Browser;
  let page: Page;
  let pageServer: Awaited<ReturnType<typeof startPageLoading>>;

  beforeAll(async () => {
    pageServer = await startPageLoading(fake.browserScriptUrl);
    browser = await launchChromium();
    page = await browser.newPage();
    page.setDefaultTimeout(5_000);
    await page.goto(pageServer.url);
  }, 30_000);
  afterAll(async () => {
    await browser.close();
    await pageServer.close();
  });

  // As adflow's page will: options from the server's order, handlers that keep what Checkout hands over.
  async function openCheckout(orderId: string, amount?: number): Promise<void> {
    const options = {
      key: fake.keyId,
      currency: 'INR',
      name: 'adflow',
      description: 'Advertising budget',
      order_id: orderId,
      amount,
    };
    await page.evaluate(`(() => {
      window.outcome = {};
      const checkout = new window.Razorpay({
        ...${JSON.stringify(options)},
        handler: (response) => { window.outcome.paid = response; },
        modal: { ondismiss: () => { window.outcome.dismissed = true; } },
      });
      checkout.on('payment.failed', (response) => { window.outcome.failed = response; });
      checkout.open();
    })()`);
  }
  const outcome = () => page.evaluate<Record<string, unknown>>('window.outcome');

  it('"Fail" fires payment.failed and keeps the dialog; "Pay ₹X" hands over a signature the server accepts', async () => {
    const order = await newOrder(50_000);
    await openCheckout(order.orderId, 50_000);
    const dialog = page.getByRole('dialog', { name: 'Razorpay (local fake)' });
    await dialog.getByRole('button', { name: 'Fail' }).click();
    await expect.poll(outcome).toMatchObject({ failed: { error: { description: 'Payment failed' } } });
    await dialog.getByRole('button', { name: 'Pay ₹500.00' }).click();
    await expect.poll(outcome).toHaveProperty('paid');
    expect(await dialog.count()).toBe(0);

    const paid = (await outcome()).paid as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    expect(paid.razorpay_order_id).toBe(order.orderId);
    const confirmation = {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    expect(razorpay.verifyPaymentSignature(confirmation)).toBe(true);
    expect(await razorpay.fetchPayment(paid.razorpay_payment_id)).toMatchObject({
      status: 'captured',
      amountMinor: 50_000,
    });
  });

  it('shows the order amount when only the order id is given; closing calls ondismiss', async () => {
    const order = await newOrder(12_345);
    await openCheckout(order.orderId);
    const dialog = page.getByRole('dialog', { name: 'Razorpay (local fake)' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay ₹123.45' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(outcome).toEqual({ dismissed: true });
  });
});
