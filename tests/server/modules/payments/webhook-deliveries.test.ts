import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

// Providers deliver webhooks at least once, late and in any order; the page reports the same
// payment too. Whatever arrives when, a payment is charged once and credited once.
let server: SharedTestServer;
// A busy machine may take longer than the default 10 s to migrate a fresh database.
beforeAll(async () => {
  server = await sharedTestServer();
}, 60_000);

interface Payer {
  readonly user: SignedInUser;
  readonly profileId: number;
}

async function newPayer(): Promise<Payer> {
  const user = await signedInUser(server);
  return { user, profileId: await ownProfile(server, user) };
}

const deliver = async (provider: 'stripe' | 'razorpay', signed: { body: string; signature: string }) => {
  const header = provider === 'stripe' ? 'stripe-signature' : 'x-razorpay-signature';
  const response = await fetch(`${server.baseUrl}/api/webhooks/${provider}`, {
    method: 'POST',
    body: signed.body,
    headers: { 'content-type': 'application/json', [header]: signed.signature },
  });
  return response.status;
};

/** The wallet and its ledger as the owner sees them, and the rows that name the provider's payment. */
async function ledgerOf({ user, profileId }: Payer, providerPaymentId: string) {
  const base = `/api/businessProfiles/${profileId}/payment/wallet`;
  const wallet = (await server.request('GET', base, undefined, user.auth)).body;
  const entries = (await server.request('GET', `${base}/transactions?limit=50&page=1`, undefined, user.auth)).body;
  const rows = await server.orm.em.getConnection().execute<{ credits: string; invoices: string }[]>(
    `select count(distinct t.id) as credits, count(distinct i.id) as invoices
         from wallet_transaction t left join invoice i on i.transaction_id = t.id
        where t.provider_payment_id = ? and t.kind = 'addFunds'`,
    [providerPaymentId],
  );
  return {
    wallet,
    entries: entries.items as { walletAction: number; amountMinor: number; availableAfterMinor: number }[],
    rows: rows[0],
  };
}

/** One credit of the budget, one invoice, and a balance that is what the ledger says. */
async function expectCreditedOnce(payer: Payer, providerPaymentId: string, budgetMinor: number): Promise<void> {
  const { wallet, entries, rows } = await ledgerOf(payer, providerPaymentId);
  expect(rows).toEqual({ credits: '1', invoices: '1' });
  expect(entries.map((entry) => [entry.walletAction, entry.amountMinor])).toEqual([[1, budgetMinor]]);
  expect(wallet.availableBalance).toBe(budgetMinor);
  expect(entries[0]?.availableAfterMinor).toBe(wallet.availableBalance);
}

