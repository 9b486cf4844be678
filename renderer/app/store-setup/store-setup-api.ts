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
export const fetchCurrencies = () => publicCall({ method: 'GET', path: '/currencies' });

/** AP §7 GET /timezones: the time zones a profile may have. */
export const fetchTimeZones = () => publicCall({ method: 'GET', path: '/timezones' });

/** A store platform's title (`Shopify`, `local business`) by its value. */
export const platformTitle = (platform: string): string =>
  storePlatforms.oneOf.find((option) => option.const === platform)?.title ?? platform;

export const fetchStoreSetup = (businessProfileId: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/storeSetup',
    params: { businessProfileId },
  });

/** AP §7 POST /businessProfiles/{id}/logo: a new store logo; answers the store profile. */
export function uploadStoreLogo(businessProfileId: number, file: File): Promise<StoreSetup> {
  const body = new FormData();
  body.set('logoFile', file);
  return signedInCall({
    method: 'POST',
    path: '/businessProfiles/{businessProfileId}/logo',
    params: { businessProfileId },
    body,
  });
}

/** PATCH with only the fields that changed (AP §4: nothing is sent when nothing changed). */
export const patchStoreSetup = (businessProfileId: number, body: StoreSetupPatch) =>
  signedInCall({
    method: 'PATCH',
    path: '/businessProfiles/{businessProfileId}/storeSetup',
    params: { businessProfileId },
    body,
  });
