import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../../db/columns.ts';
import { FlowSession } from '../flow-sessions/entities.ts';

/** What a media file is for: an upload of OL §5 (logo, ad image, lead image) or a generated creative. */
export type MediaKind = 'logo' | 'image' | 'leadImage' | 'creative';

/** An image kept in the database (OL §5, §9): its bytes, served at GET /api/media/{id}. */
export const MediaFile = defineEntity({
  name: 'MediaFile',
  tableName: 'media_file',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The session it was uploaded in (OL §5); none for a business profile's own logo. */
    session: () => p.manyToOne(FlowSession).deleteRule('cascade').nullable(),
    /**
     * The business profile whose store profile logo it is (AP §7 POST /businessProfiles/{id}/logo).
     * A plain id, as on the session: the profiles' table lives with the account entities.
     */
    businessProfileId: p.integer().nullable().index(),
    kind: p.string().$type<MediaKind>(),
    /** Image source of OL §3 (5 CustomUpload for uploads, 0 Default for generated creatives). */
    source: p.integer(),
    fileName: p.string(),
    mimeType: p.string(),
    width: p.integer(),
    height: p.integer(),
    // Lazy: listing files never drags their bytes along.
    bytes: p.blob().lazy(),
    createdAt: createdAt(),
  },
});

export type MediaFile = InferEntity<typeof MediaFile>;