describe('Razorpay: payment.captured delivered twice, late, or among other events', () => {
  const BUDGET_MINOR = 100_000;

  /** A ₹1,000 top-up order, paid in (fake) Checkout; the captured payment as Razorpay holds it. */
  async function paidOrder(payer: Payer, failedFirst = false) {
    const order = await server.request(
      'POST',
      `/api/businessProfiles/${payer.profileId}/payment/razorpay/order`,
      { amount: 1000 },
      payer.user.auth,
    );
    expect(order.status).toBe(201);
    const orderId = order.body.id as string;
    if (failedFirst) await server.payments.razorpay.pay(orderId, 'failure');
    const checkout = await server.payments.razorpay.pay(orderId);
    const attempts = server.payments.razorpay.payments().filter((payment) => payment.order_id === orderId);
    const captured = attempts.find((payment) => payment.status === 'captured');
    if (captured === undefined) throw new Error('the fake captured nothing');
    const event = (name: string, entity: object = captured) =>
      server.payments.razorpay.signedWebhook({ event: name, payload: { payment: { entity } } });
    const verify = () =>
      server.request(
        'POST',
        `/api/businessProfiles/${payer.profileId}/payment/razorpay/verify`,
        checkout,
        payer.user.auth,
      );
    return { orderId, captured, attempts, event, verify };
  }

  const chargedOnce = (orderId: string) => {
    expect(
      server.payments.razorpay.payments().filter((p) => p.order_id === orderId && p.status === 'captured'),
    ).toHaveLength(1);
  };

  it('the same signed event twice, one after the other: one credit', async () => {
    const payer = await newPayer();
    const { orderId, captured, event } = await paidOrder(payer);
    const signed = event('payment.captured');
    expect([await deliver('razorpay', signed), await deliver('razorpay', signed)]).toEqual([200, 200]);
    chargedOnce(orderId);
    await expectCreditedOnce(payer, captured.id, BUDGET_MINOR);
  });

  it('the same signed event five times at once: one credit', async () => {
    const payer = await newPayer();
    const { orderId, captured, event } = await paidOrder(payer);
    const signed = event('payment.captured');
    const statuses = await Promise.all(Array.from({ length: 5 }, () => deliver('razorpay', signed)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    chargedOnce(orderId);
    await expectCreditedOnce(payer, captured.id, BUDGET_MINOR);
  });

  it('late, after the page verified the payment (and again at the same time as a repeat of it): one credit', async () => {
    const payer = await newPayer();
    const { orderId, captured, event, verify } = await paidOrder(payer);
    const verified = await verify();
    expect(verified.status).toBe(200);
    const [webhook, again] = await Promise.all([deliver('razorpay', event('payment.captured')), verify()]);
    expect([webhook, again.status]).toEqual([200, 200]);
    expect(again.body.transaction.id).toBe(verified.body.transaction.id);
    chargedOnce(orderId);
    await expectCreditedOnce(payer, captured.id, BUDGET_MINOR);
  });

  it('out of order: a failed attempt, a refund and order.paid before payment.captured, which comes twice, then the page: one credit', async () => {
    const payer = await newPayer();
    const { orderId, captured, attempts, event, verify } = await paidOrder(payer, true);
    const failed = attempts.find((payment) => payment.status === 'failed');
    expect(failed).toBeDefined();
    const refund = { entity: 'refund', id: 'rfnd_early00000001', payment_id: captured.id, amount: captured.amount };
    const early = [
      server.payments.razorpay.signedWebhook({ event: 'refund.processed', payload: { refund: { entity: refund } } }),
      event('order.paid'),
      event('payment.failed', failed ?? {}),
    ];
    for (const signed of early) expect(await deliver('razorpay', signed)).toBe(200);
    expect((await ledgerOf(payer, captured.id)).rows).toEqual({ credits: '0', invoices: '0' });
    expect(await deliver('razorpay', event('payment.captured'))).toBe(200);
    expect(await deliver('razorpay', event('payment.failed', failed ?? {}))).toBe(200);
    expect(await deliver('razorpay', event('payment.captured'))).toBe(200);
    expect((await verify()).status).toBe(200);
    chargedOnce(orderId);
    await expectCreditedOnce(payer, captured.id, BUDGET_MINOR);
  });
});

describe('Stripe: payment_intent.succeeded delivered twice, late, or among other events', () => {
  const BUDGET_MINOR = 500;

  /** A £5 top-up by a saved card: charged at once (4242…), or waiting for the bank's check (…3184). */
  async function cardPayment(payer: Payer, cardNumber: string) {
    const card = await server.payments.stripe.createPaymentMethod(cardNumber);
    const base = `/api/businessProfiles/${payer.profileId}`;
    await server.request('POST', `${base}/stripe/paymentOptions`, { paymentMethodId: card }, payer.user.auth);
    const charge = {
      amount: 5,
      paymentOptionId: card,
      idempotencyKey: `webhook-${String(payer.profileId)}`,
      region: 'GB',
    };
    const paid = await server.request('POST', `${base}/stripe/paymentIntent`, charge, payer.user.auth);
    const intents = server.payments.stripe
      .paymentIntents()
      .filter((intent) => intent.metadata.businessProfileId === String(payer.profileId));
    expect(intents).toHaveLength(1);
    const [intent] = intents;
    if (intent === undefined) throw new Error('the fake made no payment intent');
    const event = (type: string, object: object = { ...intent, status: 'succeeded', amount_received: intent.amount }) =>
      server.payments.stripe.signedWebhook({ type, data: { object: { ...object } } });
    return { paid, intent, event };
  }

  it('late, after the page was answered, twice in a row and three at once: one credit', async () => {
    const payer = await newPayer();
    const { paid, intent, event } = await cardPayment(payer, '4242424242424242');
    expect(paid.status).toBe(200);
    const signed = event('payment_intent.succeeded');
    expect([await deliver('stripe', signed), await deliver('stripe', signed)]).toEqual([200, 200]);
    expect(await Promise.all([1, 2, 3].map(() => deliver('stripe', signed)))).toEqual([200, 200, 200]);
    await expectCreditedOnce(payer, intent.id, BUDGET_MINOR);
  });

  it('out of order: a refund and a failure before success, success twice at once, then created and requires_action: one credit', async () => {
    const payer = await newPayer();
    const { paid, intent, event } = await cardPayment(payer, '4242424242424242');
    expect(paid.status).toBe(200);
    const charge = { id: 'ch_early', object: 'charge', payment_intent: intent.id, amount: intent.amount };
    expect(await deliver('stripe', event('charge.refunded', charge))).toBe(200);
    expect(await deliver('stripe', event('payment_intent.payment_failed', intent))).toBe(200);
    const succeeded = event('payment_intent.succeeded');
    expect(await Promise.all([deliver('stripe', succeeded), deliver('stripe', succeeded)])).toEqual([200, 200]);
    expect(await deliver('stripe', event('payment_intent.created', intent))).toBe(200);
    expect(await deliver('stripe', event('payment_intent.requires_action', intent))).toBe(200);
    expect(await deliver('stripe', succeeded)).toBe(200);
    await expectCreditedOnce(payer, intent.id, BUDGET_MINOR);
  });

  it('success before the order is saved: refused (409) so Stripe delivers it again; nothing credited meanwhile', async () => {
    const payer = await newPayer();
    const { intent, event } = await cardPayment(payer, '4242424242424242');
    // A payment of this profile that the server charged but has not saved (or died before saving).
    const unsaved = { ...intent, id: 'pi_charged_not_saved_yet', status: 'succeeded', amount_received: intent.amount };
    expect(await deliver('stripe', event('payment_intent.succeeded', unsaved))).toBe(409);
    expect((await ledgerOf(payer, unsaved.id)).rows).toEqual({ credits: '0', invoices: '0' });
    // Not adflow's (no profile in its metadata): acknowledged, and ignored.
    const foreign = { ...unsaved, id: 'pi_of_another_product', metadata: {} };
    expect(await deliver('stripe', event('payment_intent.succeeded', foreign))).toBe(200);
    await expectCreditedOnce(payer, intent.id, BUDGET_MINOR);
  });
});
