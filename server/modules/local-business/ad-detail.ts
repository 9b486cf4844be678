import type { Offer } from '../../../schemas/generated/entities/offer.ts';

/** The ad copy an offer produces; it replaces the session's current ad detail (OL §4). */
export interface AdDetail {
  readonly primaryText: string;
  readonly callToAction: number;
  readonly leadFormDescription: string;
}

// OL §3 call-to-action ids; OL §9 lead-form texts; OL §5 primary text at most 30.
const GET_OFFER = 2;
const LEARN_MORE = 3;
const PRIMARY_TEXT_MAX = 30;
const CLAIM_OFFER = 'Fill out the form to claim the offer';
const KNOW_MORE = 'Fill the form to know more';

/** Ad copy from the offer (OL §2: "ads with offers give 50% more conversions"). */
export function adDetailForOffer(offer: Offer, currencySymbol: string, businessName?: string): AdDetail {
  const headline = offerText(offer, currencySymbol);
  if (headline === null) {
    const text = businessName === undefined ? 'Visit us today' : `Visit ${businessName}`;
    return { primaryText: fitted(text, 'Visit us today'), callToAction: LEARN_MORE, leadFormDescription: KNOW_MORE };
  }
  return { primaryText: fitted(headline, 'Special offer'), callToAction: GET_OFFER, leadFormDescription: CLAIM_OFFER };
}

/**
 * The offer in words, whole (the creatives draw it at a size that fits): "20% off", "£5 off",
 * "Free coffee". A free offer whose words already say "free" is not said free twice.
 */
export function offerText(offer: Offer, symbol: string): string | null {
  const value = String(offer.value ?? '').trim();
  switch (offer.type) {
    case 1:
      return `${value}% off`;
    case 2:
      return `${symbol}${value} off`;
    case 3:
      if (value === '') return 'A free service';
      return /^free\b/i.test(value) ? `${value.charAt(0).toLocaleUpperCase()}${value.slice(1)}` : `Free ${value}`;
    case 4:
      return 'Free delivery';
    case 5:
      return value === '' ? null : value;
    default:
      return null;
  }
}

/** The text when it fits the §5 primary text (30); else a shorter one, never one cut off (issue 24). */
function fitted(text: string, shorter: string): string {
  return text.length <= PRIMARY_TEXT_MAX ? text : shorter;
}
