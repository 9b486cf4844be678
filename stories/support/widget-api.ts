import { http, HttpResponse, type HttpHandler } from 'msw';
// The server's own pricing rules (pure), so the budget widget shows the figures the API would give.
import {
  bandOfCurrency,
  estimateBudget,
  formatCostPerDay,
  growthDailyBudgetMinor,
  MINIMUM_CAMPAIGN_DAYS,
  priceBreakdown,
  pricingBand,
} from '../../server/modules/pricing/pricing.ts';

// §3 creative generation status DONE: the creatives are ready at once, with nothing to poll.
const GENERATION_DONE = 2;
const TEMPLATE_IDS = [1, 2, 3];
const SIZE = 1080;

/** A square placeholder in place of a generated creative (no image service in Storybook). */
const placeholder = (templateId: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="100%" height="100%" fill="#dde3ea"/><text x="50%" y="50%" font-size="96" text-anchor="middle">Creative ${templateId}</text></svg>`,
  )}`;

const generation = {
  generationId: '00000000-0000-4000-8000-00000000c0de',
  status: GENERATION_DONE,
  templates: TEMPLATE_IDS.map((templateId) => ({
    templateId,
    imageUrl: placeholder(templateId),
    width: SIZE,
    height: SIZE,
    formats: [],
  })),
  adCopy: {
    primaryText: 'Fresh bakes every morning, delivered across town.',
    callToActionText: 'Order now',
    headlines: ['Fresh bakes daily', 'Order by 9 am'],
    descriptions: ['Cakes, breads and pastries from our kitchen to your door.'],
  },
  advertiser: { name: 'Chai & Crumbs', logoUrl: null, websiteUrl: 'https://www.chaiandcrumbs.in/menu' },
};

/**
 * The launching step's checkout for a week at the default budget, which the wallet already holds:
 * nothing is due, so the step's NEXT launches (a replay walks on) and no provider script loads.
 */
function coveredCheckout(region: string) {
  const { dailyBudgetMinor } = estimateBudget({ region });
  const price = priceBreakdown({ region, dailyBudgetMinor, days: MINIMUM_CAMPAIGN_DAYS });
  return {
    campaign: {
      id: 1,
      name: 'Pune Daily Bakes campaign',
      budgetMinor: dailyBudgetMinor,
      currencyCode: price.currencyCode,
      startDate: '2026-01-05',
      endDate: '2026-01-12',
      adStatus: 1,
      launchState: 1999,
      reviewDueAt: null,
    },
    price,
    availableMinor: price.budgetMinor,
    due: null,
    gateway: { paymentGateway: 'razorpay', keyId: 'rzp_test_storybook', browserScriptUrl: 'about:blank' },
  };
}

/**
 * The link-accounts step's connection to the social network: every permission granted and ad
 * access to the page of the step's sample (its schema's first example) approved, as the server
 * answers once the page is linked; connecting again or asking again changes nothing.
 */
const PERMISSIONS = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_ads',
  'ads_management',
  'instagram_basic',
];
const linkedSocialPage = {
  requestedPermissions: PERMISSIONS,
  connected: true,
  grantedPermissions: PERMISSIONS,
  missingPermissions: [],
  pages: [
    {
      pageId: '104829375512345',
      name: 'Pune Daily Bakes',
      isAdmin: true,
      instagramAccounts: [{ instagramAccountId: '17841405822304914', username: 'punedailybakes' }],
    },
  ],
  pageId: '104829375512345',
  instagramAccountId: '17841405822304914',
  pageAccessStatus: 'approved',
};

/**
 * The calls widgets make besides the wizard's own (renderer/widgets): pricing, plans and budget estimate
 * (the budget step), creative generation (the creative steps), place search (answered empty:
 * a replay types no keyword), the launching step's checkout (nothing due) and the link-accounts
 * step's social page (linked). A region the server
 * does not know is not a QA story: IN by default.
 */
export function widgetApi(): HttpHandler[] {
  return [
    http.get('/api/localBusiness/pricingBand', ({ request }) =>
      HttpResponse.json(pricingBand(new URL(request.url).searchParams.get('region') ?? 'IN')),
    ),
    // A story's session has nobody signed up: the 30 days without a service fee are all ahead.
    http.get('/api/localBusiness/pricingBandLevels', ({ request }) => {
      const band = bandOfCurrency(new URL(request.url).searchParams.get('currencyCode') ?? 'INR');
      const waived = band.serviceFeeBasisPoints > 0;
      return HttpResponse.json({
        currencyCode: band.currencyCode,
        promoCode: null,
        serviceFeeBasisPoints: waived ? 0 : band.serviceFeeBasisPoints,
        ...(waived && {
          serviceFeeWaiver: { days: 30, until: null, serviceFeeBasisPoints: band.serviceFeeBasisPoints },
        }),
        taxKind: band.taxKind,
        taxBasisPoints: band.taxBasisPoints,
        levels: [
          { planId: 1, dailyBudgetMinor: band.minimumDailyBudgetMinor },
          { planId: 2, dailyBudgetMinor: growthDailyBudgetMinor(band) },
          { planId: 3, dailyBudgetMinor: null },
        ],
      });
    }),
    http.post('/api/localBusiness/:sessionId/estimatebudget', async ({ request }) => {
      const { region = 'IN' } = (await request.json()) as { region?: string };
      const estimate = estimateBudget({ region });
      return HttpResponse.json({ ...estimate, costPerDay: formatCostPerDay(region, estimate.dailyBudgetMinor) });
    }),
    http.get('/api/sessions/:sessionId/creatives', () => HttpResponse.json(generation)),
    http.post('/api/sessions/:sessionId/creatives', () => HttpResponse.json(generation, { status: 202 })),
    http.get('/api/Locations', () => HttpResponse.json([])),
    http.get('/api/localbusiness/:sessionId/checkout', () => HttpResponse.json(coveredCheckout('IN'))),
    http.get('/api/localbusiness/:sessionId/socialLink', () => HttpResponse.json(linkedSocialPage)),
    http.post('/api/localbusiness/:sessionId/socialLink/exchangeToken', () => HttpResponse.json(linkedSocialPage)),
    http.post('/api/localbusiness/:sessionId/live/pageAccess', () => HttpResponse.json(linkedSocialPage)),
  ];
}
