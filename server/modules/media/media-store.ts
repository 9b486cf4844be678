import type { EntityManager } from '@mikro-orm/postgresql';
import { FlowSession } from '../flow-sessions/entities.ts';
import { MediaFile, type MediaKind } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../shared/uuid.ts';

// OL §3 image source: an upload is 5 CustomUpload unless the client says where it found the image.
export const CUSTOM_UPLOAD = 5;

export interface NewMedia {
  /** Who it belongs to: the session it was uploaded in, or a business profile (its store logo). */
  readonly owner: { readonly sessionId: string } | { readonly businessProfileId: number };
  readonly kind: MediaKind;
  readonly source: number;
  readonly fileName: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
}

/** A media file without its bytes: what links and views are made of. */
export type MediaRecord = Pick<MediaFile, 'id' | 'kind' | 'source' | 'fileName' | 'mimeType' | 'width' | 'height'>;

export async function saveMedia(em: EntityManager, media: NewMedia): Promise<MediaRecord> {
  const { owner, ...fields } = media;
  const file = em.create(MediaFile, {
    ...fields,
    ...('sessionId' in owner
      ? { session: em.getReference(FlowSession, owner.sessionId) }
      : { businessProfileId: owner.businessProfileId }),
  });
  await em.flush();
  return file;
}

/** The bytes and type of a media file; an id that is not ours is 404 (104). */
export async function readMediaBytes(em: EntityManager, id: string): Promise<{ mimeType: string; bytes: Buffer }> {
  const file = isUuid(id)
    ? await em.findOne(MediaFile, { id }, { fields: ['mimeType', 'bytes'], disableIdentityMap: true })
    : null;
  if (file === null) throw new NotFoundError(`No media file "${id}"`);
  const { bytes } = file;
  return { mimeType: file.mimeType, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** The path a media file is served at; an absolute URL is made from it with the public origin. */
export const mediaPath = (id: string): string => `/api/media/${id}`;

/** The id of one of our media files from its URL, when the URL points at this server; else null. */
export function ownMediaId(url: string, origin: string): string | null {
  const prefix = `${origin}${mediaPath('')}`;
  if (!url.startsWith(prefix)) return null;
  const id = url.slice(prefix.length);
  return isUuid(id) ? id : null;
}
