/**
 * Name search shared by the typeahead calls of onboarding-and-launch §7 (GET Locations,
 * GET geoLocation, GET BusinessCategories): case- and accent-insensitive, exact matches first,
 * then prefix matches, then substring matches, ties by name.
 */

/** The order results are shown in. */
export const MatchTier = { exact: 0, prefix: 1, substring: 2 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/**
 * The form names are compared in: "Bo’ness" and "boness" match, and so do "Stoke-on-Trent"
 * and "stoke on trent", because people type names without accents or the exact punctuation.
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function matchTier(normalisedName: string, normalisedKeyword: string): MatchTier | undefined {
  if (normalisedName === normalisedKeyword) return MatchTier.exact;
  if (normalisedName.startsWith(normalisedKeyword)) return MatchTier.prefix;
  if (normalisedName.includes(normalisedKeyword)) return MatchTier.substring;
  return undefined;
}

export interface NameSearchOptions<T> {
  readonly limit: number;
  /** Tiers to return; all three unless narrowed (geoLocation skips substrings). */
  readonly tiers?: readonly MatchTier[];
  /** Filter applied while scanning, so the limit counts only accepted items. */
  readonly accept?: (item: T) => boolean;
}

export interface NameIndex<T> {
  readonly size: number;
  search(keyword: string, options: NameSearchOptions<T>): T[];
}

interface Entry<T> {
  readonly item: T;
  readonly key: string;
  readonly name: string;
}

/** Plain code-unit order: the binary search below must agree with the sort. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts the items once by normalised name, so that the prefix matches of any keyword form one
 * contiguous run found by binary search, and a scan meets every tier's matches in name order.
 * `tieBreak` orders items whose names are equal (e.g. a region before a city of the same name).
 * An item may have several names (a place's other names); it is found once, at its best match.
 */
export function createNameIndex<T>(
  items: Iterable<T>,
  nameOf: (item: T) => string | readonly string[],
  tieBreak: (a: T, b: T) => number = () => 0,
): NameIndex<T> {
  const entries: Entry<T>[] = Array.from(items, (item) => {
    const names = nameOf(item);
    return (typeof names === 'string' ? [names] : names).map((name) => ({ item, key: normaliseName(name), name }));
  })
    .flat()
    .sort((a, b) => compareText(a.key, b.key) || compareText(a.name, b.name) || tieBreak(a.item, b.item));

  function firstAtOrAfter(key: string): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareText(entries[middle]?.key ?? '', key) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function search(keyword: string, options: NameSearchOptions<T>): T[] {
    const wanted = normaliseName(keyword);
    const { limit, tiers = [MatchTier.exact, MatchTier.prefix, MatchTier.substring], accept = () => true } = options;
    if (wanted === '' || limit <= 0) return [];
    const found: [T[], T[], T[]] = [[], [], []];
    const seen = new Set<T>();
    const take = (tier: MatchTier, item: T) => {
      if (seen.has(item) || !accept(item)) return;
      seen.add(item);
      found[tier].push(item);
    };
    // Exact and prefix matches: one contiguous run starting at the keyword itself (exact ones first).
    for (let index = firstAtOrAfter(wanted); index < entries.length; index++) {
      const entry = entries[index];
      if (!entry?.key.startsWith(wanted)) break;
      const tier = entry.key === wanted ? MatchTier.exact : MatchTier.prefix;
      if (tiers.includes(tier) && found[tier].length < limit) take(tier, entry.item);
    }
    // Substring matches need a full scan, skipped when the earlier tiers already fill the page.
    if (tiers.includes(MatchTier.substring) && found[0].length + found[1].length < limit) {
      const room = limit - found[0].length - found[1].length;
      for (const entry of entries) {
        if (found[2].length >= room) break;
        if (matchTier(entry.key, wanted) === MatchTier.substring) take(MatchTier.substring, entry.item);
      }
    }
    return found.flat().slice(0, limit);
  }

  return { size: entries.length, search };
}
