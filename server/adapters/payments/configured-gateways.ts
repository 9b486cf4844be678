import type { Logger } from 'pino';
import type { PaymentGateways } from '../../modules/payments/gateways.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

const PROVIDER_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/**
 * The payment gateways `npm start` runs with: the real providers when their keys are configured
 * (AP §9: "payment-provider keys ... are configured"), else the local fakes of both providers,
 * announced loudly: a server taking pretend payments must never be mistaken for a real one.
 */
export async function configuredPaymentGateways(
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<{ gateways: PaymentGateways; close: () => Promise<void> }> {
  const key = (name: (typeof PROVIDER_KEYS)[number]): string => env[name] ?? '';
  const missing = PROVIDER_KEYS.filter((name) => key(name) === '');
  const production = env.NODE_ENV === 'production';
  // Some keys but not all is a mistake in the configuration, never a reason to take pretend payments.
  if (missing.length > 0 && (production || missing.length < PROVIDER_KEYS.length)) {
    throw new Error(`Payment provider keys are missing: set ${missing.join(', ')}.`);
  }
  if (
    production &&
    (key('STRIPE_SECRET_KEY').startsWith('sk_test_') || key('RAZORPAY_KEY_ID').startsWith('rzp_test_'))
  ) {
    throw new Error('Test-mode payment provider keys cannot run in production.');
  }
  if (missing.length === 0) {
    return {
      gateways: {
        stripe: createStripeGateway({
          secretKey: key('STRIPE_SECRET_KEY'),
          publishableKey: key('STRIPE_PUBLISHABLE_KEY'),
          webhookSecret: key('STRIPE_WEBHOOK_SECRET'),
        }),
        razorpay: createRazorpayGateway({
          keyId: key('RAZORPAY_KEY_ID'),
          keySecret: key('RAZORPAY_KEY_SECRET'),
          webhookSecret: key('RAZORPAY_WEBHOOK_SECRET'),
        }),
      },
      close: () => Promise.resolve(),
    };
  }
  // Only reached with no key at all, outside production: the local stand-ins load only then.
  const { startFakePaymentGateways } = await import('./local/fake-payment-gateways.ts');
  const fakes = await startFakePaymentGateways();
  logger.warn(
    { stripe: fakes.stripe.url, razorpay: fakes.razorpay.url },
    'NO PAYMENT PROVIDER KEYS: payments go to LOCAL FAKES of Stripe and Razorpay; no real money moves',
  );
  return { gateways: fakes.gateways, close: () => fakes.close() };
}
