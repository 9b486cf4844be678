/** The colours a template paints with, from the brand palette of the imageCreatives step (OL §5). */
export interface ColourScheme {
  readonly primary: string;
  readonly onPrimary: string;
  readonly secondary: string;
  readonly onSecondary: string;
}

// For a palette that is empty (a session that skipped imageCreatives): a calm navy and cream.
const DEFAULT_PRIMARY = '#1F3A5F';
const LIGHT = '#F7F4EE';
const DARK = '#16181D';

/** The first colour leads; the second (else a neutral that stands out against the first) supports it. */
export function colourScheme(palette: readonly string[]): ColourScheme {
  const colours = palette.map(normalHex).filter((colour): colour is string => colour !== null);
  const primary = colours[0] ?? DEFAULT_PRIMARY;
  const secondary = colours[1] ?? textOn(primary);
  return { primary, onPrimary: textOn(primary), secondary, onSecondary: textOn(secondary) };
}

/** '#abc', 'abc', '#aabbcc' -> '#aabbcc'; anything else null. */
function normalHex(colour: string): string | null {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (digits === undefined) return null;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return `#${full.toLowerCase()}`;
}

// WCAG relative luminance: dark text on light colours, light text on dark ones.
function textOn(hex: string): string {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? DARK : LIGHT;
}
