import type { ApiEndpoint } from './api-catalogue.ts';

/** Onboarding-and-launch §3, §7, §9: the pricing band, its plans and fee, and the session's estimates. */
export const PRICING_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'getPricingBand',
    method: 'get',
    path: '/localBusiness/pricingBand',
    summary: 'The pricing band of a region (minimum and recommended budget, fee, tax)',
    tags: ['pricing'],
    query: 'api/pricing-band-query.schema.json',
    response: {
      status: 200,
      description: 'The pricing band, amounts in minor units.',
      schema: 'api/region-pricing-band.schema.json',
    },
    errors: [400],
  },
  {
    operationId: 'getPricingBandLevels',
    method: 'get',
    path: '/localBusiness/pricingBandLevels',
    summary: 'The plans of a currency and the service fee, which a promo code may change',
    description:
      "Onboarding-and-launch §3, §7 (decision 112): Starter is the minimum daily budget, Growth the default estimate, Custom the user's own. An unknown, expired or other-currency `promoCode` is 400; one the session's business profile already used is 409.",
    tags: ['pricing'],
    query: 'api/pricing-band-levels-query.schema.json',
    response: {
      status: 200,
      description:
        '`{ currencyCode, promoCode, serviceFeeBasisPoints, serviceFeeWaiver, taxKind, taxBasisPoints, levels: [{ planId, dailyBudgetMinor }] }`: planId 1 Starter, 2 Growth, 3 Custom (dailyBudgetMinor null). `serviceFeeWaiver` is `{ days: 30, until, serviceFeeBasisPoints }` while the 30 days without a service fee hold (OL §1, decision 382; `until` null before sign-up); otherwise it is left out.',
      schema: 'api/pricing-band-levels.schema.json',
    },
    errors: [400, 409],
  },
  {
    operationId: 'estimateBudget',
    method: 'post',
    path: '/localBusiness/{sessionId}/estimatebudget',
    summary: 'The default budget estimate of a session',
    tags: ['pricing'],
    body: 'api/estimate-budget.schema.json',
    response: {
      status: 200,
      description:
        '`{ currencyCode, dailyBudgetMinor, costPerDay }`: the estimate, rounded up to the next multiple of 10 (§9), with its cost per day as shown.',
      schema: 'api/budget-estimate.schema.json',
    },
    errors: [400, 404],
  },
  {
    operationId: 'estimateConversion',
    method: 'get',
    path: '/localBusiness/{sessionId}/estimateConversion',
    summary: "The conversions a daily budget may bring, for the session's objective and offer",
    description:
      "Onboarding-and-launch §7 (decision 111): a week of `amount` (major units) divided by what one result of the session's objective costs in the region, 50% more with an offer, as a range of ±20%.",
    tags: ['pricing'],
    query: 'api/estimate-conversion-query.schema.json',
    response: {
      status: 200,
      description: '`{ objectiveId, perDays, low, high }`: whole numbers of results in perDays days.',
      schema: 'api/conversion-estimate.schema.json',
    },
    errors: [400, 404],
  },
];
