import { createHash } from 'node:crypto';
import type { Offer } from '../../../schemas/generated/entities/offer.ts';
import { InvalidRequestError } from '../../errors.ts';
import { adDetailForOffer } from '../local-business/ad-detail.ts';
import { ownMediaId } from '../media/media-store.ts';
import { pricingBand } from '../pricing/pricing.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';

/** What a generation draws and writes from: a session's answers as they were when it was asked for. */
export interface CreativeInputs {
  readonly businessName: string;
  readonly services: readonly string[];
  /** The offer line (OL §5: at most 30), or the business's own line when there is no offer. */
  readonly offerText: string;
  readonly hasOffer: boolean;
  readonly objective: number | null;
  /** Hex colours as given (OL §5: 3 or 6 digits, # optional). */
  readonly colours: readonly string[];
  /** The logo when it is one of our media files; a logo anywhere else is never fetched. */
  readonly logoMediaId: string | null;
}

// OL §3 call-to-action id of an offer's ad detail.
const GET_OFFER = 2;
const NO_OFFER: Offer = { type: 6 };

/**
 * The inputs of a session's creatives: the step data (businessDetails, businessTypeServices,
 * selectObjective, offerDetails, imageCreatives), else the business details document of the
 * onboarding calls (OL §7). `origin` tells our own media URLs from foreign ones.
 */
export function creativeInputsOf(session: SessionRecord, origin: string): CreativeInputs {
  const steps = session.steps;
  const details = session.details;
  const businessName = text(field(steps.businessDetails, 'name') ?? details.name);
  if (businessName === '') {
    const message = 'Save the business name (businessDetails) before generating creatives.';
    throw new InvalidRequestError(message, [{ path: '/businessDetails/name', message }]);
  }
  const offer = (steps.offerDetails ?? details.offerDetail ?? NO_OFFER) as Offer;
  const adDetail = adDetailForOffer(offer, pricingBand(session.region ?? 'IN').currencySymbol, businessName);
  const images = asRecord(steps.imageCreatives);
  const logoUrl = text(field(images.logo, 'url'));
  return {
    businessName,
    services: textList(field(steps.businessTypeServices, 'services') ?? details.services),
    offerText: adDetail.primaryText,
    hasOffer: adDetail.callToAction === GET_OFFER,
    objective: numberOrNull(field(steps.selectObjective, 'objective') ?? field(details.creativeDetail, 'objective')),
    colours: textList(images.colourPalette),
    logoMediaId: logoUrl === '' ? null : ownMediaId(logoUrl, origin),
  };
}

/** Same inputs, same hash: the key that makes asking again answer the same generation. */
export function inputHash(inputs: CreativeInputs): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const field = (value: unknown, name: string): unknown => asRecord(value)[name];
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((item) => item !== '') : [];
}
