import type { BusinessProfile } from '../accounts/entities.ts';
import { AppError } from '../../errors.ts';
import { CATEGORY } from '../stores/store-profiles.ts';

/**
 * AP §1 "e-commerce, local business and builder categories allow store linking, asset linking,
 * audience addition and creative edit. Franchise has none of these"; a brand portal shows only
 * dashboard and reports.
 */
export const LINKING_CATEGORIES: readonly number[] = [
  CATEGORY.localBusiness,
  CATEGORY.eCommerce,
  CATEGORY.creativeBuilder,
  CATEGORY.richMediaAdBuilder,
];

/** 403 (the HTTP status as the code, like the franchise-only screens): this category cannot. */
export class CategoryNotAllowedError extends AppError {
  constructor(what: string) {
    super(
      403,
      403,
      `${what} is available only to local business, e-commerce and builder profiles; not to franchise or brand portal profiles.`,
    );
  }
}

export function requireLinkingCategory(profile: BusinessProfile, what: 'Asset linking' | 'Audience addition'): void {
  if (!LINKING_CATEGORIES.includes(profile.category)) throw new CategoryNotAllowedError(what);
}
