import { beforeAll, describe, expect, it } from 'vitest';
import { InsufficientFundsError } from '../../../../server/modules/wallet/wallet-errors.ts';
import { lockedWallet, record } from '../../../../server/modules/wallet/wallet.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { makeCampaign, ownProfile } from '../../../support/campaigns.ts';
import { Campaign } from '../../../../server/modules/campaigns/entities.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

/** Funds a profile's wallet the way a user does: a Razorpay order, paid in (fake) Checkout, verified. */
async function topUp(user: SignedInUser, profileId: number, amount: number) {
  const order = await server.request(
    'POST',
    `/api/businessProfiles/${profileId}/payment/razorpay/order`,
    { amount },
    user.auth,
  );
  expect(order.status).toBe(201);
  const paid = await server.payments.razorpay.pay(order.body.id as string);
  const verified = await server.request(
    'POST',
    `/api/businessProfiles/${profileId}/payment/razorpay/verify`,
    paid,
    user.auth,
  );
  expect(verified.status).toBe(200);
  return verified.body;
}

describe('wallet ledger under contention', () => {
  // Twenty transactions on a pool of five: each waits for the row lock while holding a connection.
  it('twenty concurrent debits of a wallet that covers ten: ten succeed, none overdraws', async () => {
    const profileId = await ownProfile(server, await signedInUser(server));
    await server.orm.em.fork().transactional(async (tx) => {
      record(tx, await lockedWallet(tx, profileId, 'INR'), { kind: 'addFunds', amountMinor: 1000 });
    });
    const debits = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        server.orm.em.fork().transactional(async (tx) => {
          record(tx, await lockedWallet(tx, profileId, 'INR'), { kind: 'lock', amountMinor: 100 });
        }),
      ),
    );
    const refused = debits.filter((debit) => debit.status === 'rejected');
    expect(debits.filter((debit) => debit.status === 'fulfilled')).toHaveLength(10);
    expect(refused.every((debit) => debit.reason instanceof InsufficientFundsError)).toBe(true);
    const [wallet] = await server.orm.em
      .getConnection()
      .execute<{ available_minor: string; locked_minor: string }[]>(
        'select available_minor, locked_minor from wallet where business_profile_id = ?',
        [profileId],
      );
    expect(wallet).toEqual({ available_minor: '0', locked_minor: '1000' });
  });
});

describe('AP §7 wallet calls', () => {
  it('a top-up credits the ad spend, lists it with its invoice, and the invoice adds up as a PDF', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const below = await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/payment/razorpay/order`,
      { amount: 100 },
      user.auth,
    );
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('Not enough funds added: the minimum recharge is ₹500.00.');

    const credit = await topUp(user, profileId, 1000);
    expect(credit.wallet).toEqual({ currencyCode: 'INR', availableBalance: 100000, lockedFunds: 0 });
    const list = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/payment/wallet/transactions?limit=10&page=1`,
      undefined,
      user.auth,
    );
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.items[0]).toMatchObject({
      walletAction: 1,
      amountMinor: 100000,
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
    });

    const invoiceId = list.body.items[0].invoiceId as number;
    const invoice = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/invoices/${invoiceId}`,
      undefined,
      user.auth,
    );
    expect(invoice.body).toMatchObject({ taxKind: 'GST', serviceFeeMinor: 0, taxMinor: 18000, totalMinor: 118000 });
    const pdf = await fetch(`${server.baseUrl}/api/businessProfiles/${profileId}/invoices/${invoiceId}/pdf`, {
      headers: user.auth,
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const stranger = await signedInUser(server);
    const other = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/invoices/${invoiceId}`,
      undefined,
      stranger.auth,
    );
    expect(other.body.errorCode).toBe(113);
  });
});

