/**
 * The text drawn in an uncompressed PDF that pdfkit wrote (`compress: false`), read back through
 * each font's ToUnicode map as a PDF reader's copy-and-paste does: one string per text-showing
 * operator (`[...] TJ`), in drawing order. Enough for pdfkit's own output (embedded fonts with
 * two-byte glyph ids and `bfrange` maps), not a general PDF parser (decision 324).
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(id ?? '', body ?? '');
  // Resource name (/F2) → its font object's ToUnicode map.
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, id] of text.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id ?? '') ?? '')?.[1];
    if (toUnicode !== undefined) fonts.set(name ?? '', unicodeMap(objects.get(toUnicode) ?? ''));
  }
  const runs: string[] = [];
  let font = new Map<number, string>();
  for (const [, fontName, shown] of text.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[\s\d.-])*)\] TJ/g)) {
    if (fontName !== undefined) font = fonts.get(fontName) ?? new Map();
    if (shown === undefined) continue;
    const glyphs = [...shown.matchAll(/<([0-9a-f]*)>/g)].flatMap(([, hex]) => (hex ?? '').match(/.{4}/g) ?? []);
    runs.push(glyphs.map((glyph) => font.get(parseInt(glyph, 16)) ?? '\ufffd').join(''));
  }
  return runs;
}

/** A ToUnicode CMap's `<first> <last> [<unicode> ...]` ranges as glyph id → text. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, first, targets] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
    [...(targets ?? '').matchAll(/<([0-9a-f]+)>/g)].forEach(([, hex], offset) => {
      const units = (hex ?? '').match(/.{4}/g) ?? [];
      map.set(parseInt(first ?? '0', 16) + offset, String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
    });
  }
  return map;
}
