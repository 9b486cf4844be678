import type { CreativeGeneration } from '../../../schemas/generated/api/creative-generation.ts';
import { mediaUrl } from '../media/media-view.ts';
import type { Advertiser, DrawnWith } from './creative-inputs.ts';
import { CREATIVE_FORMATS, type CreativeFormat, type CreativeFormatId } from './creative-formats.ts';
import type { Generation } from './generation-store.ts';

const ASPECT_RATIOS = Object.fromEntries(CREATIVE_FORMATS.map((format) => [format.id, format.aspectRatio])) as Record<
  CreativeFormatId,
  CreativeFormat['aspectRatio']
>;
const aspectRatioOf = (id: CreativeFormatId) => ASPECT_RATIOS[id];

/** A generation as clients poll it (OL §4: every 3 s, up to 5 minutes): api/creative-generation.schema.json. */
export function generationView(
  origin: string,
  generation: Generation,
  advertiser: Advertiser,
  drawnWith: DrawnWith,
): CreativeGeneration {
  return {
    generationId: generation.id,
    status: generation.status,
    templates: generation.templates.map(({ templateId, mediaId, width, height, formats = [] }) => ({
      templateId,
      imageUrl: mediaUrl(origin, mediaId),
      width,
      height,
      formats: formats.map((format) => ({
        format: format.format,
        aspectRatio: aspectRatioOf(format.format),
        imageUrl: mediaUrl(origin, format.mediaId),
        width: format.width,
        height: format.height,
      })),
    })),
    adCopy: generation.adCopy,
    ...(generation.failureReason === null ? {} : { failureReason: generation.failureReason }),
    advertiser,
    drawnWith,
  };
}
