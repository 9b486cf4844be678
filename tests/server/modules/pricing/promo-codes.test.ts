import { beforeAll, describe, expect, it } from 'vitest';
import { AD_STATUS, Campaign } from '../../../../server/modules/campaigns/entities.ts';
import { estimateConversions } from '../../../../server/modules/pricing/conversion-estimate.ts';
import { PromoCodeUsedError, usablePromo } from '../../../../server/modules/pricing/promo-codes.ts';
import { signedUpDaysAgo } from '../../../support/accounts.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { ownerHeaders, sessionAt } from '../../../support/walk.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const GB_BUDGET = { planId: 2, currencyCode: 'GBP', dailyBudget: 30, budgetType: 1, scheduling: 1 };

describe('OL §7 pricingBandLevels: the plans and the service fee a promo code sets', () => {
  const levels = (query: string) => server.request('GET', `/api/localBusiness/pricingBandLevels?${query}`);

  it('GBP without a code: the band fee (20%), Starter the minimum, Growth the estimate, Custom open', async () => {
    const response = await levels('currencyCode=GBP');
    expect(response.body).toEqual({
      currencyCode: 'GBP',
      promoCode: null,
      serviceFeeBasisPoints: 2000,
      taxKind: 'VAT',
      taxBasisPoints: 0,
      levels: [
        { planId: 1, dailyBudgetMinor: 2000 },
        { planId: 2, dailyBudgetMinor: 3000 },
        { planId: 3, dailyBudgetMinor: null },
      ],
    });
  });

  it.each([
    ['NOFEE30', 0],
    [' launch10 ', 1000],
  ])('%s sets the fee to %i basis points (case and spaces do not matter)', async (code, fee) => {
    const response = await levels(`currencyCode=GBP&promoCode=${encodeURIComponent(code)}`);
    expect(response.body).toMatchObject({ promoCode: code.trim().toUpperCase(), serviceFeeBasisPoints: fee });
  });

  it.each([
    ['an unknown code', 'currencyCode=GBP&promoCode=BOGUS'],
    ['a code of another currency', 'currencyCode=INR&promoCode=NOFEE30'],
  ])('OL §8 invalid promo code: %s', async (_rule, query) => {
    const response = await levels(query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 102, message: 'Invalid promo code' });
  });
});

describe('OL §1 "no service fee for 30 days" from sign-up (decision 382)', () => {
  it('a new UK account pays no fee, a promo code is not used up meanwhile; after 30 days the band fee is back', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'budget', {}, {}, 'GB');
    const auth = ownerHeaders(sessionId);
    const levels = await server.request(
      'GET',
      `/api/localBusiness/pricingBandLevels?currencyCode=GBP&sessionId=${sessionId}`,
      undefined,
      auth,
    );
    expect(levels.body).toMatchObject({
      serviceFeeBasisPoints: 0,
      serviceFeeWaiver: { days: 30, serviceFeeBasisPoints: 2000 },
    });
    const until = Date.parse(levels.body.serviceFeeWaiver.until as string);
    expect(until - Date.now()).toBeGreaterThan(29 * 86_400_000);

    await server.request(
      'PUT',
      `/api/sessions/${sessionId}/steps/budget`,
      { ...GB_BUDGET, promoCode: 'LAUNCH10' },
      auth,
    );
    const waived = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    expect(waived.body.due).toMatchObject({ budgetMinor: 21000, serviceFeeBasisPoints: 0, totalMinor: 21000 });

    await signedUpDaysAgo(server, sessionId, 31);
    const charged = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    expect(charged.body.due).toMatchObject({ serviceFeeBasisPoints: 1000, serviceFeeMinor: 2100 });
    const after = await server.request(
      'GET',
      `/api/localBusiness/pricingBandLevels?currencyCode=GBP&sessionId=${sessionId}`,
      undefined,
      auth,
    );
    expect(after.body.serviceFeeBasisPoints).toBe(2000);
    expect(after.body.serviceFeeWaiver).toBeUndefined();
  });

  it('India charges no fee anyway: nothing is waived; Growth is its own price, not Starter again (decision 383)', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'budget');
    const levels = await server.request(
      'GET',
      `/api/localBusiness/pricingBandLevels?currencyCode=INR&sessionId=${sessionId}`,
      undefined,
      ownerHeaders(sessionId),
    );
    expect(levels.body.serviceFeeBasisPoints).toBe(0);
    expect(levels.body.serviceFeeWaiver).toBeUndefined();
    expect(levels.body.levels).toEqual([
      { planId: 1, dailyBudgetMinor: 35000 },
      { planId: 2, dailyBudgetMinor: 53000 },
      { planId: 3, dailyBudgetMinor: null },
    ]);
  });
});

