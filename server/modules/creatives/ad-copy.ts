import type { CreativeGeneration } from '../../../schemas/generated/api/creative-generation.ts';
import type { CallToAction } from '../../../schemas/generated/enums/call-to-action.ts';
import type { CreativeInputs } from './creative-inputs.ts';
import { leadFormFor } from './lead-form-copy.ts';

/** The ad copy that goes with the creatives (OL §2, §5), as schemas/api/creative-generation.schema.json has it. */
export type AdCopy = NonNullable<CreativeGeneration['adCopy']>;
export type AdCopyVariants = NonNullable<AdCopy['variants']>;

/**
 * Who writes a generation's ad copy (issue 24): the local writer below, or a hosted language model
 * (server/adapters/language-model-copy.ts) that falls back to it. Chosen by configuration.
 */
export interface AdCopyWriter {
  /** Named in the start-up log and in a failure's warning. */
  readonly name: string;
  write(inputs: CreativeInputs): Promise<AdCopy>;
}

/** Writes the copy from the business details with the wordings below: no service is asked. */
export const localAdCopyWriter: AdCopyWriter = {
  name: 'local wordings',
  write: (inputs) => Promise.resolve(adCopyFor(inputs)),
};

interface CallToActionChoice {
  readonly id: CallToAction;
  readonly text: string;
  /** The action as the end of a line ("20% off, call today"): no deadline the owner did not give. */
  readonly nudge: string;
}

export const PRIMARY_TEXT_MAX = 30;
export const CALL_TO_ACTION_MAX = 15;
export const HEADLINE_LENGTH = { min: 25, max: 40 } as const;
export const DESCRIPTION_LENGTH = { min: 20, max: 30 } as const;
/** How many of each the owner is offered to choose from (issue 24: several variants). */
export const VARIANTS = { primaryTexts: 5, headlines: 8, descriptions: 6 } as const;
/** The lines an ad shows at once: a search ad's three headlines, two descriptions (and one more to swap in). */
const CHOSEN = { headlines: 3, descriptions: 3 } as const;

// OL §3 calls to action.
const CALL_NOW: CallToActionChoice = { id: 1, text: 'Call Now', nudge: 'call today' };
const GET_OFFER: CallToActionChoice = { id: 2, text: 'Get Offer', nudge: 'get the offer' };
const LEARN_MORE: CallToActionChoice = { id: 3, text: 'Learn More', nudge: 'find out more' };
const VISIT_WEBSITE: CallToActionChoice = { id: 4, text: 'Visit Website', nudge: 'visit our site' };
const VISIT_STORE: CallToActionChoice = { id: 5, text: 'Visit Store', nudge: 'visit us today' };
const SEND_MESSAGE: CallToActionChoice = { id: 9, text: 'Send Message', nudge: 'message us today' };

// OL §3 objectives (calls 1, leads 2, website 3, store visits 4, messages 5) and the call to
// action each allows: an offer is put forward wherever Get Offer is allowed.
export function callToActionFor(objective: number | null, hasOffer: boolean): CallToActionChoice {
  switch (objective) {
    case 1:
      return CALL_NOW;
    case 3:
      return hasOffer ? GET_OFFER : VISIT_WEBSITE;
    case 4:
      return VISIT_STORE;
    case 5:
      return SEND_MESSAGE;
    default:
      return hasOffer ? GET_OFFER : LEARN_MORE;
  }
}

/** Ad copy written from the business details alone: the same inputs always give the same copy. */
export function adCopyFor(inputs: CreativeInputs): AdCopy {
  const { businessName: name, offerText: offer, services } = inputs;
  const tagline = inputs.tagline ?? '';
  const action = callToActionFor(inputs.objective, inputs.hasOffer);
  const service = services[0];
  const serviceList = services.slice(0, 3).join(', ');
  const category = inputs.category ?? '';
  // The button's words ("Call Now") are a label; a line of copy says the action in its own words.
  const { nudge } = action;
  // Each line is a few wordings, best first: the first in the recommended range wins (pick).
  const headlines = [
    inputs.hasOffer
      ? [`${offer} at ${name}`, `${offer} at ${name}, ${action.nudge}`, offer]
      : // Without an offer the line already names the business ("Visit Bloom Salon").
        [offer, `${offer} today`, `${offer}, your local favourite`],
    service === undefined
      ? [`${name}, your local favourite`, `${name}, loved by locals`]
      : [`${service} by ${name}`, `${service} by ${name}, near you`, `${service} at ${name}, ${nudge}`],
    service === undefined
      ? [`${name}, ${nudge}`, `${name} near you, ${nudge}`]
      : [`${name}: ${serviceList}`, `${name}: ${serviceList} and more`, `${name}: ${service}`],
    tagline === '' ? [] : [`${tagline} at ${name}`, `${tagline}: ${name}`, tagline],
    category === '' ? [] : [`${name}, your local ${category.toLowerCase()}`, `The ${category.toLowerCase()} near you`],
    [`${name}, ${nudge}`, `${name} near you, ${nudge}`],
    ...services.slice(1, 3).map((other) => [`${other} by ${name}`, `${other} at ${name}, near you`]),
    // Lines without the name: a search ad shows three headlines together, and the name in all
    // three reads as filler (the ones above name the business; see sayEachOnceUpFront).
    // No "this week only": a deadline the owner never gave is a claim the ad cannot keep.
    inputs.hasOffer ? [`${offer} near you, ${nudge}`, `${offer}, ${nudge}`, `${offer} near you`] : [],
    service === undefined ? [] : [`${service} near you, ${nudge}`, `${service} near you`],
    category === '' ? [] : [`Your local ${category.toLowerCase()}, ${nudge}`, `Your local ${category.toLowerCase()}`],
    services.length < 2 ? [] : [serviceList, `${serviceList} and more`],
    // Lines for a business that gave only its name: otherwise all three would name it.
    [`Right around the corner, ${nudge}`, `Just around the corner, ${nudge}`],
    ['Here for you, close to home'],
  ];
  // A search result runs its descriptions together: each is a sentence of its own.
  const descriptions = [
    inputs.hasOffer
      ? [`${offer}. ${capitalised(nudge)}.`, `${offer}. Don't miss out.`, `${offer}, only at ${name}`, offer]
      : // Without an offer the line already says what to do ("Visit Bloom Salon").
        [`${offer}, near you`, `${offer} today`, offer],
    service === undefined
      ? [`${name}, close to you`, `${name}, right around the corner`, `${name}, near you`]
      : [serviceList, `${serviceList} and more`, `${serviceList}, near you`, `${service} and more`],
    [`${name}, near you`, `Visit ${name} today`, `${name}, right around the corner`, name],
    tagline === '' ? [] : [`${tagline}. ${capitalised(nudge)}.`, tagline],
    [`${name}, ${nudge}`, `${capitalised(nudge)}: ${name}`],
  ];
  // The offer is the primary text; one too long for it gives way to the name, then the action.
  const primaryTexts = [
    [offer, name, action.text],
    tagline === '' ? [] : [tagline],
    service === undefined ? [] : [`${service} at ${name}`, `${service}, near you`],
    [`${action.text}: ${name}`, name],
  ];
  const variants = {
    primaryTexts: lines(primaryTexts, { min: 1, max: PRIMARY_TEXT_MAX }).slice(0, VARIANTS.primaryTexts),
    headlines: sayEachOnceUpFront(headlines, {
      name,
      // What a line may say once among the three: the offer (when there is one), the action, "near you".
      once: [...(inputs.hasOffer ? [offer] : []), nudge, 'near you'],
    }).slice(0, VARIANTS.headlines),
    descriptions: lines(
      descriptions.map((wordings) => wordings.map(asSentence)),
      DESCRIPTION_LENGTH,
    ).slice(0, VARIANTS.descriptions),
  };
  return { ...chosenFrom(variants, action), leadForm: leadFormFor(inputs) };
}

