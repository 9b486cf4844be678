import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { readMediaBytes, saveMedia } from '../media/media-store.ts';
import type { AdCopyWriter } from './ad-copy.ts';
import { colourScheme } from './colour-scheme.ts';
import { readAssetBytes } from '../assets/asset-library.ts';
import { buttonTextOf, type CreativeInputs } from './creative-inputs.ts';
import {
  failGeneration,
  finishGeneration,
  startGeneration,
  type StoredFormat,
  type StoredTemplate,
} from './generation-store.ts';
import type { CreativeRenderer } from './renderer.ts';
import { CREATIVE_FORMATS, MAIN_FORMAT, type CreativeFormat } from './creative-formats.ts';
import { chooseTemplates, type CreativeTemplate, type TemplateContent } from './templates.ts';

/** The queue creative generations wait in; any server process may take them. */
export const CREATIVE_QUEUE = 'creative-generation';

export interface CreativeJob {
  readonly generationId: string;
}

function isCreativeJob(data: unknown): data is CreativeJob {
  return typeof data === 'object' && data !== null && 'generationId' in data && typeof data.generationId === 'string';
}

export interface CreativeJobServices {
  readonly orm: Orm;
  readonly logger: Logger;
  readonly renderer: CreativeRenderer;
  readonly adCopyWriter: AdCopyWriter;
}

// OL §3 image source Default: the creatives are ours, not the user's.
const GENERATED_SOURCE = 0;
// A reason is for people; an error that writes a novel is cut short.
const MAX_REASON = 500;

/**
 * Draws the templates of one generation and writes its ad copy. A drawing that fails ends the
 * generation FAILED with the reason; a database failure throws, and the queue retries the job.
 */
export function generateCreatives({ orm, logger, renderer, adCopyWriter }: CreativeJobServices) {
  return async (data: unknown): Promise<void> => {
    if (!isCreativeJob(data)) throw new TypeError(`Not a creative job: ${JSON.stringify(data)}`);
    const { generationId } = data;
    const em = orm.em.fork();
    const generation = await startGeneration(em, generationId);
    if (generation === null) return;
    const content = await templateContent(em, generation.inputs);
    const templates = chooseTemplates({
      businessName: content.businessName,
      category: generation.inputs.category ?? '',
      objective: generation.inputs.objective,
      hasOffer: content.hasOffer,
      tagline: content.tagline,
      services: content.services,
      hasPhoto: content.photo !== null,
      ...(generation.inputs.keepTemplateId !== undefined && { keep: generation.inputs.keepTemplateId }),
    });
    let drawn: DrawnTemplate[];
    try {
      drawn = await drawAll(renderer, templates, content);
    } catch (error) {
      const reason = `The creatives could not be drawn: ${error instanceof Error ? error.message : String(error)}`;
      logger.warn({ err: error, generationId }, 'creative generation failed');
      await failGeneration(em, generationId, reason.slice(0, MAX_REASON));
      return;
    }
    // Written before the transaction: a language model's answer takes seconds, a transaction must not.
    const adCopy = await adCopyWriter.write(generation.inputs);
    await em.transactional(async (tx) => {
      const stored = await storeTemplates(tx, generation.sessionId, drawn);
      await finishGeneration(tx, generationId, stored, adCopy);
    });
  };
}

interface DrawnTemplate {
  readonly template: CreativeTemplate;
  readonly images: readonly { readonly format: CreativeFormat; readonly png: Buffer }[];
}

/** Each template in every format; one at a time per template, so a generation holds few images at once. */
function drawAll(
  renderer: CreativeRenderer,
  templates: readonly CreativeTemplate[],
  content: TemplateContent,
): Promise<DrawnTemplate[]> {
  return Promise.all(
    templates.map(async (template) => {
      const images = [];
      for (const format of CREATIVE_FORMATS)
        images.push({ format, png: await renderer.render(template, content, format) });
      return { template, images };
    }),
  );
}

/** What a design is filled in with: the inputs, with the logo and first photo read as data URLs. */
export async function templateContent(em: EntityManager, inputs: CreativeInputs): Promise<TemplateContent> {
  return {
    businessName: inputs.businessName,
    services: inputs.services,
    offerText: inputs.offerText,
    hasOffer: inputs.hasOffer,
    tagline: inputs.tagline ?? '',
    callToAction: buttonTextOf(inputs),
    colours: colourScheme(inputs.colours),
    logo: inputs.logoMediaId === null ? null : await dataUriOf(readMediaBytes(em, inputs.logoMediaId)),
    photo:
      (await firstOf(inputs.photoMediaIds ?? [], (id) => dataUriOf(readMediaBytes(em, id)))) ??
      (await firstOf(inputs.libraryPhotoIds ?? [], (id) => dataUriOf(readAssetBytes(em, id)))),
  };
}

/** The first photo that is still there: the layouts draw one, so the others' bytes are never read. */
async function firstOf(ids: readonly string[], read: (id: string) => Promise<string | null>): Promise<string | null> {
  for (const id of ids) {
    const photo = await read(id);
    if (photo !== null) return photo;
  }
  return null;
}

// Only our own files (media, the profile's library): a logo or photo that points anywhere else is
// never fetched (creative-inputs.ts). One that is gone since is left out, as a foreign one is.
async function dataUriOf(read: Promise<{ mimeType: string; bytes: Buffer }>): Promise<string | null> {
  try {
    const { mimeType, bytes } = await read;
    return `data:${mimeType};base64,${bytes.toString('base64')}`;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

async function storeTemplates(
  em: EntityManager,
  sessionId: string,
  drawn: readonly DrawnTemplate[],
): Promise<StoredTemplate[]> {
  const stored: StoredTemplate[] = [];
  for (const { template, images } of drawn) {
    const formats: StoredFormat[] = [];
    for (const { format, png } of images) {
      const file = await saveMedia(em, {
        owner: { sessionId },
        kind: 'creative',
        source: GENERATED_SOURCE,
        fileName: `creative-${String(template.id)}-${format.id}.png`,
        mimeType: 'image/png',
        width: format.width,
        height: format.height,
        bytes: png,
      });
      formats.push({ format: format.id, mediaId: file.id, width: format.width, height: format.height });
    }
    const main = formats.find((format) => format.format === MAIN_FORMAT.id) ?? formats[0];
    if (main === undefined) continue;
    stored.push({ templateId: template.id, mediaId: main.mediaId, width: main.width, height: main.height, formats });
  }
  return stored;
}
