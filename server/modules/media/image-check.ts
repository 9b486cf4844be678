import { imageSize } from 'image-size';
import { InvalidRequestError } from '../../errors.ts';
import { isComplete } from './image-integrity.ts';

export type ImageMimeType = 'image/png' | 'image/jpeg';

export interface CheckedImage {
  readonly mimeType: ImageMimeType;
  readonly width: number;
  readonly height: number;
}

// OL §5: logo and lead image png or jpeg, at least 150x150 px; §9: image minimum 150x150.
export const MIN_IMAGE_SIDE = 150;
// Larger than any ad needs, and small enough that drawing it into a creative stays affordable.
export const MAX_IMAGE_SIDE = 8000;

// The type comes from the bytes, never from what the client says it sent.
const SIGNATURES: readonly { readonly mimeType: ImageMimeType; readonly magic: readonly number[] }[] = [
  { mimeType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/**
 * The type and size of an uploaded image; anything OL §5 does not allow is refused (102), the
 * reason at the form field it came in.
 */
export async function checkImage(bytes: Buffer, field = 'file'): Promise<CheckedImage> {
  const refused = (message: string) => new InvalidRequestError(message, [{ path: `/${field}`, message }]);
  const mimeType = SIGNATURES.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte))?.mimeType;
  if (mimeType === undefined) throw refused('The file must be a PNG or JPEG image.');
  // The header's size first: a bomb (a few kB declaring 50,000x50,000 px) is refused before any
  // of its pixel data is inflated.
  const { width, height } = dimensionsOf(bytes, refused);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw refused(
      `The image must be at most ${MAX_IMAGE_SIDE}x${MAX_IMAGE_SIDE} px; this one is ${width}x${height} px.`,
    );
  }
  if (!(await isComplete(mimeType, bytes))) throw refused(UNREADABLE);
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    throw refused(
      `The image must be at least ${MIN_IMAGE_SIDE}x${MIN_IMAGE_SIDE} px; this one is ${width}x${height} px.`,
    );
  }
  return { mimeType, width, height };
}

function dimensionsOf(
  bytes: Buffer,
  refused: (message: string) => InvalidRequestError,
): { width: number; height: number } {
  try {
    // An exact-size copy: image-size reads the Buffer's underlying memory, and an upload's small
    // Buffer is a slice of Node's shared pool, so a header cut short would be read on into
    // whatever bytes follow it (random dimensions instead of "cannot be read").
    const { width, height } = imageSize(new Uint8Array(bytes));
    if (width > 0 && height > 0) return { width, height };
  } catch {
    // image-size throws on a header it cannot follow: the file is cut short or damaged.
  }
  throw refused(UNREADABLE);
}

const UNREADABLE = 'The image cannot be read: the file is damaged or incomplete.';
