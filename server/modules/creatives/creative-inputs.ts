import { createHash } from 'node:crypto';
import callToActions from '../../../schemas/enums/call-to-action.schema.json' with { type: 'json' };
import type { Flow } from '../../../engine/index.ts';
import type { Offer } from '../../../schemas/generated/entities/offer.ts';
import { InvalidRequestError } from '../../errors.ts';
import { adDetailForOffer, offerText } from '../local-business/ad-detail.ts';
import { mediaPath, ownMediaId } from '../media/media-store.ts';
import { pricingBand } from '../pricing/pricing.ts';
import { callToActionFor } from './ad-copy.ts';
import { colourScheme } from './colour-scheme.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';
import type { ImageFile } from './profile-images.ts';
import { assetFilePath, ownAssetId } from '../assets/asset-library.ts';
import type { CreativeGeneration } from '../../../schemas/generated/api/creative-generation.ts';

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
  // Asked for since issue 24: a generation stored before has none of the three.
  /** The business type (GET BusinessCategories, §7), or '' when none was given. */
  readonly category?: string;
  /** The promotion tagline (OL §3 creativeDetail.promoteServices, at most 30), or ''. */
  readonly tagline?: string;
  /** The business's photos that are our own media files, in the order given. */
  readonly photoMediaIds?: readonly string[];
  /** The photos from the profile's asset library (AP §1), drawn when none of the others is there. */
  readonly libraryPhotoIds?: readonly string[];
  // Set once the owner edited a creative (OL §2 imageCreativesCreative/edit, issue 24).
  /** The button's words as the owner wrote them (OL §5: at most 15) or the ad copy chose, instead of the objective's. */
  readonly buttonText?: string;
  /** The design the owner edited: it stays among the four drawn, whatever the edit adds. */
  readonly keepTemplateId?: number;
}

export type Advertiser = CreativeGeneration['advertiser'];

// OL §3 call-to-action id of an offer's ad detail.
const GET_OFFER = 2;
const NO_OFFER: Offer = { type: 6 };

// The steps a generation reads, by the schema they answer: each flow names its steps its own way
// (v2's business step is businessDetailsv2, a subsequent campaign's subsequentbusinessDetailsv2).
const BUSINESS_DETAILS = ['steps/business-details.schema.json', 'steps/business-details-v2.schema.json'];
const SERVICES = ['steps/business-type-services.schema.json', 'steps/business-details-v2.schema.json'];
const OBJECTIVE = ['steps/select-objective.schema.json'];
const OFFER = ['steps/offer-details.schema.json'];
const IMAGES = ['steps/image-creatives.schema.json'];
const CATEGORY = ['steps/business-type-services.schema.json'];
const PROMOTION = ['steps/promote-services.schema.json'];
const CREATIVE_CHOICE = ['steps/creative-preview.schema.json'];
const CREATIVE_EDIT = ['steps/creative-edit.schema.json'];
const AD_COPY = ['steps/ad-details-edit.schema.json'];

// OL §3 calls to action by id, named as the ad's button names them.
const CALL_TO_ACTION_NAMES: ReadonlyMap<number, string> = new Map(
  callToActions.oneOf.map(({ const: id, title }) => [id, title]),
);
const STANDARD_NAMES: ReadonlySet<string> = new Set(CALL_TO_ACTION_NAMES.values());

/**
 * The words on the image's button (decision 486): the owner's own from the creative edit, else the
 * call to action the ad copy chose, the button the channel shows under the image. Words that are
 * one of §3's names are no words of the owner's own (the edit screen opens with the button as
 * drawn, and saves it so): the ad's call to action is named instead, so the two never disagree.
 */
function buttonWords(written: string, adCopy: unknown): string {
  if (written !== '' && !STANDARD_NAMES.has(written)) return written;
  const chosen = field(adCopy, 'callToActionId');
  return (typeof chosen === 'number' ? CALL_TO_ACTION_NAMES.get(chosen) : undefined) ?? written;
}

/**
 * The inputs of a session's creatives: its answers to the business details, services, objective,
 * offer and images steps of its flow, else the business details document of the onboarding calls
 * (OL §7). `origin` tells our own media URLs from foreign ones.
 */
