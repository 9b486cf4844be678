import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Address } from '../../../schemas/generated/entities/address.ts';
import { updatedAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';

/** A postal address as the store-details screen takes it (schemas/entities/address.schema.json). */
export type StoreAddress = Readonly<Address>;

/** A logo as an upload answers it (schemas/entities/media-file.schema.json#/$defs/logo). */
export interface StoreLogo {
  readonly url: string;
  readonly fileName?: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly source?: number;
}

/**
 * The store side of a business profile (AP §3 store profile: logo, name, email, currency, timezone,
 * location, address; name, currency and time zone live on the profile itself) and how its store is
 * linked (AP §1 platforms, §2 linkStore / otherStore). One per profile.
 */
export const StoreProfile = defineEntity({
  name: 'StoreProfile',
  tableName: 'store_profile',
  properties: {
    businessProfile: () => p.manyToOne(BusinessProfile).primary().deleteRule('cascade'),
    /** schemas/enums/store-platform.schema.json: a linkable platform, or `other`. */
    platform: p.string().nullable(),
    /** The address of a store on another platform (otherStore). */
    storeUrl: p.string().length(2048).nullable(),
    /** The store's id on its platform, once linked. */
    externalStoreId: p.string().nullable(),
    /** Which adapter linked it (the local stand-in, or a platform's client). */
    linkedBy: p.string().nullable(),
    linkedAt: p.datetime().nullable(),
    email: p.string().nullable(),
    logo: p.json<StoreLogo>().nullable(),
    location: p.json<Record<string, unknown>>().nullable(),
    address: p.json<StoreAddress>().nullable(),
    updatedAt: updatedAt(),
  },
});
export type StoreProfile = InferEntity<typeof StoreProfile>;
