import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Request } from 'express';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider-error.ts';
import { PaymentOrder, type PaymentProvider } from './entities.ts';
import { AppError, InvalidRequestError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { creditOrder } from './payments.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** The raw body the provider signed (app.ts keeps it raw under /api/webhooks). */
const rawBodyOf = (req: Request): Buffer => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

/**
 * A payment of ours (it names a business profile) whose order is not saved yet: the provider may
 * report a card payment before the request that made it has saved its order, or that request died
 * in between (the database down). Refused, so that the provider delivers the event again later.
 */
export class PaymentNotRecordedYetError extends AppError {
  constructor() {
    super(409, 409, 'This payment is not recorded here yet. Deliver the event again later.');
  }
}

interface ReportedPayment {
  readonly orderId: string;
  readonly paymentId: string;
  readonly amountMinor: number;
  /** Whether adflow asked for it (its metadata or notes name a business profile). */
  readonly ours: boolean;
}

/**
 * Credits a payment the provider reports paid, when the page never came back to confirm it (a
 * closed tab, a card that needed the bank's check). Crediting is idempotent, so a retried
 * delivery or a page that did confirm changes nothing; the event is kept for the record.
 */
async function creditReported(
  em: EntityManager,
  provider: PaymentProvider,
  event: { id: string; type: string },
  payment: ReportedPayment | null,
): Promise<void> {
  if (payment !== null) {
    const order = await em.findOne(PaymentOrder, { provider, providerOrderId: payment.orderId });
    if (order === null && payment.ours) throw new PaymentNotRecordedYetError();
    if (order !== null && order.totalMinor === payment.amountMinor) await creditOrder(em, order, payment.paymentId);
  }
  await em
    .getConnection()
    .execute(
      'insert into provider_event (provider, event_id, type, received_at) values (?, ?, ?, now()) on conflict do nothing',
      [provider, eventIdOf(event.id), event.type.slice(0, MAX_EVENT_ID)],
    );
}

/** A signed body that is not a JSON object is still not an event: 400, never a 500. */
function parsedEvent(raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new InvalidRequestError('The webhook body is not JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidRequestError('The webhook body is not an event.');
  }
  return parsed as Record<string, unknown>;
}

const field = (value: unknown, name: string): Record<string, unknown> => {
  const inner = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {};
};

// The server puts the paying profile in the payment's metadata (Stripe) or the order's notes (Razorpay).
const namesAProfile = (tags: Record<string, unknown>): boolean => typeof tags.businessProfileId === 'string';

// Event ids are kept for the record; a header longer than the column is kept as its digest.
const MAX_EVENT_ID = 255;
const eventIdOf = (id: string): string =>
  id.length <= MAX_EVENT_ID ? id : `sha256:${createHash('sha256').update(id).digest('hex')}`;

/** POST /api/webhooks/stripe and /razorpay: signed by the provider, checked with its SDK. */
export function webhookRoutes(api: ApiRouter, { orm, payments }: Services): void {
  api.on('receiveStripeWebhook', async (req, res) => {
    const event = payments.stripe.verifyWebhook(rawBodyOf(req), req.get('stripe-signature') ?? '');
    const { id, amount } = event.object;
    const succeeded = event.type === 'payment_intent.succeeded' && typeof id === 'string' && typeof amount === 'number';
    // A card payment's order is its payment intent.
    const ours = namesAProfile(field(event.object, 'metadata'));
    await creditReported(
      orm.em,
      'stripe',
      event,
      succeeded ? { orderId: id, paymentId: id, amountMinor: amount, ours } : null,
    );
    res.json({ received: true });
  });

  api.on('receiveRazorpayWebhook', async (req, res) => {
    const raw = rawBodyOf(req).toString('utf8');
    if (!payments.razorpay.verifyWebhook(raw, req.get('x-razorpay-signature') ?? '')) throw new WebhookSignatureError();
    const body = parsedEvent(raw);
    // Razorpay's shape (payload.payment.entity), read field by field: a signed body may still hold anything.
    const entity = field(field(field(body, 'payload'), 'payment'), 'entity');
    const [id, orderId, amount] = [entity.id, entity.order_id, entity.amount];
    const type = typeof body.event === 'string' ? body.event : 'unknown';
    const captured =
      type === 'payment.captured' &&
      typeof id === 'string' &&
      typeof orderId === 'string' &&
      typeof amount === 'number';
    const eventId = req.get('x-razorpay-event-id') ?? `${type}:${typeof id === 'string' ? id : ''}`;
    const payment = captured
      ? { orderId, paymentId: id, amountMinor: amount, ours: namesAProfile(field(entity, 'notes')) }
      : null;
    await creditReported(orm.em, 'razorpay', { id: eventId, type }, payment);
    res.json({ received: true });
  });
}
