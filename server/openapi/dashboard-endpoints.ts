import type { ApiEndpoint } from './api-catalogue.ts';
import { CAMPAIGN_VIEW } from './money-endpoints.ts';

export const METRICS =
  '`{ costMinor, impressions, clicks, totalSalesMinor, orders, costPerOrderMinor, cpcMinor }` (accounts-and-platform §3 dashboard metrics; money in minor units, the ratios rounded to the minor unit and null without orders or clicks)';
const RANGE =
  '`from` and `to` (YYYY-MM-DD, both included, at most 366 days) pick the days; without them This Month, the first of the month through today (AP §2). `state` is one of the AP §4 dashboard states (decision 133), `all` by default.';

/** AP §2 dashboard: the profile's campaigns by state, their metrics, pause, resume and deleting a draft. */
export const DASHBOARD_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listCampaigns',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns',
    summary: "The profile's campaigns in a dashboard state, newest first, with their metrics over a range of days",
    description: `${RANGE} Paged by \`limit\` (1-100, 20) and \`page\` (from 1).`,
    tags: ['dashboard'],
    signedIn: true,
    query: 'api/dashboard-query.schema.json',
    response: {
      status: 200,
      description: `\`{ range: { from, to }, items, total, page, limit }\`; each item is ${CAMPAIGN_VIEW} with \`visibleState\` (draft, inReview, live), \`deliveryNote\` (paused, pausedInsufficientFunds, disabled, ended, notYetStarted or null), \`pauseReason\`, \`pendingEdit\` (an edit waiting to be published, \`{ id, changes, submittedAt, publishDueAt }\`, or null; decision 161) and \`metrics\`, ${METRICS}.`,
      schema: 'api/campaigns-page.schema.json',
    },
    errors: [400, 401, 403],
  },
  {
    operationId: 'createCampaign',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns',
    summary: 'Start a new campaign: a draft and the session of the signed-in campaign flow that builds it',
    description:
      "OL §7 POST campaigns: a draft with §9's defaults (budget 1, lifetime budget, objective 1, starting 2 days ahead, ending 9 days ahead, run continuously) and a session of the `subsequent` flow owned by the caller, run at /app/{businessProfileId}/campaign/{campaignId}. Its region is the wallet's once the profile has one, else `region` (IN by default); `franchiseStoreId` (one of the profile's stores, else 404) makes it that store's campaign.",
    tags: ['dashboard'],
    signedIn: true,
    body: 'api/campaign-create.schema.json',
    bodyOptional: true,
    response: { status: 201, description: `The draft: ${CAMPAIGN_VIEW}.`, schema: 'api/campaign.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'getDashboard',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/dashboard',
    summary: 'The metrics of the campaigns in a state over a range of days: totals and one entry per day',
    description: RANGE,
    tags: ['dashboard'],
    signedIn: true,
    query: 'api/dashboard-query.schema.json',
    response: {
      status: 200,
      description: `\`{ range, currencyCode, campaigns, totals, daily }\`: totals are ${METRICS}; daily has one entry per day of the range (days without figures as zeros), each the same with its \`day\`.`,
      schema: 'api/dashboard.schema.json',
    },
    errors: [400, 401, 403],
  },
  {
    operationId: 'updateCampaign',
    method: 'patch',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}',
    summary: 'Pause or resume a live campaign, or delete a draft',
    description:
      "`{ status: 'Paused' | 'Active' }` pauses or resumes a live campaign that has not ended (AP §4); resuming one paused for insufficient funds first locks the budget of its days left (402 when the wallet lacks it). `{ adStatus: 4 }` deletes a draft (OL §4). 409 for a disabled campaign (it cannot be activated), an ended one, or a state the change does not fit.",
    tags: ['dashboard'],
    signedIn: true,
    body: 'api/campaign-patch.schema.json',
    response: {
      status: 200,
      description: `The campaign after the change: ${CAMPAIGN_VIEW}.`,
      schema: 'api/campaign.schema.json',
    },
    errors: [400, 401, 402, 403, 404, 409],
  },
];
