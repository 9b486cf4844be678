/**
 * Sizes a creative's text so that it fits its box whole (issue 24: never cut off with an
 * ellipsis). satori wraps text at word breaks but never shrinks it, so the size is chosen here,
 * from the widths of Inter's glyphs: the advance widths below are Inter Bold's, in ems, rounded up
 * by class (capitals and digits, narrow letters, spaces and marks, the rest).
 */

const WIDE = /[A-Z0-9%£₹$@&MW]/;
const NARROW = /[ijlrtf.,:;'!|]/;
const SPACE = /\s/;

function advance(character: string): number {
  if (SPACE.test(character)) return 0.28;
  if (NARROW.test(character)) return 0.34;
  if (WIDE.test(character) || character === 'm' || character === 'w') return 0.74;
  return 0.6;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The width of `text` in ems, a letter (or an emoji, a letter with its marks) at a time. */
const emsOf = (text: string): number =>
  Array.from(graphemes.segment(text), ({ segment }) => advance(segment)).reduce((sum, width) => sum + width, 0);

/** How many lines `text` takes at `size` px in a box `width` px wide, wrapped at spaces. */
export function linesAt(text: string, size: number, width: number): number {
  const space = advance(' ') * size;
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
