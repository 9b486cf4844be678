/**
 * Both payment providers' local fakes, with the app's real SDK gateways pointed at them: what the
 * tests run on, and what `npm start` runs on when no provider keys are configured (no real money
 * moves, and the server says so when it starts).
 */
import { createRazorpayGateway, type RazorpayGatewayConfig } from '../razorpay-gateway.ts';
import { createStripeGateway, type StripeGatewayConfig } from '../stripe-gateway.ts';
import type { PaymentGateways } from '../../../modules/payments/gateways.ts';
import { startFakeRazorpay, type FakeRazorpay } from './razorpay-fake.ts';
import { startFakeStripe, type FakeStripe } from './stripe-fake.ts';

export interface FakePaymentGateways {
  readonly gateways: PaymentGateways;
  readonly stripe: FakeStripe;
  readonly razorpay: FakeRazorpay;
  close(): Promise<void>;
}

/** The adapter's configuration for the Stripe fake: its keys, API and browser script. */
export const stripeConfigOf = (fake: FakeStripe): StripeGatewayConfig => ({
  secretKey: fake.secretKey,
  publishableKey: fake.publishableKey,
  webhookSecret: fake.webhookSecret,
  apiBase: fake.apiBase,
  browserScriptUrl: fake.browserScriptUrl,
});

/** The adapter's configuration for the Razorpay fake. */
export const razorpayConfigOf = (fake: FakeRazorpay): RazorpayGatewayConfig => ({
  keyId: fake.keyId,
  keySecret: fake.keySecret,
  webhookSecret: fake.webhookSecret,
  apiBase: fake.apiBase,
  browserScriptUrl: fake.browserScriptUrl,
});

export async function startFakePaymentGateways(): Promise<FakePaymentGateways> {
  const [stripe, razorpay] = await Promise.all([startFakeStripe(), startFakeRazorpay()]);
  return {
    stripe,
    razorpay,
    gateways: {
      stripe: createStripeGateway(stripeConfigOf(stripe)),
      razorpay: createRazorpayGateway(razorpayConfigOf(razorpay)),
    },
    close: async () => {
      await Promise.all([stripe.close(), razorpay.close()]);
    },
  };
}
