// A franchise headquarters' stores, server/modules/franchise under /businessProfiles/{id}/franchiseStores (AP §3).
import type {
  FranchiseStoreCreate,
  FranchiseStoreUpdate,
  FranchiseStoreView,
} from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { signedInCall } from '../../session/auth-client.ts';

/** AP §3 franchise store: its budget (cost) and what is left of it, in minor units (schemas/api/franchise-store.schema.json). */
export type FranchiseStore = FranchiseStoreView;

// Refusals the page says itself: invalid data, a store that is gone, a profile that has no stores.
const EXPECTED = [ErrorCode.invalidRequestData, ErrorCode.doesNotExist, 403];

export const fetchStores = (profileId: number, page: number, pageSize: number) =>
  signedInCall(
    {
      method: 'GET',
      path: '/businessProfiles/{businessProfileId}/franchiseStores',
      params: { businessProfileId: profileId },
      query: { page: String(page), pageSize: String(pageSize) },
    },
    { expected: EXPECTED },
  );

/** The forms send major units, as the schemas say. */
export const createStore = (profileId: number, body: FranchiseStoreCreate) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/franchiseStores',
      params: { businessProfileId: profileId },
      body,
    },
    { expected: EXPECTED },
  );

export const updateStore = (profileId: number, storeId: number, body: FranchiseStoreUpdate) =>
  signedInCall(
    {
      method: 'PATCH',
      path: '/businessProfiles/{businessProfileId}/franchiseStores/{storeId}',
      params: { businessProfileId: profileId, storeId },
      body,
    },
    { expected: EXPECTED },
  );