export function creativeInputsOf(
  session: SessionRecord,
  flow: Flow,
  origin: string,
  draft?: Readonly<Record<string, unknown>>,
): CreativeInputs {
  const answer = (schemas: readonly string[]) => answerTo(flow, session, schemas);
  const details = session.details;
  const businessName = text(field(answer(BUSINESS_DETAILS), 'name') ?? details.name);
  if (businessName === '') {
    const message = 'Save the business name (businessDetails) before generating creatives.';
    throw new InvalidRequestError(message, [{ path: '/businessDetails/name', message }]);
  }
  const offer = (answer(OFFER) ?? details.offerDetail ?? NO_OFFER) as Offer;
  const symbol = pricingBand(session.region ?? 'IN').currencySymbol;
  const adDetail = adDetailForOffer(offer, symbol, businessName);
  const images = asRecord(answer(IMAGES));
  // A creative the owner edited (or is editing: a draft): its logo, photo, colour, text and button
  // win over the answers.
  const edit = { ...asRecord(answer(CREATIVE_EDIT)), ...draft };
  const edited = Object.keys(edit).length > 0;
  const logoUrl = text(field(edit.logo, 'url')) || text(field(images.logo, 'url'));
  const editedText = text(edit.text);
  const editedColour = text(edit.colour);
  const palette = textList(images.colourPalette);
  const photoUrls = [
    text(field(edit.photo, 'url')),
    ...asList(images.images).map((image) => text(field(image, 'url'))),
  ];
  const libraryPhotoIds = idsOf(photoUrls, (url) => ownAssetId(url, origin));
  const buttonText = buttonWords(text(edit.callToActionText), answer(AD_COPY));
  const keepTemplateId = chosenTemplateOf(session, flow);
  return {
    businessName,
    services: textList(field(answer(SERVICES), 'services') ?? details.services),
    // The creatives draw the offer whole; the primary text (30 at most) may only name it.
    offerText: editedText || (offerText(offer, symbol) ?? adDetail.primaryText),
    hasOffer: adDetail.callToAction === GET_OFFER,
    objective: numberOrNull(field(answer(OBJECTIVE), 'objective') ?? field(details.creativeDetail, 'objective')),
    colours: editedColour === '' ? palette : [editedColour, ...palette.filter((colour) => colour !== editedColour)],
    logoMediaId: logoUrl === '' ? null : ownMediaId(logoUrl, origin),
    category: text(field(answer(CATEGORY), 'category') ?? details.category),
    tagline: text(field(answer(PROMOTION), 'promotionTagline')),
    photoMediaIds: idsOf(photoUrls, (url) => ownMediaId(url, origin)),
    // Only when there are some: the answers of a generation asked for before hash as they did.
    ...(libraryPhotoIds.length > 0 && { libraryPhotoIds }),
    ...(buttonText !== '' && { buttonText }),
    ...(edited && keepTemplateId !== undefined && { keepTemplateId }),
  };
}

/** The distinct ids `own` finds in `urls`, in order: addresses of ours only (nothing else is fetched). */
const idsOf = (urls: readonly string[], own: (url: string) => string | null): string[] => [
  ...new Set(urls.flatMap((url) => own(url) ?? [])),
];

/** The button's words a creative is drawn with: the owner's, else the objective's call to action. */
export const buttonTextOf = (inputs: CreativeInputs): string =>
  inputs.buttonText ?? callToActionFor(inputs.objective, inputs.hasOffer).text;

/** The design the preview step chose (OL §3 creativeDetail.selectedTemplateId), if it did. */
export function chosenTemplateOf(session: SessionRecord, flow: Flow): number | undefined {
  const chosen = field(answerTo(flow, session, CREATIVE_CHOICE), 'selectedTemplateId');
  return typeof chosen === 'number' ? chosen : undefined;
}

/** The creative as it is drawn now, which its edit screen opens with (issue 24). */
export interface DrawnWith {
  readonly text: string;
  readonly colour: string;
  readonly buttonText: string;
  /** The media files as the images or edit step saved them (the upload widget's value). */
  readonly logo: Readonly<Record<string, unknown>> | null;
  readonly photo: Readonly<Record<string, unknown>> | null;
}

export function drawnWithOf(
  session: SessionRecord,
  flow: Flow,
  inputs: CreativeInputs,
  storeLogo: ImageFile | null,
): DrawnWith {
  const answer = (schemas: readonly string[]) => asRecord(answerTo(flow, session, schemas));
  const edit = answer(CREATIVE_EDIT);
  const images = answer(IMAGES);
  // The files the creatives were drawn with first (ours: a store logo, a library image); else the
  // answer's own, as before (an address that is not ours is shown, never fetched nor drawn).
  const drawnOf = (candidates: readonly unknown[], paths: readonly string[]) =>
    candidates.map(asRecord).find((file) => {
      const url = text(file.url);
      return url !== '' && paths.some((path) => url.endsWith(path));
    }) ?? null;
  const answered = (candidates: readonly unknown[]) =>
    candidates.map(asRecord).find((file) => text(file.url) !== '') ?? null;
  const photos = [edit.photo, ...asList(images.images)];
  return {
    text: inputs.offerText,
    colour: colourScheme(inputs.colours).primary.toUpperCase(),
    buttonText: buttonTextOf(inputs),
    logo:
      drawnOf(
        [edit.logo, images.logo, storeLogo === null ? null : { ...storeLogo }],
        inputs.logoMediaId === null ? [] : [mediaPath(inputs.logoMediaId)],
      ) ?? answered([edit.logo, images.logo]),
    // As templateContent draws them: a media file of the session's first, then a library image.
    photo:
      drawnOf(photos, (inputs.photoMediaIds ?? []).map(mediaPath)) ??
      drawnOf(photos, (inputs.libraryPhotoIds ?? []).map(assetFilePath)) ??
      answered(photos),
  };
}

/** Who the session's ads run as (issue 24): the name, logo and website its previews show. */
export function advertiserOf(session: SessionRecord, flow: Flow): Advertiser {
  const business = asRecord(answerTo(flow, session, BUSINESS_DETAILS));
  const logoUrl = text(field(asRecord(answerTo(flow, session, IMAGES)).logo, 'url'));
  const websiteUrl = text(business.websiteUrl ?? session.details.websiteUrl);
  return {
    name: text(business.name ?? session.details.name),
    logoUrl: logoUrl === '' ? null : logoUrl,
    websiteUrl: websiteUrl === '' ? null : websiteUrl,
  };
}

/** The session's answer to the first step of its flow that uses one of `schemas` and was answered. */
function answerTo(flow: Flow, session: SessionRecord, schemas: readonly string[]): unknown {
  const step = flow.steps.find(
    (candidate) => schemas.includes(flow.meta(candidate).schema) && session.steps[candidate] !== undefined,
  );
  return step === undefined ? undefined : session.steps[step];
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

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((item) => item !== '') : [];
}
