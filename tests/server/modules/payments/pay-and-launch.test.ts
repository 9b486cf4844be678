import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { signedInUser } from '../../../support/accounts.ts';
import { payForSession } from '../../../support/pay.ts';
import { signedUpDaysAgo } from '../../../support/accounts.ts';
import { ownerHeaders, sessionAt } from '../../../support/walk.ts';

// The onboarding's budget step, per region (OL §9 minimums; run continuously: the default week).
const BUDGETS = {
  IN: { planId: 1, currencyCode: 'INR', dailyBudget: 350, budgetType: 1, scheduling: 1 },
  GB: { planId: 2, currencyCode: 'GBP', dailyBudget: 30, budgetType: 1, scheduling: 1 },
} as const;

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function sessionAtLaunch(region: 'IN' | 'GB'): Promise<{ sessionId: string; auth: Record<string, string> }> {
  const sessionId = await sessionAt(server, 'onboarding', 'launching', { budget: BUDGETS[region] }, {}, region);
  return { sessionId, auth: ownerHeaders(sessionId) };
}

/** OL §7 POST .../roimaticCampaigns/{campaignId}/launch for the session's campaign. */
async function launch(sessionId: string, auth: Record<string, string>) {
  const checkout = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
  const campaignId = checkout.body.campaign.id as number;
  const profileId = await profileOf(sessionId);
  return server.request(
    'POST',
    `/api/businessProfiles/${profileId}/roimaticCampaigns/${campaignId}/launch`,
    { region: 'IN' },
    auth,
  );
}

async function reviewer(): Promise<Record<string, string>> {
  const staff = await signedInUser(server);
  // OL §6: AccountManager 4 reviews; staff are made by hand, never by sign-up.
  await server.orm.em
    .getConnection()
    .execute(`update app_user set role_ids = '[4]'::jsonb where id = ?`, [staff.userId]);
  return staff.auth;
}

describe('India: Razorpay pays what the campaign needs, the launch locks it, review makes it live', () => {
  it('runs from checkout to live, crediting and charging once', async () => {
    const { sessionId, auth } = await sessionAtLaunch('IN');

    const checkout = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    expect(checkout.status).toBe(200);
    // ₹350 × 7 days, no fee, 18% GST on it: the one breakdown.
    expect(checkout.body.due).toMatchObject({
      budgetMinor: 245000,
      serviceFeeMinor: 0,
      taxMinor: 44100,
      totalMinor: 289100,
    });
    expect(checkout.body.gateway).toMatchObject({ paymentGateway: 'razorpay', keyId: server.payments.razorpay.keyId });

    const unpaid = await launch(sessionId, auth);
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.message).toMatch(
      /^Insufficient funds to run this campaign for its full duration: add ₹2,450\.00/,
    );

    const order = await server.request('POST', `/api/localbusiness/${sessionId}/payment/razorpay/order`, {}, auth);
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ amount: 289100, currency: 'INR' });
    const paid = await server.payments.razorpay.pay(order.body.id as string);

    const forged = await server.request(
      'POST',
      `/api/localbusiness/${sessionId}/payment/razorpay/verify`,
      { ...paid, razorpay_signature: '0'.repeat(64) },
      auth,
    );
    expect(forged.status).toBe(402);
    expect(forged.body.errorCode).toBe(201);

    const verify = () => server.request('POST', `/api/localbusiness/${sessionId}/payment/razorpay/verify`, paid, auth);
    const [first, second] = await Promise.all([verify(), verify()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.transaction.id).toBe(first.body.transaction.id);
    expect(first.body.wallet).toEqual({ currencyCode: 'INR', availableBalance: 245000, lockedFunds: 0 });

    const [launched, again] = await Promise.all([launch(sessionId, auth), launch(sessionId, auth)]);
    expect([launched.status, again.status].sort()).toContain(200);
    const session = await server.request('GET', `/api/sessions/${sessionId}`, undefined, auth);
    expect(session.body.launchState).toBe(2000);

    const campaign = (await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth)).body
      .campaign;
    expect(campaign).toMatchObject({ adStatus: 2, launchState: 2000, isDraft: false, lockedMinor: 245000 });
    const profileId = await profileOf(sessionId);
    const wallet = await server.request('GET', `/api/businessProfiles/${profileId}/payment/wallet`, undefined, auth);
    // Signed up just now: the 30 days without a service fee hold (decision 431).
    expect(wallet.body).toEqual({
      currencyCode: 'INR',
      availableBalance: 0,
      lockedFunds: 245000,
      serviceFeeWaivedUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const staff = await reviewer();
    const queue = await server.request('GET', '/api/review/campaigns', undefined, staff);
    expect(queue.body.map((item: { id: number }) => item.id)).toContain(campaign.id);
    expect(Date.parse(campaign.reviewDueAt as string)).toBeGreaterThan(Date.parse(campaign.submittedAt as string));
    const approved = await server.request('POST', `/api/review/campaigns/${campaign.id}/approve`, {}, staff);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ adStatus: 3, status: 'Active' });
    const published = await server.orm.em
      .getConnection()
      .execute<{ channel: number }[]>(
        'select channel from channel_publication where campaign_id = ? order by channel',
        [campaign.id],
      );
    expect(published.map((row) => row.channel)).toEqual([1, 2, 3]);
    const twice = await server.request('POST', `/api/review/campaigns/${campaign.id}/approve`, {}, staff);
    expect(twice.status).toBe(409);

    expect(server.payments.razorpay.payments().filter((payment) => payment.status === 'captured')).toHaveLength(1);
  });

  it('a user without the AccountManager role cannot see or approve the review queue', async () => {
    const owner = await signedInUser(server);
    expect((await server.request('GET', '/api/review/campaigns', undefined, owner.auth)).status).toBe(403);
  });
});

