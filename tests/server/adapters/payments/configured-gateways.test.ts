import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { configuredPaymentGateways } from '../../../../server/adapters/payments/configured-gateways.ts';

const logger = pino({ level: 'silent' });
const ALL = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};

describe('which payment providers the server runs with (decision 108)', () => {
  it.each([
    ['some keys but not all', { STRIPE_SECRET_KEY: 'sk_live_x' }, /keys are missing: set STRIPE_PUBLISHABLE_KEY/],
    ['no keys in production', { NODE_ENV: 'production' }, /keys are missing/],
    ['test keys in production', { ...ALL, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x' }, /Test-mode/],
  ])('refuses to start with %s', async (_rule, env, message) => {
    await expect(configuredPaymentGateways(env, logger)).rejects.toThrow(message);
  });

  it('all keys: the real providers (their keys, not a fake on this machine)', async () => {
    const { gateways, close } = await configuredPaymentGateways(ALL, logger);
    expect(gateways.stripe.publishableKey).toBe('pk_live_x');
    expect(gateways.razorpay.keyId).toBe('rzp_live_x');
    await close();
  });

  it('no keys outside production: the local fakes, said loudly', async () => {
    const { gateways, close } = await configuredPaymentGateways({}, logger);
    expect(gateways.stripe.publishableKey).toMatch(/^pk_test_fake/);
    await close();
  });
});
