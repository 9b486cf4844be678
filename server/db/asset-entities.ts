import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BusinessProfile } from './account-entities.ts';
import { createdAt, updatedAt } from './timestamps.ts';

/** AP §5 document upload: an image, a video or a document (docx, pdf). */
export type AssetKind = 'image' | 'video' | 'document';

/**
 * A file of a profile's asset library (AP §1 asset linking). The id is a random UUID: the file is
 * served at an address nobody can guess, like onboarding media (decision 190).
 */
export const Asset = defineEntity({
  name: 'Asset',
  tableName: 'asset',
  indexes: [{ name: 'asset_profile_kind_created', properties: ['businessProfile', 'kind', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    kind: p.string().length(20).$type<AssetKind>(),
    fileName: p.string(),
    mimeType: p.string().length(100),
    sizeBytes: p.integer(),
    /** Images only: their pixel size as the image checks read it. */
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    // Lazy: listing the library never drags the bytes along.
    bytes: p.blob().lazy(),
    createdAt: createdAt(),
  },
});
export type Asset = InferEntity<typeof Asset>;

/**
 * A saved audience of a profile (AP §1 audience addition): the onboarding's targeting (OL §2, §3
 * age bands, gender, locations) and interests, kept under a name to reuse.
 */
export const Audience = defineEntity({
  name: 'Audience',
  tableName: 'audience',
  indexes: [{ name: 'audience_profile_created', properties: ['businessProfile', 'createdAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    name: p.string().length(100),
    /** OL §3 age bands: a number, or "65+". */
    ageFrom: p.json<number | string>(),
    ageTo: p.json<number | string>(),
    /** OL §3 gender: 1 male, 2 female, 3 all. */
    gender: p.integer(),
    /** Locations picked from GET Locations (OL §7): `{ name, key, locationMode }`. */
    locations: p.json<unknown[]>(),
    /** Interests picked from the targeting lookup: `{ id, name }`. */
    interests: p.json<unknown[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Audience = InferEntity<typeof Audience>;

export const assetEntities = [Asset, Audience];
