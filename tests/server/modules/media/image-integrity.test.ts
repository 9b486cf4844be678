import { describe, expect, it } from 'vitest';
import { checkImage } from '../../../../server/modules/media/image-check.ts';
import { isComplete } from '../../../../server/modules/media/image-integrity.ts';
import { greyPng, png } from './test-images.ts';

// Which Adam7 pass (1-7) each pixel of an 8x8 tile goes to (the PNG specification's table).
const ADAM7_TILE = [
  [1, 6, 4, 6, 2, 6, 4, 6],
  [7, 7, 7, 7, 7, 7, 7, 7],
  [5, 6, 5, 6, 5, 6, 5, 6],
  [7, 7, 7, 7, 7, 7, 7, 7],
  [3, 6, 4, 6, 3, 6, 4, 6],
  [7, 7, 7, 7, 7, 7, 7, 7],
  [5, 6, 5, 6, 5, 6, 5, 6],
  [7, 7, 7, 7, 7, 7, 7, 7],
];

/** The bytes of a grey 8-bit interlaced image's pixel data, counted pixel by pixel. */
function interlacedBytes(width: number, height: number): number {
  // pass → row → pixels of that pass in that row; each row of a pass is a filter byte and its pixels
  const rows = new Map<string, number>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const key = `${String(ADAM7_TILE[y % 8]?.[x % 8])}:${String(y)}`;
      rows.set(key, (rows.get(key) ?? 0) + 1);
    }
  }
  return [...rows.values()].reduce((total, pixels) => total + 1 + pixels, 0);
}

describe('a PNG is complete when its pixel data is exactly what its header declares', () => {
  it.each([
    ['a plain image', png(200, 160), true],
    ['an interlaced image', greyPng(157, 163, Buffer.alloc(interlacedBytes(157, 163)), true), true],
    ['an interlaced image a byte short', greyPng(157, 163, Buffer.alloc(interlacedBytes(157, 163) - 1), true), false],
    // A bomb's way: a few kB that inflate far past the declared image.
    [
      'an interlaced image with 50 MB more',
      greyPng(157, 163, Buffer.alloc(interlacedBytes(157, 163) + 50e6), true),
      false,
    ],
    ['a plain image with 50 MB more', greyPng(150, 150, Buffer.alloc(150 * 151 + 50e6)), false],
  ])('%s', async (_case, bytes, complete) => {
    expect(await isComplete('image/png', bytes)).toBe(complete);
  });
});

describe('an image cut short inside its header', () => {
  it('is unreadable even when the bytes after it in memory would make a size', async () => {
    // An upload's small Buffer is a slice of a larger memory block: here the bytes past the cut
    // would read as a height of 1,094,795,585 px.
    const memory = Buffer.alloc(64, 0x41);
    png(200, 200).copy(memory, 0, 0, 20);
    const cut = memory.subarray(0, 20);
    await expect(checkImage(cut)).rejects.toMatchObject({
      message: 'The image cannot be read: the file is damaged or incomplete.',
    });
  });
});
