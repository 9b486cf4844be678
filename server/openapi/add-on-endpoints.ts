import type { ApiEndpoint } from './api-catalogue.ts';

const ADD_ON =
  '`{ id, packId, tierName, currencyCode, priceMinor, taxMinor, totalMinor, startsAt, expiresAt, state }`: accounts-and-platform §3 add-on pack (tier name, price, tax, expiry) as charged; `state` active until it expires, then expired (§4)';

/** AP §1 add-on subscriptions (active or expired), §3 add-on pack (decision 182). */
export const ADD_ON_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listAddOnPacks',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/addOnPacks',
    summary: 'The add-on packs on sale, in the currency of the profile’s wallet',
    description:
      'INR before the profile has a wallet. Tax is the region’s (GST 18% in India, none in the United Kingdom).',
    tags: ['add-ons'],
    signedIn: true,
    response: {
      status: 200,
      description:
        '`{ currencyCode, packs: [{ id, tierName, days, currencyCode, priceMinor, taxKind, taxMinor, totalMinor }] }`.',
      schema: 'api/add-on-pack-offers.schema.json',
    },
    errors: [401, 403],
  },
  {
    operationId: 'listAddOns',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/addOns',
    summary: "The profile's add-on packs, newest bought first, a page at a time",
    description: '`state` narrows to active or expired packs.',
    tags: ['add-ons'],
    signedIn: true,
    query: 'api/add-ons-query.schema.json',
    response: {
      status: 200,
      description: `\`{ items, total, page, pageSize }\`, each item ${ADD_ON}.`,
      schema: 'api/add-ons-page.schema.json',
    },
    errors: [400, 401, 403],
  },
  {
    operationId: 'buyAddOn',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/addOns',
    summary: 'Buy an add-on pack from the wallet',
    description:
      'Its total with tax is debited from the wallet’s available funds (a wallet transaction of kind addOn); it runs from now for the pack’s days. Not enough funds answers 402 with `shortfallMinor`; a tier that is still active answers 409.',
    tags: ['add-ons'],
    signedIn: true,
    body: 'api/add-on-purchase.schema.json',
    response: { status: 201, description: `The pack bought: ${ADD_ON}.`, schema: 'api/add-on.schema.json' },
    errors: [400, 401, 402, 403, 409],
  },
];
