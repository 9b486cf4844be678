/**
 * The shapes the channels take an ad image in (issue 24): a square feed post, a portrait
 * photo-sharing post, a full-screen story and a landscape link ad. Every layout is drawn in each.
 *
 * `safeArea` is how far from the top and the foot a layout keeps its words, logo and button
 * (its backgrounds and photos still fill the image). Over a story the channel draws the profile
 * picture and name at the top and the reply bar or its own button at the foot: Meta's guidance
 * for Stories keeps the top 14% and the bottom 20% of a 1080x1920 story clear, about 250 px and
 * 340 px (decision 459). The other shapes have nothing drawn over them.
 */
export const CREATIVE_FORMATS = [
  { id: 'square', aspectRatio: '1:1', width: 1080, height: 1080, safeArea: { top: 0, bottom: 0 } },
  { id: 'portrait', aspectRatio: '4:5', width: 1080, height: 1350, safeArea: { top: 0, bottom: 0 } },
  { id: 'story', aspectRatio: '9:16', width: 1080, height: 1920, safeArea: { top: 250, bottom: 340 } },
  { id: 'landscape', aspectRatio: '1.91:1', width: 1200, height: 628, safeArea: { top: 0, bottom: 0 } },
] as const;

export type CreativeFormat = (typeof CREATIVE_FORMATS)[number];
export type CreativeFormatId = CreativeFormat['id'];

/** The format a creative is chosen and named by (OL §3 creative images: one image per template). */
export const MAIN_FORMAT: CreativeFormat = CREATIVE_FORMATS[0];
