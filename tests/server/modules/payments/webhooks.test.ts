import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('provider webhooks: signed by the provider, checked with its SDK; never a 500', () => {
  it('Stripe: a bad signature is 400; a signed event is received once, again harmlessly', async () => {
    const { body, signature } = server.payments.stripe.signedWebhook({
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_unknown_to_us', amount: 100 } },
    });
    expect((await post('/api/webhooks/stripe', body, { 'stripe-signature': 'v1=forged' })).status).toBe(400);
    for (const raw of ['null', '[]', '{"type":"x"}', '{"type":"x","data":{"object":{}}}']) {
      const header = Stripe.webhooks.generateTestHeaderString({
        payload: raw,
        secret: server.payments.stripe.webhookSecret,
      });
      const response = await post('/api/webhooks/stripe', raw, { 'stripe-signature': header });
      expect([raw, response.status]).toEqual([raw, 400]);
    }
    for (const attempt of [1, 2]) {
      const response = await post('/api/webhooks/stripe', body, { 'stripe-signature': signature });
      expect([attempt, response.status]).toEqual([attempt, 200]);
    }
  });

  it('Razorpay: a signed body that is not an event is 400; a long event id header is kept as its digest', async () => {
    // Razorpay signs the exact body with the webhook secret (HMAC-SHA256, hex), whatever it holds.
    const sign = (body: string) =>
      createHmac('sha256', server.payments.razorpay.webhookSecret).update(body).digest('hex');
    for (const body of ['not json', 'null', '[]']) {
      const response = await post('/api/webhooks/razorpay', body, { 'x-razorpay-signature': sign(body) });
      expect([body, response.status]).toEqual([body, 400]);
    }
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 42 } } } });
    const signature = sign(body);
    const response = await post('/api/webhooks/razorpay', body, {
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': 'e'.repeat(400),
    });
    expect(response.status).toBe(200);
  });
});
