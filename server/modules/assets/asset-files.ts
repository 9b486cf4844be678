import type { AssetKind } from './entities.ts';
import { AppError, InvalidRequestError } from '../../errors.ts';
import { checkImage } from '../media/image-check.ts';
import { MAX_UPLOAD_BYTES } from '../media/upload.ts';

/** What an uploaded file turned out to be, by its bytes. */
export interface CheckedAsset {
  readonly kind: AssetKind;
  readonly mimeType: string;
  readonly width: number | null;
  readonly height: number | null;
}

// Decision 191: an image as onboarding takes it (5 MB), a document 10 MB, a video 50 MB.
export const MAX_ASSET_BYTES: Readonly<Record<AssetKind, number>> = {
  image: MAX_UPLOAD_BYTES,
  document: 10 * 1024 * 1024,
  video: 50 * 1024 * 1024,
};
export const MAX_ANY_ASSET_BYTES = Math.max(...Object.values(MAX_ASSET_BYTES));

const ascii = (bytes: Buffer, at: number, text: string) => bytes.toString('latin1', at, at + text.length) === text;

// AP §5: video mp4, webm, ogv; documents pdf, docx. The type comes from the bytes, never from
// the name or what the client says it sent.
const NON_IMAGE_TYPES: readonly { kind: AssetKind; mimeType: string; matches: (bytes: Buffer) => boolean }[] = [
  { kind: 'video', mimeType: 'video/mp4', matches: (bytes) => ascii(bytes, 4, 'ftyp') },
  { kind: 'video', mimeType: 'video/webm', matches: (bytes) => bytes.readUInt32BE(0) === 0x1a45dfa3 },
  { kind: 'video', mimeType: 'video/ogg', matches: (bytes) => ascii(bytes, 0, 'OggS') },
  { kind: 'document', mimeType: 'application/pdf', matches: (bytes) => ascii(bytes, 0, '%PDF-') },
  {
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // A docx is a zip whose entries name the Word parts in plain text.
    matches: (bytes) =>
      ascii(bytes, 0, 'PK\x03\x04') && bytes.includes('[Content_Types].xml') && bytes.includes('word/'),
  },
];

/** The kind and type of an upload; an image goes through the onboarding image checks (OL §5). */
export async function checkAsset(bytes: Buffer): Promise<CheckedAsset> {
  if (bytes.length >= 12) {
    const other = NON_IMAGE_TYPES.find(({ matches }) => matches(bytes));
    if (other !== undefined) {
      const { kind, mimeType } = other;
      if (bytes.length > MAX_ASSET_BYTES[kind]) {
        throw tooLarge(`A ${kind} must be at most ${MAX_ASSET_BYTES[kind] / 1024 / 1024} MB.`);
      }
      return { kind, mimeType, width: null, height: null };
    }
  }
  if (!(bytes[0] === 0x89 || bytes[0] === 0xff)) {
    throw refused('The file must be an image (PNG or JPEG), a video (MP4, WebM or Ogg) or a document (PDF or DOCX).');
  }
  if (bytes.length > MAX_ASSET_BYTES.image)
    throw tooLarge(`An image must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  const { mimeType, width, height } = await checkImage(bytes);
  return { kind: 'image', mimeType, width, height };
}

function refused(message: string): InvalidRequestError {
  return new InvalidRequestError(message, [{ path: '/file', message }]);
}

function tooLarge(message: string): AppError {
  return new AppError(413, 102, message);
}
