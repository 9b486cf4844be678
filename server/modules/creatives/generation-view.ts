import type { CreativeGeneration } from '../../../schemas/generated/api/creative-generation.ts';
import { mediaUrl } from '../media/media-view.ts';
import type { Advertiser } from './creative-inputs.ts';
import type { Generation } from './generation-store.ts';

/** A generation as clients poll it (OL §4: every 3 s, up to 5 minutes): api/creative-generation.schema.json. */
export function generationView(origin: string, generation: Generation, advertiser: Advertiser): CreativeGeneration {
  return {
    generationId: generation.id,
    status: generation.status,
    templates: generation.templates.map(({ templateId, mediaId, width, height }) => ({
      templateId,
      imageUrl: mediaUrl(origin, mediaId),
      width,
      height,
    })),
    adCopy: generation.adCopy,
    ...(generation.failureReason === null ? {} : { failureReason: generation.failureReason }),
    advertiser,
  };
}
