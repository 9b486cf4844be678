import { mediaPath, type MediaRecord } from './media-store.ts';

/** A media file as clients see it: schemas/entities/media-file.schema.json, with an absolute URL. */
export interface MediaFileView {
  readonly url: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly source: number;
}

export const mediaUrl = (origin: string, id: string): string => origin + mediaPath(id);

export function mediaFileView(origin: string, file: MediaRecord): MediaFileView {
  const { fileName, mimeType, width, height, source } = file;
  return { url: mediaUrl(origin, file.id), fileName, mimeType, width, height, source };
}
