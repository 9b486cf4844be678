import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoreSetupPatch } from '../../../schemas/generated/api/store-setup-patch.ts';
import { REQUIRED_MESSAGE } from '../../../engine/index.ts';
import type { BusinessProfile } from '../accounts/entities.ts';
import { StoreProfile, type StoreAddress, type StoreLogo } from './entities.ts';
import { InvalidRequestError } from '../../errors.ts';
import { StoreFieldNotEditableError } from './store-errors.ts';

/** AP §1 business categories, ids 1 to 6 in this order. */
export const CATEGORY = {
  localBusiness: 1,
  eCommerce: 2,
  hqFranchise: 3,
  creativeBuilder: 4,
  brandPortal: 5,
  richMediaAdBuilder: 6,
} as const;

/** AP §3 store profile fields. */
export type StoreField = 'logo' | 'name' | 'email' | 'currency' | 'timezone' | 'location' | 'address';

/** How the store profile page shows a field: to change, to read only, or not at all. */
export type FieldAccess = 'editable' | 'readOnly' | 'hidden';

const E = 'editable';
const R = 'readOnly';
const H = 'hidden';

/**
 * AP §3 "each enabled or editable depending on category", one row per category (docs/decisions.md
 * 151 gives the reasons): logo, name, email, currency, timezone, location, address.
 */
const ACCESS_BY_CATEGORY: Readonly<Record<number, readonly FieldAccess[]>> = {
  [CATEGORY.localBusiness]: [E, E, E, E, E, E, E],
  [CATEGORY.eCommerce]: [E, E, E, R, E, H, E],
  [CATEGORY.hqFranchise]: [E, E, E, R, E, E, E],
  [CATEGORY.creativeBuilder]: [E, E, E, H, H, H, H],
  [CATEGORY.brandPortal]: [R, R, R, R, R, H, R],
  [CATEGORY.richMediaAdBuilder]: [E, E, E, H, H, H, H],
};

const FIELDS: readonly StoreField[] = ['logo', 'name', 'email', 'currency', 'timezone', 'location', 'address'];

/** Each field's access for a profile of `category` (an unknown category may change nothing). */
export function fieldAccess(category: number): Record<StoreField, FieldAccess> {
  const row = ACCESS_BY_CATEGORY[category] ?? FIELDS.map(() => R);
  return Object.fromEntries(FIELDS.map((field, index) => [field, row[index] ?? R])) as Record<StoreField, FieldAccess>;
}

const ADDRESS_PARTS = ['addressLine', 'area', 'city', 'state', 'postcode', 'countryCode'] as const;

/** The store profile field a PATCH property belongs to. */
function fieldOfProperty(property: string): StoreField {
  if ((ADDRESS_PARTS as readonly string[]).includes(property)) return 'address';
  if (property === 'currencyId') return 'currency';
  if (property === 'timeZoneId') return 'timezone';
  return property as StoreField;
}

/** AP §3: a field the profile's category may not change is refused (403 naming it). */
export function requireEditable(profile: BusinessProfile, field: StoreField): void {
  if (fieldAccess(profile.category)[field] !== E) throw new StoreFieldNotEditableError([field]);
}

/** The store profile's logo, and the profile's thumbnailLogo with it (AP §3). */
export function setStoreLogo(profile: BusinessProfile, store: StoreProfile, logo: StoreLogo): void {
  store.logo = logo;
  profile.thumbnailLogo = logo.url;
}

/** The profile's store side, made (not yet saved) the first time it is asked for. */
export async function storeProfileOf(em: EntityManager, profile: BusinessProfile): Promise<StoreProfile> {
  return (
    (await em.findOne(StoreProfile, { businessProfile: profile })) ??
    em.create(StoreProfile, { businessProfile: profile })
  );
}

/** GET /businessProfiles/{id}/storeSetup: the fields' values and how each may be changed. */
export function storeSetupView(profile: BusinessProfile, store: StoreProfile) {
  return {
    businessProfileId: profile.id,
    category: profile.category,
    platform: store.platform ?? null,
    storeDomain: profile.storeDomain ?? null,
    storeUrl: store.storeUrl ?? null,
    linked: store.linkedAt != null,
    // AP §4 "the store-feed status comes from the product feed": the product feed module fills it in.
    feedStatus: null,
    logo: store.logo ?? (profile.thumbnailLogo == null ? null : { url: profile.thumbnailLogo }),
    name: profile.name,
    email: store.email ?? null,
    currencyId: profile.currencyId,
    timeZoneId: profile.timeZoneId,
    location: store.location ?? null,
    address: store.address ?? null,
    fields: fieldAccess(profile.category),
  };
}

/**
 * PATCH: only the fields that changed, each one the profile's category lets it change (403 names
 * the others). The address's parts merge into the address it has; city and postal code stay
 * required (AP §5).
 */
export function applyStoreSetupPatch(profile: BusinessProfile, store: StoreProfile, patch: StoreSetupPatch): void {
  const access = fieldAccess(profile.category);
  const refused = Object.keys(patch).filter((property) => access[fieldOfProperty(property)] !== E);
  if (refused.length > 0) throw new StoreFieldNotEditableError(refused);

  const { logo, name, email, currencyId, timeZoneId, location, ...addressParts } = patch;
  if (Object.keys(addressParts).length > 0) store.address = mergedAddress(store.address ?? null, addressParts);
  if (logo !== undefined) setStoreLogo(profile, store, logo);
  if (name !== undefined) profile.name = name;
  if (email !== undefined) store.email = email;
  if (currencyId !== undefined) profile.currencyId = currencyId;
  if (timeZoneId !== undefined) profile.timeZoneId = timeZoneId;
  if (location !== undefined) store.location = location;
}

function mergedAddress(current: StoreAddress | null, parts: Partial<Record<string, string>>): StoreAddress {
  const merged = { ...current, ...parts } as Partial<StoreAddress>;
  const missing = (['city', 'postcode'] as const).filter((part) => (merged[part] ?? '').trim() === '');
  if (missing.length > 0) {
    throw new InvalidRequestError(
      'Invalid request data',
      missing.map((part) => ({ path: `/${part}`, message: REQUIRED_MESSAGE })),
    );
  }
  return {
    addressLine: merged.addressLine ?? '',
    city: merged.city ?? '',
    state: merged.state ?? '',
    postcode: merged.postcode ?? '',
    ...(merged.area !== undefined && merged.area !== '' && { area: merged.area }),
    ...(merged.countryCode !== undefined && { countryCode: merged.countryCode }),
  };
}
