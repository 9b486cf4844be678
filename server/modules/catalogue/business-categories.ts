/**
 * GET BusinessCategories?keyword (onboarding-and-launch §7): the business types offered on the
 * "business type and services" screen (§2), each with services to suggest. The spec lists no
 * categories, so adflow ships a curated list of local-business categories for IN and GB.
 */
import categories from './business-categories.json' with { type: 'json' };
import { createNameIndex } from '../shared/name-match.ts';

export interface BusinessCategory {
  readonly id: number;
  readonly name: string;
  readonly suggestedServices: readonly string[];
}

/** Same page size as the location search (§9), which this typeahead mirrors. */
export const BUSINESS_CATEGORY_LIMIT = 20;

export const BUSINESS_CATEGORIES: readonly BusinessCategory[] = Object.freeze(
  categories.map((category) =>
    Object.freeze({ ...category, suggestedServices: Object.freeze(category.suggestedServices) }),
  ),
);

const index = createNameIndex(BUSINESS_CATEGORIES, (category) => category.name);

/**
 * Categories whose name matches the keyword, case- and accent-insensitively: exact, then
 * prefix, then substring matches, ties by name; at most 20. A blank keyword finds nothing.
 */
export function searchBusinessCategories(keyword: string): BusinessCategory[] {
  return index.search(keyword, { limit: BUSINESS_CATEGORY_LIMIT });
}
