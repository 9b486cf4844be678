// The add-on packs of server/modules/add-ons under /businessProfiles/{id} (decision 182).
import type { AddOn, AddOnPackOffer, AddOnPackOffers, AddOnPage } from '../../../schemas/generated/index.ts';
import { moneyCall } from '../money/money-call.ts';

/** A pack as sold, a pack bought, a page of them (schemas/api/add-on-pack-offers, add-on, add-ons-page). */
export type { AddOn, AddOnPage };
export type PackOffer = AddOnPackOffer;
export type AddOnState = AddOn['state'];

const base = (profileId: number) => `/businessProfiles/${String(profileId)}`;

export const fetchPacks = (profileId: number) => moneyCall<AddOnPackOffers>(`${base(profileId)}/addOnPacks`);

export function fetchAddOns(profileId: number, state: AddOnState | '', page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (state !== '') query.set('state', state);
  return moneyCall<AddOnPage>(`${base(profileId)}/addOns?${query.toString()}`);
}

/** 402 (not enough funds) and 409 (the tier is active) are the screen's to say. */
export const buyPack = (profileId: number, packId: PackOffer['id']) =>
  moneyCall<AddOn>(`${base(profileId)}/addOns`, { method: 'POST', body: { packId }, expected: [402, 409] });