describe('GST invoices of payments (OL §5 "GSTIN must be valid", issue 20)', () => {
  const order = (user: SignedInUser, profileId: number, billing: Record<string, string>) =>
    server.request(
      'POST',
      `/api/businessProfiles/${profileId}/payment/razorpay/order`,
      { amount: 1000, billing },
      user.auth,
    );

  it('a GSTIN whose check character does not match is refused before anyone pays', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const refused = await order(user, profileId, { gstin: '29ABCDE1234F1Z5', legalName: 'Chai and Crumbs' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { path: '/billing/gstin', message: 'The GSTIN has a typo: its last character does not match the rest.' },
    ]);
    expect((await order(user, profileId, { gstin: '29ABCDE1234F1ZW', legalName: 'Chai and Crumbs' })).status).toBe(201);
  });

  it('an invoice paid with a GSTIN saved before it was checked is still shown, without it (IGST), never a 500', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    await topUp(user, profileId, 1000);
    // A payment made before the check: its invalid GSTIN is in the order's invoice details.
    await server.orm.em
      .getConnection()
      .execute(`update payment_order set billing = ?::jsonb where business_profile_id = ?`, [
        JSON.stringify({ gstin: '22AAAAA0000A1Z5', legalName: 'Chai and Crumbs' }),
        profileId,
      ]);
    const list = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/payment/wallet/transactions?limit=10&page=1`,
      undefined,
      user.auth,
    );
    const invoiceId = list.body.items[0].invoiceId as number;
    const invoice = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/invoices/${invoiceId}`,
      undefined,
      user.auth,
    );
    expect(invoice.status).toBe(200);
    expect(invoice.body.buyer).toEqual({ name: 'Chai and Crumbs', address: [], email: user.emailAddress });
    expect(invoice.body.rows).toContainEqual(expect.objectContaining({ kind: 'tax', label: 'IGST (18%)' }));
    const pdf = await fetch(`${server.baseUrl}/api/businessProfiles/${profileId}/invoices/${invoiceId}/pdf`, {
      headers: user.auth,
    });
    expect(pdf.status).toBe(200);
  });
});

describe('AP §3 the ledger names the campaign', () => {
  it("lists a campaign's lock with the campaign's name, and a payment with none", async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const campaign = await makeCampaign(server, profileId, { name: 'Diwali sweets' });
    await server.orm.em.fork().transactional(async (tx) => {
      const wallet = await lockedWallet(tx, profileId, 'INR');
      record(tx, wallet, { kind: 'addFunds', amountMinor: 50_000 });
      record(tx, wallet, { kind: 'lock', amountMinor: 35_000, campaign: tx.getReference(Campaign, campaign.id) });
    });
    const list = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/payment/wallet/transactions?limit=10&page=1`,
      undefined,
      user.auth,
    );
    expect(list.status).toBe(200);
    expect(
      (list.body.items as { kind: string; campaignId: number | null; campaignName: string | null }[]).map(
        ({ kind, campaignId, campaignName }) => ({ kind, campaignId, campaignName }),
      ),
    ).toEqual([
      { kind: 'lock', campaignId: campaign.id, campaignName: 'Diwali sweets' },
      { kind: 'addFunds', campaignId: null, campaignName: null },
    ]);
  });
});

describe('AP §7 refunds (walletAction 2)', () => {
  it('a refund repeated with its idempotency key refunds once; a reused key or too much is refused', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    await topUp(user, profileId, 1000);
    const refund = (amount: number, idempotencyKey: string) =>
      server.request(
        'POST',
        `/api/businessProfiles/${profileId}/payment/wallet`,
        { walletAction: 2, amount, idempotencyKey },
        user.auth,
      );

    const [first, repeat] = await Promise.all([refund(250, 'refund-key-0001'), refund(250, 'refund-key-0001')]);
    expect([first.status, repeat.status]).toEqual([200, 200]);
    expect(repeat.body.transaction.id).toBe(first.body.transaction.id);
    expect((await refund(300, 'refund-key-0001')).body.errorCode).toBe(101);
    expect((await refund(5000, 'refund-key-0002')).status).toBe(400);

    const wallet = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/payment/wallet`,
      undefined,
      user.auth,
    );
    expect(wallet.body.availableBalance).toBe(75000);
    // ₹250 of ad spend goes back with its 18% GST: ₹295.
    const refunded = server.payments.razorpay.payments().map((payment) => payment.amount_refunded);
    expect(refunded).toContain(29500);
  });
});

