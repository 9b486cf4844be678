import { bandOfCurrency, chargeBreakdown } from '../pricing/pricing.ts';

/**
 * The add-on packs on sale (AP §3 add-on pack: tier name, price, tax, expiry; decision 182): a
 * tier at a price per currency for a number of days. Tax is the region's (§9: GST 18% in India,
 * none in the United Kingdom), worked out by the same breakdown as every other charge.
 */
const PACKS = [
  { id: 'starter', tierName: 'Starter', days: 30, priceMinor: { INR: 999_00, GBP: 9_99 } },
  { id: 'growth', tierName: 'Growth', days: 30, priceMinor: { INR: 2_499_00, GBP: 24_99 } },
] as const;

export type PackCurrency = keyof (typeof PACKS)[number]['priceMinor'];

/** A pack as sold in one currency. */
export function packOffer(pack: (typeof PACKS)[number], currencyCode: PackCurrency) {
  const charge = chargeBreakdown({
    region: bandOfCurrency(currencyCode).region,
    budgetMinor: pack.priceMinor[currencyCode],
    serviceFeeBasisPoints: 0,
  });
  return {
    id: pack.id,
    tierName: pack.tierName,
    days: pack.days,
    currencyCode,
    priceMinor: charge.budgetMinor,
    taxKind: charge.taxKind,
    taxMinor: charge.taxMinor,
    totalMinor: charge.totalMinor,
  };
}
export type PackOffer = ReturnType<typeof packOffer>;

export const packOffers = (currencyCode: PackCurrency): PackOffer[] =>
  PACKS.map((pack) => packOffer(pack, currencyCode));

export const findPack = (id: string) => PACKS.find((pack) => pack.id === id);
