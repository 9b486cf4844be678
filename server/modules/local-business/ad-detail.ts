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
  const headline = offerHeadline(offer, currencySymbol);
  if (headline === null) {
    const text = businessName === undefined ? 'Visit us today' : `Visit ${businessName}`;
    return { primaryText: truncate(text), callToAction: LEARN_MORE, leadFormDescription: KNOW_MORE };
  }
  return { primaryText: truncate(headline), callToAction: GET_OFFER, leadFormDescription: CLAIM_OFFER };
}

function offerHeadline(offer: Offer, symbol: string): string | null {
  const value = String(offer.value ?? '').trim();
  switch (offer.type) {
    case 1:
      return `${value}% off`;
    case 2:
      return `${symbol}${value} off`;
    case 3:
      return value === '' ? 'A free service' : `Free ${value}`;
    case 4:
      return 'Free delivery';
    case 5:
      return value === '' ? null : value;
    default:
      return null;
  }
}

function truncate(text: string): string {
  return text.length <= PRIMARY_TEXT_MAX ? text : `${text.slice(0, PRIMARY_TEXT_MAX - 1)}…`;
}