describe('found by the wallet page', () => {
  it('amounts with two decimals pass the schema however floats round them (19.99, 4.35, 0.29)', async () => {
    const { project } = await import('../../../support/project.ts');
    for (const amount of [19.99, 4.35, 0.29]) {
      expect([amount, project.validate('api/razorpay-order.schema.json', { amount }).valid]).toEqual([amount, true]);
    }
    expect(project.validate('api/razorpay-order.schema.json', { amount: 19.999 }).valid).toBe(false);
  });

  it('listing cards makes no wallet: a UK profile then pays in pounds; a payment in another currency is refused before the provider is asked', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const cards = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/stripe/paymentOptions`,
      undefined,
      user.auth,
    );
    expect(cards.body).toEqual([]);
    expect(
      (await server.request('GET', `/api/businessProfiles/${profileId}/payment/wallet`, undefined, user.auth)).body
        .currencyCode,
    ).toBeNull();

    const card = await server.payments.stripe.createPaymentMethod('4242424242424242');
    await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/stripe/paymentOptions`,
      { paymentMethodId: card, region: 'GB' },
      user.auth,
    );
    const pay = (amount: number, key: string, region: string) =>
      server.request(
        'POST',
        `/api/businessProfiles/${profileId}/stripe/paymentIntent`,
        { amount, paymentOptionId: card, idempotencyKey: key, region },
        user.auth,
      );
    expect((await pay(10, 'gbp-top-up-0001', 'GB')).body.wallet).toMatchObject({
      currencyCode: 'GBP',
      availableBalance: 1000,
    });
    const charges = server.payments.stripe.paymentIntents().length;
    const orders = server.payments.razorpay.orders().length;
    const inRupees = await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/payment/razorpay/order`,
      { amount: 1000, region: 'IN' },
      user.auth,
    );
    expect(inRupees.status).toBe(400);
    expect(inRupees.body.message).toBe('This wallet holds GBP; it cannot take INR.');
    expect(server.payments.stripe.paymentIntents()).toHaveLength(charges);
    expect(server.payments.razorpay.orders()).toHaveLength(orders);
  });

  it('two first payments in different currencies at once: one claims the wallet, the other is refused before the provider takes money', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const card = await server.payments.stripe.createPaymentMethod('4242424242424242');
    await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/stripe/paymentOptions`,
      { paymentMethodId: card, region: 'GB' },
      user.auth,
    );
    const charges = server.payments.stripe.paymentIntents().length;
    const orders = server.payments.razorpay.orders().length;
    const [inPounds, inRupees] = await Promise.all([
      server.request(
        'POST',
        `/api/businessProfiles/${profileId}/stripe/paymentIntent`,
        { amount: 10, paymentOptionId: card, idempotencyKey: 'race-gbp-0001', region: 'GB' },
        user.auth,
      ),
      server.request(
        'POST',
        `/api/businessProfiles/${profileId}/payment/razorpay/order`,
        { amount: 1000, region: 'IN' },
        user.auth,
      ),
    ]);
    const wallet = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/payment/wallet`,
      undefined,
      user.auth,
    );
    const taken = server.payments.stripe.paymentIntents().length - charges;
    const opened = server.payments.razorpay.orders().length - orders;
    // Exactly one provider was asked, and it was the one whose currency the wallet holds.
    expect(taken + opened).toBe(1);
    expect(wallet.body.currencyCode).toBe(taken === 1 ? 'GBP' : 'INR');
    const [accepted, refused] = taken === 1 ? [inPounds, inRupees] : [inRupees, inPounds];
    expect(accepted.status).toBe(taken === 1 ? 200 : 201);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      taken === 1 ? 'This wallet holds GBP; it cannot take INR.' : 'This wallet holds INR; it cannot take GBP.',
    );
  });
});
