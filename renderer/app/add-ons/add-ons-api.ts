// The add-on packs of server/modules/add-ons under /businessProfiles/{id} (decision 182).
import { moneyCall } from '../money/money-call.ts';

export type AddOnState = 'active' | 'expired';

export interface PackOffer {
  readonly id: 'starter' | 'growth';
  readonly tierName: string;
  readonly days: number;
  readonly currencyCode: string;
  readonly priceMinor: number;
  readonly taxKind: 'GST' | 'VAT';
  readonly taxMinor: number;
  readonly totalMinor: number;
}

export interface AddOn {
  readonly id: number;
  readonly packId: string;
  readonly tierName: string;
  readonly currencyCode: string;
  readonly priceMinor: number;
  readonly taxMinor: number;
  readonly totalMinor: number;
  readonly startsAt: string;
  readonly expiresAt: string;
  readonly state: AddOnState;
}

export interface AddOnPage {
  readonly items: readonly AddOn[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

const base = (profileId: number) => `/businessProfiles/${String(profileId)}`;

export const fetchPacks = (profileId: number) =>
  moneyCall<{ currencyCode: string; packs: readonly PackOffer[] }>(`${base(profileId)}/addOnPacks`);

export function fetchAddOns(profileId: number, state: AddOnState | '', page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (state !== '') query.set('state', state);
  return moneyCall<AddOnPage>(`${base(profileId)}/addOns?${query.toString()}`);
}

/** 402 (not enough funds) and 409 (the tier is active) are the screen's to say. */
export const buyPack = (profileId: number, packId: PackOffer['id']) =>
  moneyCall<AddOn>(`${base(profileId)}/addOns`, { method: 'POST', body: { packId }, expected: [402, 409] });
