// The store profile calls (server/modules/stores): AP §2 storeSetup, §3 store profile.
import type { StoreSetupPatch } from '../../../schemas/generated/api/store-setup-patch.ts';
import type { Address } from '../../../schemas/generated/entities/address.ts';
import currencyIds from '../../../schemas/enums/currency-id.schema.json' with { type: 'json' };
import storePlatforms from '../../../schemas/enums/store-platform.schema.json' with { type: 'json' };
import timeZoneIds from '../../../schemas/enums/time-zone-id.schema.json' with { type: 'json' };
import { signedInCall } from '../auth-client.ts';

/** AP §3 store profile fields, and how the profile's category lets each be shown (decision 151). */
export type StoreField = 'logo' | 'name' | 'email' | 'currency' | 'timezone' | 'location' | 'address';
export type FieldAccess = 'editable' | 'readOnly' | 'hidden';

export type StoreAddress = Readonly<Address>;

export interface StoreSetup {
  readonly businessProfileId: number;
  readonly category: number;
  readonly platform: string | null;
  readonly storeDomain: string | null;
  readonly storeUrl: string | null;
  readonly linked: boolean;
  readonly logo: { readonly url: string } | null;
  readonly name: string;
  readonly email: string | null;
  readonly currencyId: number;
  readonly timeZoneId: number;
  readonly location: Record<string, unknown> | null;
  readonly address: StoreAddress | null;
  readonly fields: Readonly<Record<StoreField, FieldAccess>>;
}

/** The ids a profile may have, with their ISO 4217 code and IANA name (schemas/enums). */
export const CURRENCIES: readonly { readonly id: number; readonly code: string }[] = currencyIds.oneOf.map(
  (option) => ({ id: option.const, code: option.title }),
);
export const TIME_ZONES: readonly { readonly id: number; readonly name: string }[] = timeZoneIds.oneOf.map(
  (option) => ({ id: option.const, name: option.title }),
);

/** A store platform's title (`Shopify`, `local business`) by its value. */
export const platformTitle = (platform: string): string =>
  storePlatforms.oneOf.find((option) => option.const === platform)?.title ?? platform;

const path = (profileId: number) => `/businessProfiles/${String(profileId)}/storeSetup`;

export const fetchStoreSetup = (profileId: number) => signedInCall<StoreSetup>(path(profileId));

/** PATCH with only the fields that changed (AP §4: nothing is sent when nothing changed). */
export const patchStoreSetup = (profileId: number, body: StoreSetupPatch) =>
  signedInCall<StoreSetup>(path(profileId), { method: 'PATCH', body });
