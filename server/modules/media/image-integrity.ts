import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflate } from 'node:zlib';

/**
 * Whether an image's bytes hold the whole image, not only a header that image-size can read: an
 * upload cut off half way is refused rather than drawn as garbage later.
 */
export function isComplete(mimeType: 'image/png' | 'image/jpeg', bytes: Buffer): Promise<boolean> {
  return mimeType === 'image/png' ? pngIsComplete(bytes) : Promise.resolve(jpegIsComplete(bytes));
}

// PNG: every chunk whole with its CRC, IHDR first, IEND last, and the pixel data inflating to
// exactly the rows IHDR declares (counted, not kept: a small file may inflate to a huge one).
async function pngIsComplete(bytes: Buffer): Promise<boolean> {
  const idat: Buffer[] = [];
  let header: Buffer | undefined;
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    const typeAndData = bytes.subarray(at + 4, end - 4);
    if (crc32(typeAndData) !== bytes.readUInt32BE(end - 4)) return false;
    const type = typeAndData.toString('latin1', 0, 4);
    const data = typeAndData.subarray(4);
    if (header === undefined && type !== 'IHDR') return false;
    if (type === 'IHDR') header = data;
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') return header !== undefined && idat.length > 0 && inflatesTo(header, Buffer.concat(idat));
    at = end;
  }
  return false;
}

// Samples per pixel by PNG colour type (grey, RGB, palette, grey+alpha, RGBA).
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

async function inflatesTo(header: Buffer, compressed: Buffer): Promise<boolean> {
  if (header.length < 13) return false;
  const [width, height, depth, colourType, interlaced] = [
    header.readUInt32BE(0),
    header.readUInt32BE(4),
    header.readUInt8(8),
    header.readUInt8(9),
    header.readUInt8(12),
  ];
  const channels = CHANNELS[colourType];
  if (channels === undefined) return false;
  // Exactly the bytes the header declares, interlaced or not: more is a decompression bomb.
  const expected = pixelDataBytes(width, height, channels * depth, interlaced !== 0);
  let inflated = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      done(inflated > expected ? new RangeError('more pixel data than the header declares') : null);
    },
  });
  try {
    await pipeline(Readable.from([compressed]), createInflate(), counter);
  } catch {
    return false;
  }
  return inflated === expected;
}

// Adam7's seven passes: where each starts and how far it steps, across and down.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The size of a PNG's filtered pixel data: per row a filter byte and the row's samples. */
function pixelDataBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (across: number, down: number) =>
    across === 0 ? 0 : down * (1 + Math.ceil((across * bitsPerPixel) / 8));
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (total, [x, y, stepX, stepY]) =>
      total + rows(Math.max(0, Math.ceil((width - x) / stepX)), Math.max(0, Math.ceil((height - y) / stepY))),
    0,
  );
}

// JPEG: whole marker segments from SOI to the start of scan, then an EOI after the scan data.
function jpegIsComplete(bytes: Buffer): boolean {
  for (let at = 2; at + 4 <= bytes.length;) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] ?? 0;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) return false;
    if (marker === 0xda) return bytes.indexOf(Buffer.from([0xff, 0xd9]), end) !== -1;
    at = end;
  }
  return false;
}
