import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromoCodeUsedError, usablePromo } from '../../../../server/modules/pricing/promo-codes.ts';
import { signedInUser, signedUpDaysAgo, userSignedUpDaysAgo } from '../../../support/accounts.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';
import { ownerHeaders, sessionAt } from '../../../support/walk.ts';

/** The findings of a security review of the money paths, each kept as a test. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const GB_BUDGET = { planId: 2, currencyCode: 'GBP', dailyBudget: 30, budgetType: 1, scheduling: 1 };

async function profileOf(sessionId: string): Promise<number> {
  const [row] = await server.orm.em
    .getConnection()
    .execute<{ business_profile_id: number }[]>('select business_profile_id from flow_session where id = ?', [
      sessionId,
    ]);
  if (row === undefined) throw new Error('no session');
  return row.business_profile_id;
}

/** A UK session at launching with a promo code, paid by card: what the wallet and Stripe then hold. */
async function paidWithPromo(promoCode: string) {
  const sessionId = await sessionAt(
    server,
    'onboarding',
    'launching',
    { budget: { ...GB_BUDGET, promoCode } },
    {},
    'GB',
  );
  // Past the 30 days without a service fee (OL §1): the code sets the fee.
  await signedUpDaysAgo(server, sessionId, 31);
  const auth = ownerHeaders(sessionId);
  const card = await server.payments.stripe.createPaymentMethod('4242424242424242');
  await server.request(
    'POST',
    `/api/localbusiness/${sessionId}/stripe/paymentOptions`,
    { paymentMethodId: card },
    auth,
  );
  const paid = await server.request(
    'POST',
    `/api/localbusiness/${sessionId}/stripe/paymentIntent`,
    { paymentOptionId: card, idempotencyKey: `promo-${promoCode}-${sessionId}` },
    auth,
  );
  expect(paid.status).toBe(200);
  return { sessionId, auth, profileId: await profileOf(sessionId) };
}

const refund = (profileId: number, auth: Record<string, string>, amount: number, idempotencyKey: string) =>
  server.request(
    'POST',
    `/api/businessProfiles/${profileId}/payment/wallet`,
    { walletAction: 2, amount, idempotencyKey },
    auth,
  );

const lastRefund = () => server.payments.stripe.refunds().at(-1)?.amount;

describe('refunds give back the share of what was charged, never more', () => {
  it('a payment with no fee (NOFEE30) refunds the ad spend alone', async () => {
    const { auth, profileId } = await paidWithPromo('NOFEE30');
    expect((await refund(profileId, auth, 175, 'nofee-refund-0001')).status).toBe(200);
    expect(lastRefund()).toBe(17500);
  });

  it('tiny refunds add up to the share of the charge, not more (a £5 top-up charged £6)', async () => {
    const user = await signedInUser(server);
    // Past the 30 days without a service fee (decision 431): the £1 fee is what the shares divide.
    await userSignedUpDaysAgo(server, user.userId, 31);
    const [member] = await server.orm.em
      .getConnection()
      .execute<{ business_profile_id: number }[]>('select business_profile_id from profile_member where user_id = ?', [
        user.userId,
      ]);
    const profileId = member?.business_profile_id ?? 0;
    const card = await server.payments.stripe.createPaymentMethod('4242424242424242');
    await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/stripe/paymentOptions`,
      { paymentMethodId: card },
      user.auth,
    );
    const topUp = await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/stripe/paymentIntent`,
      { amount: 5, paymentOptionId: card, idempotencyKey: 'five-pounds-0001', region: 'GB' },
      user.auth,
    );
    expect(topUp.status).toBe(200);
    const before = server.payments.stripe.refunds().length;
    for (const n of [1, 2, 3])
      expect((await refund(profileId, user.auth, 0.03, `tiny-refund-000${n}`)).status).toBe(200);
    const given = server.payments.stripe.refunds().slice(before);
    // 9p of ad spend out of £5 charged £6: 10.8p, rounded down once over all three.
    expect(given.reduce((sum, each) => sum + each.amount, 0)).toBe(10);
  });
});

describe('launch and review follow the campaign’s portal, not the request’s host', () => {
  it('a portal with launching turned off refuses the launch of its campaigns', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'launching', { budget: GB_BUDGET }, {}, 'GB');
    const connection = server.orm.em.getConnection();
    await connection.execute(`update portal set is_campaign_launch_disabled = true where 'localhost' = any(domains)`);
    try {
      const launched = await server.request(
        'PUT',
        `/api/sessions/${sessionId}/steps/launching`,
        {},
        ownerHeaders(sessionId),
      );
      expect(launched.status).toBe(403);
    } finally {
      await connection.execute(
        `update portal set is_campaign_launch_disabled = false where 'localhost' = any(domains)`,
      );
    }
  });

  it("an account manager of another portal neither sees nor approves this portal's campaigns", async () => {
    const staff = await signedInUser(server);
    const connection = server.orm.em.getConnection();
    await connection.execute(`update app_user set role_ids = '[4]'::jsonb where id = ?`, [staff.userId]);
    // A member of the partner portal only (tokens are not tied to a portal; memberships are).
    await connection.execute(
      `update portal_member set portal_id = (select id from portal where 'partner.localhost' = any(domains)) where user_id = ?`,
      [staff.userId],
    );
    const queue = await server.request('GET', '/api/review/campaigns', undefined, staff.auth);
    expect(queue.status).toBe(200);
    const [campaign] = await server.orm.em
      .getConnection()
      .execute<{ id: number }[]>(`select id from campaign order by id limit 1`);
    expect(queue.body.map((item: { id: number }) => item.id)).not.toContain(campaign?.id);
    const approve = await server.request(
      'POST',
      `/api/review/campaigns/${String(campaign?.id)}/approve`,
      {},
      staff.auth,
    );
    expect(approve.status).toBe(404);
  });
});

describe('a promo code is once per person, whichever of their profiles uses it', () => {
  it('another profile of the same user cannot use LAUNCH10 again', async () => {
    const { auth } = await paidWithPromo('LAUNCH10');
    const another = await server.request('POST', '/api/businessProfiles', { name: 'Second shop' }, auth);
    expect(another.status).toBe(201);
    const use = { code: 'LAUNCH10', currencyCode: 'GBP', businessProfileId: another.body.id as number };
    await expect(usablePromo(server.orm.em.fork(), use)).rejects.toThrow(PromoCodeUsedError);
  });
});
