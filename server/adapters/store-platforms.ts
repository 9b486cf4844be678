import { createHash } from 'node:crypto';

/** The platforms a store links through (AP §1 "Supported store platforms"); `other` stores do not link. */
export type LinkablePlatform = 'shopify' | 'magento' | 'wooCommerce' | 'bigCommerce' | 'localBusiness';

export const LINKABLE_PLATFORMS: readonly LinkablePlatform[] = [
  'shopify',
  'magento',
  'wooCommerce',
  'bigCommerce',
  'localBusiness',
];

export const isLinkablePlatform = (value: unknown): value is LinkablePlatform =>
  typeof value === 'string' && (LINKABLE_PLATFORMS as readonly string[]).includes(value);

/** What a platform tells us of a store once its owner allowed the link (its OAuth, or a local listing). */
export interface StoreConnection {
  readonly platform: LinkablePlatform;
  /** The store's own id on its platform. */
  readonly externalStoreId: string;
  readonly storeDomain: string;
  /** The store's currency on its platform (ISO 4217), if it says. */
  readonly currencyCode: string | null;
}

/**
 * The store platforms, behind an interface: their OAuth callbacks are configured per deployment
 * (AP §9 "store OAuth callbacks ... values not shown") and none is reachable from here, so
 * production plugs its clients in, tests may plug their own, and the shipped one is the local
 * stand-in below.
 */
export interface StorePlatforms {
  /** Recorded with each link: which adapter made it. */
  readonly name: string;
  /** Links the store at `storeDomain` on `platform`; null when the platform refuses (AP §8 "Store linking failed"). */
  connect(platform: LinkablePlatform, storeDomain: string): Promise<StoreConnection | null>;
}

// Shopify stores answer at {shop}.myshopify.com; the other platforms run on the store's own domain.
const SHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
// RFC 2606: a .invalid name can never resolve; the stand-in's platforms refuse it, as a real one would.
const UNREACHABLE_SUFFIX = '.invalid';

/** Digits that stand for a platform's store id, the same for the same store. */
function storeIdOf(platform: string, domain: string): string {
  return BigInt(`0x${createHash('sha256').update(`${platform}:${domain}`).digest('hex')}`)
    .toString()
    .slice(0, 12);
}

/**
 * The shipped local stand-in for the store platforms (no platform is reachable from here), named as
 * such and deterministic: the owner's consent is taken as given, Shopify links only a
 * `*.myshopify.com` shop, a `.invalid` domain is refused by every platform, and each store gets an
 * id derived from its platform and domain. It knows no store's currency.
 */
export const localStorePlatformsStandIn: StorePlatforms = {
  name: 'local-stand-in',
  connect(platform, storeDomain) {
    const domain = storeDomain.trim().toLowerCase();
    const refused = domain.endsWith(UNREACHABLE_SUFFIX) || (platform === 'shopify' && !SHOPIFY_DOMAIN.test(domain));
    if (refused) return Promise.resolve(null);
    return Promise.resolve({
      platform,
      externalStoreId: storeIdOf(platform, domain),
      storeDomain: domain,
      currencyCode: null,
    });
  },
};