describe('a promo code on the budget step prices the campaign and is used up by paying', () => {
  it('LAUNCH10: £210 of budget, 10% fee; an invalid code refuses the step and saves nothing', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'budget', {}, {}, 'GB');
    // Past the 30 days without a service fee (OL §1): the code sets the fee.
    await signedUpDaysAgo(server, sessionId, 31);
    const auth = ownerHeaders(sessionId);
    const refused = await server.request(
      'PUT',
      `/api/sessions/${sessionId}/steps/budget`,
      { ...GB_BUDGET, promoCode: 'BOGUS' },
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ path: '/promoCode', message: 'Invalid promo code' }]);
    expect((await server.request('GET', `/api/sessions/${sessionId}`, undefined, auth)).body.step).toBe('budget');

    const saved = await server.request(
      'PUT',
      `/api/sessions/${sessionId}/steps/budget`,
      { ...GB_BUDGET, promoCode: 'launch10' },
      auth,
    );
    expect(saved.status).toBe(200);
    const checkout = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    expect(checkout.body.due).toMatchObject({
      budgetMinor: 21000,
      serviceFeeBasisPoints: 1000,
      serviceFeeMinor: 2100,
      totalMinor: 23100,
    });

    // Paying uses the code for this campaign: another campaign of the same profile cannot.
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
      { paymentOptionId: card, idempotencyKey: 'promo-payment-1' },
      auth,
    );
    expect(paid.status).toBe(200);
    expect(server.payments.stripe.paymentIntents().at(-1)?.amount).toBe(23100);

    const em = server.orm.em.fork();
    const first = await em.findOneOrFail(Campaign, { session: sessionId });
    const second = em.create(Campaign, {
      ...first,
      id: undefined,
      session: null,
      adStatus: AD_STATUS.new,
      createdAt: new Date(),
      updatedAt: new Date(),
    } as unknown as Campaign);
    await em.flush();
    const use = { code: 'LAUNCH10', currencyCode: 'GBP', businessProfileId: first.businessProfile.id };
    await expect(usablePromo(em, { ...use, campaignId: first.id })).resolves.toMatchObject({ code: 'LAUNCH10' });
    await expect(usablePromo(em, { ...use, campaignId: second.id })).rejects.toThrow(PromoCodeUsedError);
  });
});

describe('OL §7 estimateConversion: a deterministic model (decision 111)', () => {
  it.each([
    {
      rule: 'IN, calls, ₹350/day: 350 × 7 / 120 ≈ 20.4',
      region: 'IN',
      objectiveId: 1,
      daily: 35000,
      offer: false,
      low: 16,
      high: 25,
    },
    {
      rule: 'IN, calls, with an offer: 50% more',
      region: 'IN',
      objectiveId: 1,
      daily: 35000,
      offer: true,
      low: 24,
      high: 37,
    },
    {
      rule: 'GB, website visits, £30/day: 30 × 7 / 0.80 = 262.5',
      region: 'GB',
      objectiveId: 3,
      daily: 3000,
      offer: false,
      low: 210,
      high: 315,
    },
  ])('$rule', ({ region, objectiveId, daily, offer, low, high }) => {
    expect(estimateConversions({ region, objectiveId, dailyBudgetMinor: daily, hasOffer: offer })).toEqual({
      objectiveId,
      perDays: 7,
      low,
      high,
    });
  });

  it('over HTTP from the session’s objective and offer; a bad amount is 400', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'budget');
    const auth = ownerHeaders(sessionId);
    const estimate = await server.request(
      'GET',
      `/api/localBusiness/${sessionId}/estimateConversion?amount=350`,
      undefined,
      auth,
    );
    expect(estimate.status).toBe(200);
    expect(estimate.body.perDays).toBe(7);
    expect(estimate.body.low).toBeLessThanOrEqual(estimate.body.high);
    const bad = await server.request(
      'GET',
      `/api/localBusiness/${sessionId}/estimateConversion?amount=abc`,
      undefined,
      auth,
    );
    expect(bad.status).toBe(400);
  });
});