describe('United Kingdom: a saved card through Stripe', () => {
  it('declines with the provider message, then charges once per idempotency key and launches', async () => {
    const { sessionId, auth } = await sessionAtLaunch('GB');
    // An account past its 30 days without a service fee (OL §1): the band's 20%.
    await signedUpDaysAgo(server, sessionId, 31);
    const checkout = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    // £30 × 7 days, 20% service fee, no VAT.
    expect(checkout.body.due).toMatchObject({
      budgetMinor: 21000,
      serviceFeeMinor: 4200,
      taxMinor: 0,
      totalMinor: 25200,
    });
    expect(checkout.body.gateway.paymentGateway).toBe('stripe');

    const declined = await server.payments.stripe.createPaymentMethod('4000000000000002');
    await server.request(
      'POST',
      `/api/localbusiness/${sessionId}/stripe/paymentOptions`,
      { paymentMethodId: declined },
      auth,
    );
    const refused = await server.request(
      'POST',
      `/api/localbusiness/${sessionId}/stripe/paymentIntent`,
      { paymentOptionId: declined, idempotencyKey: 'declined-attempt-1' },
      auth,
    );
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ errorCode: 201, message: 'Your card was declined.' });

    const card = await server.payments.stripe.createPaymentMethod('4242424242424242');
    const saved = await server.request(
      'POST',
      `/api/localbusiness/${sessionId}/stripe/paymentOptions`,
      { paymentMethodId: card },
      auth,
    );
    expect(saved.status).toBe(201);
    const pay = () =>
      server.request(
        'POST',
        `/api/localbusiness/${sessionId}/stripe/paymentIntent`,
        { paymentOptionId: card, idempotencyKey: 'launch-payment-1' },
        auth,
      );
    // A double click: the request the server takes first charges. The other prices the same
    // shortfall, and the provider replays that charge, or (on a busy machine, once the first has
    // credited the wallet) finds nothing left to pay: never a second charge (checked below).
    const clicks = await Promise.all([pay(), pay()]);
    const answered = clicks.filter((click) => click.status === 200);
    const [first] = answered;
    if (first === undefined) throw new Error(`neither click was charged: ${JSON.stringify(clicks.map((c) => c.body))}`);
    for (const click of answered) expect(click.body.transaction.id).toBe(first.body.transaction.id);
    for (const click of clicks) if (click.status !== 200) expect(click.status, JSON.stringify(click.body)).toBe(409);
    // Paid: a later repeat finds nothing due and charges nothing.
    const late = await pay();
    expect(late.status).toBe(409);
    expect(first.body.wallet).toEqual({ currencyCode: 'GBP', availableBalance: 21000, lockedFunds: 0 });
    const charged = server.payments.stripe.paymentIntents().filter((intent) => intent.status === 'succeeded');
    expect(charged.map((intent) => intent.amount)).toEqual([25200]);

    expect((await launch(sessionId, auth)).status).toBe(200);
  });
});

async function profileOf(sessionId: string): Promise<number> {
  const [row] = await server.orm.em
    .getConnection()
    .execute<{ business_profile_id: number }[]>('select business_profile_id from flow_session where id = ?', [
      sessionId,
    ]);
  if (row === undefined) throw new Error('no session');
  return row.business_profile_id;
}

describe('OL §4 the launching step launches (1999 → 2000)', () => {
  it('refused with 402 and left at launching until paid; then it locks the run and ends launched', async () => {
    const { sessionId, auth } = await sessionAtLaunch('IN');
    const step = () => server.request('PUT', `/api/sessions/${sessionId}/steps/launching`, {}, auth);
    const unpaid = await step();
    expect(unpaid.status).toBe(402);
    expect((await server.request('GET', `/api/sessions/${sessionId}`, undefined, auth)).body.launchState).toBe(1999);

    await payForSession(server, sessionId, auth);
    const launched = await step();
    expect(launched.status).toBe(200);
    expect(launched.body).toMatchObject({ step: 'launched', launchState: 2000 });
    const checkout = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    expect(checkout.body).toMatchObject({
      campaign: { adStatus: 2, lockedMinor: 245000 },
      availableMinor: 0,
      due: null,
    });
  });
});

describe('paying before the budget is chosen, or without signing up', () => {
  it('a signed-up session before the budget step: 409, choose a budget first', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'ageGenderTarget');
    const checkout = await server.request(
      'GET',
      `/api/localbusiness/${sessionId}/checkout`,
      undefined,
      ownerHeaders(sessionId),
    );
    expect(checkout.status).toBe(409);
    expect(checkout.body.message).toBe('Choose a budget plan first: the campaign has no budget yet.');
  });

  it('a session nobody signed up in: 401, sign up first', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'emailSignup');
    const someone = await signedInUser(server);
    const order = await server.request(
      'POST',
      `/api/localbusiness/${sessionId}/payment/razorpay/order`,
      {},
      someone.auth,
    );
    expect(order.status).toBe(401);
    expect(order.body.message).toBe('Sign up or sign in to pay for and launch your campaign.');
  });
});
