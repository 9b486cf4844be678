// The store profile calls (server/modules/stores): AP §2 storeSetup, §3 store profile.
import type { StoreSetup } from '../../../schemas/generated/api/store-setup.ts';
import type { StoreSetupPatch } from '../../../schemas/generated/api/store-setup-patch.ts';
import type { Currency } from '../../../schemas/generated/entities/currency.ts';
import type { TimeZone } from '../../../schemas/generated/entities/time-zone.ts';
import storePlatforms from '../../../schemas/enums/store-platform.schema.json' with { type: 'json' };
import { publicCall, signedInCall } from '../../session/auth-client.ts';

/** AP §3 store profile fields; `fields` says how the profile's category lets each be shown (decision 151). */
export type StoreField = keyof StoreSetup['fields'];
export type { Currency, TimeZone };

/** The store profile as GET, PATCH …/storeSetup and POST …/logo answer it (schemas/api/store-setup.schema.json). */
export type { StoreSetup };

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
