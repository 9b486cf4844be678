import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { readMediaBytes, saveMedia } from '../media/media-store.ts';
import type { AdCopyWriter } from './ad-copy.ts';
import { colourScheme } from './colour-scheme.ts';
import type { CreativeInputs } from './creative-inputs.ts';
import { failGeneration, finishGeneration, startGeneration, type StoredTemplate } from './generation-store.ts';
import type { CreativeRenderer } from './renderer.ts';
import { CREATIVE_SIZE, CREATIVE_TEMPLATES, type TemplateContent } from './templates.ts';

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
    let pngs: Buffer[];
    try {
      pngs = await Promise.all(CREATIVE_TEMPLATES.map((template) => renderer.render(template, content)));
    } catch (error) {
      const reason = `The creatives could not be drawn: ${error instanceof Error ? error.message : String(error)}`;
      logger.warn({ err: error, generationId }, 'creative generation failed');
      await failGeneration(em, generationId, reason.slice(0, MAX_REASON));
      return;
    }
    // Written before the transaction: a language model's answer takes seconds, a transaction must not.
    const adCopy = await adCopyWriter.write(generation.inputs);
    await em.transactional(async (tx) => {
      const templates = await storeTemplates(tx, generation.sessionId, pngs);
      await finishGeneration(tx, generationId, templates, adCopy);
    });
  };
}

async function templateContent(em: EntityManager, inputs: CreativeInputs): Promise<TemplateContent> {
  return {
    businessName: inputs.businessName,
    services: inputs.services,
    offerText: inputs.offerText,
    colours: colourScheme(inputs.colours),
    logo: inputs.logoMediaId === null ? null : await logoDataUri(em, inputs.logoMediaId),
  };
}

// Only our own media files: a logo that points anywhere else is never fetched (creative-inputs.ts).
// One that is gone since is left out, as a foreign one is.
async function logoDataUri(em: EntityManager, mediaId: string): Promise<string | null> {
  try {
    const { mimeType, bytes } = await readMediaBytes(em, mediaId);
    return `data:${mimeType};base64,${bytes.toString('base64')}`;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

async function storeTemplates(
  em: EntityManager,
  sessionId: string,
  pngs: readonly Buffer[],
): Promise<StoredTemplate[]> {
  const stored: StoredTemplate[] = [];
  for (const [index, bytes] of pngs.entries()) {
    const templateId = CREATIVE_TEMPLATES[index]?.id ?? index + 1;
    const file = await saveMedia(em, {
      owner: { sessionId },
      kind: 'creative',
      source: GENERATED_SOURCE,
      fileName: `creative-${templateId}.png`,
      mimeType: 'image/png',
      width: CREATIVE_SIZE,
      height: CREATIVE_SIZE,
      bytes,
    });
    stored.push({ templateId, mediaId: file.id, width: CREATIVE_SIZE, height: CREATIVE_SIZE });
  }
  return stored;
}
