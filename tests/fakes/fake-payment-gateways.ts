/**
 * Both payment providers' local fakes, with the app's real SDK gateways pointed at them: what the
 * tests run on, and what `npm start` runs on when no provider keys are configured (no real money
 * moves, and the server says so when it starts).
 */
import { createRazorpayGateway } from '../../server/adapters/payments/razorpay-gateway.ts';
import { createStripeGateway } from '../../server/adapters/payments/stripe-gateway.ts';
import type { PaymentGateways } from '../../server/modules/payments/gateways.ts';
import { startFakeRazorpay, type FakeRazorpay } from './razorpay-fake.ts';
import { startFakeStripe, type FakeStripe } from './stripe-fake.ts';

export interface FakePaymentGateways {
  readonly gateways: PaymentGateways;
  readonly stripe: FakeStripe;
  readonly razorpay: FakeRazorpay;
  close(): Promise<void>;
}

export async function startFakePaymentGateways(): Promise<FakePaymentGateways> {
  const [stripe, razorpay] = await Promise.all([startFakeStripe(), startFakeRazorpay()]);
  return {
    stripe,
    razorpay,
    gateways: {
      stripe: createStripeGateway({
        secretKey: stripe.secretKey,
        publishableKey: stripe.publishableKey,
        webhookSecret: stripe.webhookSecret,
        apiBase: stripe.apiBase,
        browserScriptUrl: stripe.browserScriptUrl,
      }),
      razorpay: createRazorpayGateway({
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
        apiBase: razorpay.apiBase,
        browserScriptUrl: razorpay.browserScriptUrl,
      }),
    },
    close: async () => {
      await Promise.all([stripe.close(), razorpay.close()]);
    },
  };
}
