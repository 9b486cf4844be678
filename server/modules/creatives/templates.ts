import { createHash } from 'node:crypto';
import { badge, bold, frame, split } from './layouts/brand-layouts.ts';
import type { CreativeLayout } from './layouts/parts.ts';
import { photoBand, photoFrame, photoPanel } from './layouts/photo-layouts.ts';
import { menu, minimal, poster } from './layouts/type-layouts.ts';

export type { CreativeLayout as CreativeTemplate, TemplateContent } from './layouts/parts.ts';

/** Every layout there is, by templateId (OL §3 creative images). */
export const CREATIVE_TEMPLATES: readonly CreativeLayout[] = [
  bold,
  split,
  frame,
  badge,
  photoBand,
  photoPanel,
  photoFrame,
  poster,
  menu,
  minimal,
];

/** How many layouts a generation draws (OL §2: the owner chooses one of them). */
export const TEMPLATES_PER_GENERATION = 4;
// A photo makes an ad, but four of the same kind would not give a choice.
const MOST_PHOTO_LAYOUTS = 2;

// What each objective leads with (OL §3: calls 1, leads 2, website visits 3, store visits 4,
// messages 5): a call to act for calls and messages, the offer for leads, the place for visits.
const OBJECTIVE_LAYOUTS: Readonly<Record<number, readonly CreativeLayout[]>> = {
  1: [poster, badge],
  2: [badge, bold],
  3: [split, minimal],
  4: [frame, menu],
  5: [poster, minimal],
};

/** What a choice of layouts is made from. */
export interface LayoutChoice {
  readonly businessName: string;
  readonly category: string;
  readonly objective: number | null;
  readonly hasOffer: boolean;
  readonly tagline: string;
  readonly services: readonly string[];
  readonly hasPhoto: boolean;
  /** A design the owner edited: kept among those drawn (in the last place, if it was not chosen). */
  readonly keep?: number;
}

/**
 * The layouts a business's creatives are drawn in (issue 24): the photo layouts first when it has
 * a photo, then those its objective, offer, tagline and services suit; among equals an order of
 * its own (from its category and name), so two businesses do not get the same four.
 */
export function chooseTemplates(choice: LayoutChoice): CreativeLayout[] {
  const seed = `${choice.category.toLowerCase()}|${choice.businessName.toLowerCase()}`;
  const score = (layout: CreativeLayout): number => {
    let points = orderOf(seed, layout.id);
    if (layout.needsPhoto) points += 4;
    if (choice.objective !== null && OBJECTIVE_LAYOUTS[choice.objective]?.includes(layout)) points += 2;
    if (layout === badge && choice.hasOffer) points += 1;
    if (layout === poster && choice.tagline !== '') points += 1;
    if (layout === menu && choice.services.length >= 3) points += 1;
    return points;
  };
  const ranked = CREATIVE_TEMPLATES.filter((layout) => choice.hasPhoto || !layout.needsPhoto)
    .map((layout) => ({ layout, points: score(layout) }))
    .sort((a, b) => b.points - a.points)
    .map(({ layout }) => layout);
  const photos = ranked.filter((layout) => layout.needsPhoto).slice(0, MOST_PHOTO_LAYOUTS);
  const rest = ranked.filter((layout) => !layout.needsPhoto);
  const chosen = [...photos, ...rest].slice(0, TEMPLATES_PER_GENERATION);
  const kept = ranked.find((layout) => layout.id === choice.keep);
  return kept === undefined || chosen.includes(kept) ? chosen : [...chosen.slice(0, -1), kept];
}

/** A number from 0 to 1 that the same business and layout always get. */
function orderOf(seed: string, id: number): number {
  return (
    createHash('sha256')
      .update(`${seed}#${String(id)}`)
      .digest()
      .readUInt32BE(0) / 0xffffffff
  );
}
