import type { ApiEndpoint } from './api-catalogue.ts';

const STORE_VIEW =
  '`{ id, name, cost, costToBeSpent }` (accounts-and-platform §3 franchise store), the budget and what is left of it in minor units';

/** AP §3 franchise stores; their budgets are checked when their campaigns launch (AP §8 store budget insufficient). */
export const FRANCHISE_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listFranchiseStores',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/franchiseStores',
    summary: "The profile's franchise stores",
    tags: ['franchise'],
    signedIn: true,
    description:
      "Only a franchise headquarters' profile (AP §1 category 3) has stores (403 otherwise). Oldest first (decision 231).",
    query: 'api/franchise-stores-query.schema.json',
    response: {
      status: 200,
      description: `\`{ items, total, page, pageSize, currencyCode }\`: a page of ${STORE_VIEW}, and the currency of the budgets (the wallet's).`,
      schema: 'api/franchise-stores-page.schema.json',
    },
    errors: [400, 401, 403],
  },
  {
    operationId: 'createFranchiseStore',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/franchiseStores',
    summary: 'Add a store to a franchise headquarters, with the budget it may spend',
    description:
      "Only a franchise headquarters' profile (AP §1 category 3) has stores (403 otherwise). A campaign started with `franchiseStoreId` launches only while the store's budget left covers its run (402 'Store budget insufficient'), and takes the run's budget from it (decision 140).",
    tags: ['franchise'],
    signedIn: true,
    body: 'api/franchise-store-create.schema.json',
    response: { status: 201, description: `The store: ${STORE_VIEW}.`, schema: 'api/franchise-store.schema.json' },
    errors: [400, 401, 403],
  },
  {
    operationId: 'updateFranchiseStore',
    method: 'patch',
    path: '/businessProfiles/{businessProfileId}/franchiseStores/{storeId}',
    summary: 'Rename a store or change its budget',
    description:
      "The budget left is the new budget less what the store's campaigns have already taken; a budget below that is 400 at /cost (decision 232). Another profile's store is 404.",
    tags: ['franchise'],
    signedIn: true,
    body: 'api/franchise-store-update.schema.json',
    response: { status: 200, description: `The store: ${STORE_VIEW}.`, schema: 'api/franchise-store.schema.json' },
    errors: [400, 401, 403, 404],
  },
];
