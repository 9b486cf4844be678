import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';

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
