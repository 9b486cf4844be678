/**
 * The shapes the channels take an ad image in (issue 24): a square feed post, a portrait
 * photo-sharing post, a full-screen story and a landscape link ad. Every layout is drawn in each.
 */
export const CREATIVE_FORMATS = [
  { id: 'square', aspectRatio: '1:1', width: 1080, height: 1080 },
  { id: 'portrait', aspectRatio: '4:5', width: 1080, height: 1350 },
  { id: 'story', aspectRatio: '9:16', width: 1080, height: 1920 },
  { id: 'landscape', aspectRatio: '1.91:1', width: 1200, height: 628 },
] as const;

export type CreativeFormat = (typeof CREATIVE_FORMATS)[number];
export type CreativeFormatId = CreativeFormat['id'];

/** The format a creative is chosen and named by (OL §3 creative images: one image per template). */
export const MAIN_FORMAT: CreativeFormat = CREATIVE_FORMATS[0];
