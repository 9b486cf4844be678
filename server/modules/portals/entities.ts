import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What a portal says of each region it serves (accounts-and-platform §3 regionConfig). */
export interface RegionConfig {
  readonly region: string;
  readonly supportNumber: string;
  readonly currencySymbol: string;
  /** AP §7 PaymentGateway: who takes the region's payments (IN razorpay, GB stripe when absent). */
  readonly paymentGateway?: 'razorpay' | 'stripe';
}

/**
 * A portal brand (accounts-and-platform §1, §3): pages look it up by their host name (any of
 * `domains`), so a white-label portal shows its own logo, title and theme.
 */
export const Portal = defineEntity({
  name: 'Portal',
  tableName: 'portal',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Host names the portal answers, lower case; the first is its own. */
    domains: p.array(),
    headerLogo: p.string().nullable(),
    title: p.string(),
    locale: p.string(),
    supportLink: p.string().nullable(),
    theme: p.json<Record<string, string>>(),
    featureFlags: p.json<Record<string, boolean>>(),
    regionConfig: p.json<RegionConfig[]>(),
    isSignupEnabled: p.boolean(),
    isBrandPortal: p.boolean(),
    isCreativeBuilderPortal: p.boolean(),
    isRichMediaAdBuilderPortal: p.boolean(),
    isCampaignLaunchDisabled: p.boolean(),
    isScheduleEditEnabled: p.boolean(),
  },
});

export type Portal = InferEntity<typeof Portal>;
