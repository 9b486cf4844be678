import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { openSync, type Font as FontFile } from 'fontkit';
import type { Font } from 'satori';

// satori reads woff, ttf and otf (not woff2). Inter's latin-ext subset carries ₹ and accented
// letters; satori falls back to it only as a family of its own, named after Inter in the list.
const FONT_FILES: readonly { name: string; file: string; weight: 400 | 700 }[] = [
  { name: 'Inter', file: 'inter-latin-400-normal.woff', weight: 400 },
  { name: 'Inter', file: 'inter-latin-700-normal.woff', weight: 700 },
  { name: 'InterExt', file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { name: 'InterExt', file: 'inter-latin-ext-700-normal.woff', weight: 700 },
];

/** The font-family of every template. */
export const FONT_FAMILY = 'Inter, InterExt';

const require = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;

/** Inter from @fontsource/inter, read once per process. */
export function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** One of Inter's files, opened to read its glyphs' widths (text-fit.ts). */
export function fontFile(file: string): FontFile {
  const opened = openSync(require.resolve(`@fontsource/inter/files/${file}`));
  if (!('glyphForCodePoint' in opened)) throw new Error(`${file} is a font collection, not one font`);
  return opened;
}
