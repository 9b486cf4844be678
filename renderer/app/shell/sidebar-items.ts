// accounts-and-platform §2 "Sidebar visibility", as one pure function of the profile's product
// configuration (§3). Free of React and the DOM: tests/renderer/sidebar-items.test.ts runs it.

/** The sidebar's entries, each named after its route under /app/{businessProfileId}/ (§2). */
export type SidebarItemId =
  | 'audience'
  | 'dashboard'
  | 'productInsights'
  | 'publishedReports'
  | 'leads'
  | 'wallet'
  | 'storeSetup'
  | 'productFeed'
  | 'franchiseStores';

/** The sidebar's menus: its own items, the features menu and the settings menu. */
export interface SidebarItems {
  readonly features: readonly SidebarItemId[];
  readonly main: readonly SidebarItemId[];
  readonly settings: readonly SidebarItemId[];
}

/** What the rules read of the profile's product configuration (§3). */
export interface SidebarInput {
  /** Business category 1-6 (§1). */
  readonly category: number;
  readonly onboardingState: number;
  readonly isSelfFunded: boolean;
}

/** §1 business categories, ids 1 to 6 in this order. */
export const Category = {
  localBusiness: 1,
  eCommerce: 2,
  hqFranchise: 3,
  creativeBuilder: 4,
  brandPortal: 5,
  richMediaAdBuilder: 6,
} as const;

// The features menu (Audience) from onboardingState 2; the stats item (Reports) and the wallet from 3.
const FEATURES_FROM_STATE = 2;
const STATS_FROM_STATE = 3;
const WALLET_FROM_STATE = 3;

const NONE: SidebarItems = { features: [], main: [], settings: [] };

/** The sidebar entries a profile shows (§2 sidebar visibility). */
export function sidebarItems({ category, onboardingState, isSelfFunded }: SidebarInput): SidebarItems {
  // Creative-builder and rich-media-builder show no menus.
  if (category === Category.creativeBuilder || category === Category.richMediaAdBuilder) return NONE;
  // Brand portal shows only dashboard and reports: its users do not onboard, so no state gates them.
  if (category === Category.brandPortal) return { features: [], main: ['dashboard', 'publishedReports'], settings: [] };

  // Franchise has no store linking, asset linking or audience addition.
  const franchise = category === Category.hqFranchise;
  const main: SidebarItemId[] = ['dashboard', 'productInsights'];
  if (onboardingState >= STATS_FROM_STATE) main.push('publishedReports');
  main.push('leads');
  if (onboardingState >= WALLET_FROM_STATE && !isSelfFunded) main.push('wallet');
  return {
    features: onboardingState >= FEATURES_FROM_STATE && !franchise ? ['audience'] : [],
    main,
    // The product feed comes from a linked store: none for a franchise, whose stores are its own
    // (AP §3 franchise store; decision 231).
    settings: franchise ? ['storeSetup', 'franchiseStores'] : ['storeSetup', 'productFeed'],
  };
}

/** Every sidebar entry, in the order the sidebar shows them. */
export const allItems = (items: SidebarItems): readonly SidebarItemId[] => [
  ...items.main,
  ...items.features,
  ...items.settings,
];