/** The copy an ad starts with, from variants best first: the first primary text, three of each line. */
export function chosenFrom(variants: AdCopyVariants, action: { id: CallToAction; text: string }): AdCopy {
  return {
    primaryText: variants.primaryTexts[0] ?? action.text,
    callToAction: action.id,
    callToActionText: action.text,
    headlines: variants.headlines.slice(0, CHOSEN.headlines),
    descriptions: variants.descriptions.slice(0, CHOSEN.descriptions),
    variants,
  };
}

/**
 * One line of each list of wordings that has one that fits (issue 24: a line is a whole wording,
 * never cut short with an ellipsis); the same line twice once.
 */
function lines(lists: readonly (readonly string[])[], range: { min: number; max: number }): string[] {
  return distinct(lists.flatMap((wordings) => pick(wordings, range) ?? []));
}

/** The first wording within the range; else the longest within the maximum; else none. */
function pick(wordings: readonly string[], { min, max }: { min: number; max: number }): string | null {
  const fitting = wordings.filter((wording) => wording.length <= max);
  const inRange = fitting.find((wording) => wording.length >= min);
  if (inRange !== undefined) return inRange;
  return fitting.reduce<string | null>((a, b) => (a === null || b.length > a.length ? b : a), null);
}

const capitalised = (line: string): string => line.charAt(0).toLocaleUpperCase('en') + line.slice(1);

/** "Bloom Salon, near you" ends "Bloom Salon, near you.": the next description starts a sentence. */
const asSentence = (line: string): string => (/[.!?…]$/u.test(line) ? line : `${line}.`);

const distinct = (lines: readonly string[]): string[] => [...new Set(lines)];

/**
 * The headlines an ad starts with name the business once and say each thing once: a search result
 * shows three together, and "20% off at Bloom Salon | 20% off near you, call today | Haircuts near
 * you, call today" reads as filler. The best line first; then a line with the name if the first
 * has none; then, from every wording of every line (`lists`, best first), those in the recommended
 * length that repeat nothing said (the name, `once`, the first line); short of three, the best
 * lines without the name as before. The other lines follow in their order, for the owner to choose.
 */
function sayEachOnceUpFront(
  lists: readonly (readonly string[])[],
  said: { name: string; once: readonly string[] },
): string[] {
  const picked = lines(lists, HEADLINE_LENGTH);
  const [first, ...rest] = picked;
  if (first === undefined) return [];
  const lead = [first];
  const saysAgain = (line: string) =>
    line.includes(first) || said.once.some((phrase) => line.includes(phrase) && lead.some((l) => l.includes(phrase)));
  const fits = (line: string) =>
    line.length >= HEADLINE_LENGTH.min && line.length <= HEADLINE_LENGTH.max && !lead.includes(line);
  if (!first.includes(said.name)) {
    const naming = rest.filter((line) => fits(line) && line.includes(said.name) && !line.includes(first));
    const best = naming.find((line) => !saysAgain(line)) ?? naming[0];
    if (best !== undefined) lead.push(best);
  }
  for (const list of lists) {
    if (lead.length >= CHOSEN.headlines) break;
    const fresh = list.find((line) => fits(line) && !line.includes(said.name) && !saysAgain(line));
    if (fresh !== undefined) lead.push(fresh);
  }
  for (const line of rest) {
    if (lead.length >= CHOSEN.headlines) break;
    if (fits(line) && !line.includes(said.name) && !line.includes(first)) lead.push(line);
  }
  return [...lead, ...picked.filter((line) => !lead.includes(line))];
}
