/**
 * Sizes a creative's text so that it fits its box whole (issue 24: never cut off with an
 * ellipsis). satori wraps text at word breaks but never shrinks it, so the size is chosen here,
 * from the advance widths of the very font satori draws with (Inter Bold: the widest of the
 * weights the layouts use). Glyphs are summed without kerning, as satori places them.
 */
import { fontFile } from './fonts.ts';

// A character neither of Inter's subsets draws is counted a full em wide: never less than its fallback.
const UNKNOWN_WIDTH = 1;

let widthOfCharacter: ((codePoint: number) => number) | undefined;

/** Inter Bold's latin subset, then its latin-ext one (₹, accented letters): read once per process. */
function characterWidths(): (codePoint: number) => number {
  widthOfCharacter ??= (() => {
    const subsets = [fontFile('inter-latin-700-normal.woff'), fontFile('inter-latin-ext-700-normal.woff')];
    const known = new Map<number, number>();
    return (codePoint) => {
      let width = known.get(codePoint);
      if (width === undefined) {
        const font = subsets.find((subset) => subset.hasGlyphForCodePoint(codePoint));
        width = font === undefined ? UNKNOWN_WIDTH : font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
        known.set(codePoint, width);
      }
      return width;
    };
  })();
  return widthOfCharacter;
}

/** The width of `text` in ems. */
function emsOf(text: string): number {
  const widthOf = characterWidths();
  let ems = 0;
  for (const character of text) ems += widthOf(character.codePointAt(0) ?? 0);
  return ems;
}

/** How many lines `text` takes at `size` px in a box `width` px wide, wrapped at spaces. */
export function linesAt(text: string, size: number, width: number): number {
  const space = emsOf(' ') * size;
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const wordWidth = emsOf(word) * size;
    // A word wider than the box breaks across lines (wordBreak: break-word): it takes them all.
    const wordLines = Math.max(1, Math.ceil(wordWidth / width));
    if (used === 0) {
      lines += wordLines - 1;
      used = wordWidth - (wordLines - 1) * width;
    } else if (used + space + wordWidth <= width) {
      used += space + wordWidth;
    } else {
      lines += wordLines;
      used = wordWidth - (wordLines - 1) * width;
    }
  }
  return lines;
}

export interface TextBox {
  /** The box's width in px. */
  readonly width: number;
  /** The most lines the text may take there. */
  readonly lines: number;
  /** The size it is drawn at when it fits, and the smallest it may shrink to. */
  readonly max: number;
  readonly min: number;
}

/**
 * The largest size, from `max` down to `min` in 2 px steps, at which `text` takes `lines` at most
 * and no word is split across lines (a word is broken only when even `min` cannot hold it).
 */
export function fittedSize(text: string, { width, lines, max, min }: TextBox): number {
  const longestWord = Math.max(0, ...text.split(/\s+/).map(emsOf));
  for (let size = max; size > min; size -= 2) {
    if (longestWord * size <= width && linesAt(text, size, width) <= lines) return size;
  }
  return min;
}
