/** The pages every business profile has, below /app/{businessProfileId}/ (accounts §2 routes). */
export const PROFILE_PAGES = [
  'dashboard',
  'userPreferences',
  'storeSetup',
  'productFeed',
  'audience',
  'assets',
  'productInsights',
  'publishedReports',
  'leads',
  'wallet',
  // Briefs have a screen (§2) but no route in the spec: decision 181.
  'briefs',
  // Add-ons have a screen (§2) but no route in the spec: decision 182.
  'addOns',
  // A franchise headquarters' stores (AP §3): decision 231.
  'franchiseStores',
] as const;

/** Pages of one record of a profile (an invoice, a campaign): a profile switch cannot keep them. */
export const RECORD_PAGES = ['invoice/:id', 'campaign/:campaignId/*', 'editCampaign/:campaignId'] as const;

/**
 * The profile and record pages this version has a screen for, each with its page module; the
 * others say they are not available yet.
 */
export const BUILT_PROFILE_PAGES: ReadonlySet<string> = new Set([
  'dashboard',
  'userPreferences',
  'leads',
  'storeSetup',
  'productFeed',
  'publishedReports',
  'briefs',
  'addOns',
  'productInsights',
  'assets',
  'audience',
  'wallet',
  'franchiseStores',
  'invoice/:id',
  'campaign/:campaignId/*',
  'editCampaign/:campaignId',
]);
