// A franchise headquarters' stores, server/modules/franchise under /businessProfiles/{id}/franchiseStores (AP §3).
import type { FranchiseStoresPage, FranchiseStoreView } from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { moneyCall } from '../money/money-call.ts';

/** AP §3 franchise store: its budget (cost) and what is left of it, in minor units (schemas/api/franchise-store.schema.json). */
export type FranchiseStore = FranchiseStoreView;

/** A page of stores and the currency of their budgets, the headquarters' wallet's (schemas/api/franchise-stores-page.schema.json). */
export type FranchiseStorePage = FranchiseStoresPage;

/** What the forms send: major units, as the schemas say. */
export interface StoreBody {
  readonly name?: string;
  readonly cost?: number;
}

// Refusals the page says itself: invalid data, a store that is gone, a profile that has no stores.
const EXPECTED = [ErrorCode.invalidRequestData, ErrorCode.doesNotExist, 403];

const base = (profileId: number) => `/businessProfiles/${String(profileId)}/franchiseStores`;

export function fetchStores(profileId: number, page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return moneyCall<FranchiseStorePage>(`${base(profileId)}?${query.toString()}`, { expected: EXPECTED });
}

export const createStore = (profileId: number, body: StoreBody) =>
  moneyCall<FranchiseStore>(base(profileId), { method: 'POST', body, expected: EXPECTED });

export const updateStore = (profileId: number, storeId: number, body: StoreBody) =>
  moneyCall<FranchiseStore>(`${base(profileId)}/${String(storeId)}`, { method: 'PATCH', body, expected: EXPECTED });
