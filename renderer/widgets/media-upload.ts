import type { MediaFile } from '../../schemas/generated/index.ts';
import { callApi } from '../wizard/api.ts';

/** schemas/entities/media-file.schema.json as the server answers an upload. */
export type { MediaFile };

/** What an image is for; the server keeps it with the file (schemas/api/media-upload.schema.json). */
export type MediaKind = 'logo' | 'image' | 'leadImage';
export const MEDIA_KINDS: readonly MediaKind[] = ['logo', 'image', 'leadImage'];

/** POST /api/sessions/{sessionId}/media; a refusal is an ApiError carrying the server's message. */
export function uploadMedia(sessionId: string, file: File, kind: MediaKind): Promise<MediaFile> {
  const form = new FormData();
  form.set('file', file);
  form.set('kind', kind);
  return callApi({ method: 'POST', path: '/sessions/{sessionId}/media', params: { sessionId }, body: form });
}
