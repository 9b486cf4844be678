import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woff2ToTtf } from '../../../../server/modules/invoices/woff2.ts';

const require = createRequire(import.meta.url);
const FILES = ['latin-400', 'latin-700', 'latin-ext-400', 'latin-ext-700'];
/** TrueType's sfnt version, the first four bytes of every font it names. */
const TRUETYPE = '00010000';

describe('WOFF2 fonts unpacked to TrueType', () => {
  it('every font of a set is whole, not overwritten by the next one unpacked', async () => {
    const woff2 = new Map(
      await Promise.all(
        FILES.map(
          async (file) =>
            [file, await readFile(require.resolve(`@fontsource/inter/files/inter-${file}-normal.woff2`))] as const,
        ),
      ),
    );
    // Asked for twice at once, in opposite orders, as two callers in one process could.
    const [first, second] = await Promise.all([woff2ToTtf(woff2), woff2ToTtf(new Map([...woff2].reverse()))]);
    for (const [file, packed] of woff2) {
      const alone = (await woff2ToTtf(new Map([[file, packed]]))).get(file) ?? Buffer.alloc(0);
      expect(alone.subarray(0, 4).toString('hex'), file).toBe(TRUETYPE);
      expect(first.get(file)?.equals(alone), file).toBe(true);
      expect(second.get(file)?.equals(alone), file).toBe(true);
    }
  });
});
