import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type Request } from 'express';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider-error.ts';
import { PaymentOrder, type PaymentProvider } from '../../db/money-entities.ts';
import type { Services } from '../../services.ts';
import { creditOrder } from './payments.ts';

/** The raw body the provider signed (app.ts keeps it raw under /api/webhooks). */
const rawBodyOf = (req: Request): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

/**
 * Credits a payment the provider reports paid, when the page never came back to confirm it (a
 * closed tab, a card that needed the bank's check). Crediting is idempotent, so a retried
 * delivery or a page that did confirm changes nothing; the event is kept for the record.
 */
async function creditReported(
  em: EntityManager,
  provider: PaymentProvider,
  event: { id: string; type: string },
  payment: { orderId: string; paymentId: string; amountMinor: number } | null,
): Promise<void> {
  if (payment !== null) {
    const order = await em.findOne(PaymentOrder, { provider, providerOrderId: payment.orderId });
    if (order !== null && order.totalMinor === payment.amountMinor) await creditOrder(em, order, payment.paymentId);
  }
  await em
    .getConnection()
    .execute(
      'insert into provider_event (provider, event_id, type, received_at) values (?, ?, ?, now()) on conflict do nothing',
      [provider, event.id, event.type],
    );
}

/** POST /api/webhooks/stripe and /razorpay: signed by the provider, checked with its SDK. */
export function webhookRoutes({ orm, payments }: Services): Router {
  const router = Router();

  router.post('/webhooks/stripe', async (req, res) => {
    const event = payments.stripe.verifyWebhook(rawBodyOf(req), req.get('stripe-signature') ?? '');
    const { id, amount } = event.object as { id?: string; amount?: number };
    const succeeded = event.type === 'payment_intent.succeeded' && id !== undefined && amount !== undefined;
    // A card payment's order is its payment intent.
    await creditReported(
      orm.em,
      'stripe',
      event,
      succeeded ? { orderId: id, paymentId: id, amountMinor: amount } : null,
    );
    res.json({ received: true });
  });

  router.post('/webhooks/razorpay', async (req, res) => {
    const raw = rawBodyOf(req).toString('utf8');
    if (!payments.razorpay.verifyWebhook(raw, req.get('x-razorpay-signature') ?? '')) throw new WebhookSignatureError();
    const body = JSON.parse(raw) as {
      event?: string;
      payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number } } };
    };
    const { id, order_id: orderId, amount } = body.payload?.payment?.entity ?? {};
    const type = body.event ?? 'unknown';
    const captured = type === 'payment.captured' && id !== undefined && orderId !== undefined && amount !== undefined;
    const eventId = req.get('x-razorpay-event-id') ?? `${type}:${id ?? ''}`;
    const payment = captured ? { orderId, paymentId: id, amountMinor: amount } : null;
    await creditReported(orm.em, 'razorpay', { id: eventId, type }, payment);
    res.json({ received: true });
  });

  return router;
}
