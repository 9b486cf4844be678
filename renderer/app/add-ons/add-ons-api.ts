// The add-on packs of server/modules/add-ons under /businessProfiles/{id} (decision 182).
import type { AddOn, AddOnPackOffer, AddOnPage } from '../../../schemas/generated/index.ts';
import { signedInCall } from '../../session/auth-client.ts';

/** A pack as sold, a pack bought, a page of them (schemas/api/add-on-pack-offers, add-on, add-ons-page). */
export type { AddOn, AddOnPage };
export type PackOffer = AddOnPackOffer;
export type AddOnState = AddOn['state'];

export const fetchPacks = (profileId: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/addOnPacks',
    params: { businessProfileId: profileId },
  });

export const fetchAddOns = (profileId: number, state: AddOnState | '', page: number, pageSize: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/addOns',
    params: { businessProfileId: profileId },
    query: { page: String(page), pageSize: String(pageSize), state: state === '' ? undefined : state },
  });

/** 402 (not enough funds) and 409 (the tier is active) are the screen's to say. */
export const buyPack = (profileId: number, packId: PackOffer['id']) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/addOns',
      params: { businessProfileId: profileId },
      body: { packId },
    },
    { expected: [402, 409] },
  );
