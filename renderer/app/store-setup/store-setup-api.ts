// The store profile calls (server/modules/stores): AP §2 storeSetup, §3 store profile.
import type { StoreSetupPatch } from '../../../schemas/generated/api/store-setup-patch.ts';
import type { Address } from '../../../schemas/generated/entities/address.ts';
import type { Currency } from '../../../schemas/generated/entities/currency.ts';
import type { TimeZone } from '../../../schemas/generated/entities/time-zone.ts';
import storePlatforms from '../../../schemas/enums/store-platform.schema.json' with { type: 'json' };
import { publicCall, signedInCall } from '../../session/auth-client.ts';

/** AP §3 store profile fields, and how the profile's category lets each be shown (decision 151). */
export type StoreField = 'logo' | 'name' | 'email' | 'currency' | 'timezone' | 'location' | 'address';
export type FieldAccess = 'editable' | 'readOnly' | 'hidden';

export type StoreAddress = Readonly<Address>;
export type { Currency, TimeZone };

export interface StoreSetup {
  readonly businessProfileId: number;
  readonly category: number;
  readonly platform: string | null;
  readonly storeDomain: string | null;
  readonly storeUrl: string | null;
  readonly linked: boolean;
  readonly logo: { readonly url: string; readonly fileName?: string } | null;
  readonly name: string;
  readonly email: string | null;
  readonly currencyId: number;
  readonly timeZoneId: number;
  readonly location: Record<string, unknown> | null;
  readonly address: StoreAddress | null;
  readonly fields: Readonly<Record<StoreField, FieldAccess>>;
}

/** AP §7 GET /currencies: the currencies a profile may have. */
export const fetchCurrencies = () => publicCall<Currency[]>('/currencies');

/** AP §7 GET /timezones: the time zones a profile may have. */
export const fetchTimeZones = () => publicCall<TimeZone[]>('/timezones');

/** A store platform's title (`Shopify`, `local business`) by its value. */
export const platformTitle = (platform: string): string =>
  storePlatforms.oneOf.find((option) => option.const === platform)?.title ?? platform;

const path = (profileId: number) => `/businessProfiles/${String(profileId)}/storeSetup`;

export const fetchStoreSetup = (profileId: number) => signedInCall<StoreSetup>(path(profileId));

/** AP §7 POST /businessProfiles/{id}/logo: a new store logo; answers the store profile. */
export function uploadStoreLogo(profileId: number, file: File): Promise<StoreSetup> {
  const body = new FormData();
  body.set('logoFile', file);
  return signedInCall<StoreSetup>(`/businessProfiles/${String(profileId)}/logo`, { method: 'POST', body });
}

/** PATCH with only the fields that changed (AP §4: nothing is sent when nothing changed). */
export const patchStoreSetup = (profileId: number, body: StoreSetupPatch) =>
  signedInCall<StoreSetup>(path(profileId), { method: 'PATCH', body });
