import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdCopy } from './ad-copy.ts';
import type { CreativeFormatId } from './creative-formats.ts';
import type { CreativeInputs } from './creative-inputs.ts';

// OL §3 creative generation status.
export const GenerationStatus = { NEW: 0, IN_PROGRESS: 1, DONE: 2, FAILED: 3 } as const;
export type GenerationStatus = (typeof GenerationStatus)[keyof typeof GenerationStatus];

/** One format of a drawn template (creative-formats.ts): the media file holding its PNG. */
export interface StoredFormat {
  readonly format: CreativeFormatId;
  readonly mediaId: string;
  readonly width: number;
  readonly height: number;
}

/** A drawn template: the media file of its square PNG, and every format (none in one stored before formats). */
export interface StoredTemplate {
  readonly templateId: number;
  readonly mediaId: string;
  readonly width: number;
  readonly height: number;
  readonly formats?: readonly StoredFormat[];
}

export interface Generation {
  readonly id: string;
  readonly sessionId: string;
  readonly status: GenerationStatus;
  readonly inputs: CreativeInputs;
  readonly templates: readonly StoredTemplate[];
  readonly adCopy: AdCopy | null;
  readonly failureReason: string | null;
}

interface Row {
  id: string;
  session_id: string;
  status: GenerationStatus;
  inputs: CreativeInputs;
  templates: StoredTemplate[];
  ad_copy: AdCopy | null;
  failure_reason: string | null;
}

const COLUMNS = 'id, session_id, status, inputs, templates, ad_copy, failure_reason';

// Single statements, so two requests (or two servers) asking at once still make one row: the
// unique (session, inputs) key decides, and a FAILED generation asked for again starts over.
/** The session's generation for these inputs, made NEW when there is none or it had FAILED. */
export async function requestGeneration(
  em: EntityManager,
  sessionId: string,
  inputs: CreativeInputs,
  hash: string,
): Promise<Generation> {
  const row = await em.execute<Row>(
    `insert into creative_generation
       (id, session_id, input_hash, inputs, status, templates, requested_at, created_at, updated_at)
     values (?, ?, ?, ?::jsonb, ${GenerationStatus.NEW}, '[]'::jsonb, now(), now(), now())
     on conflict (session_id, input_hash) do update set
       requested_at = now(),
       status = case when creative_generation.status = ${GenerationStatus.FAILED} then ${GenerationStatus.NEW}
                else creative_generation.status end,
       failure_reason = case when creative_generation.status = ${GenerationStatus.FAILED} then null
                        else creative_generation.failure_reason end,
       updated_at = now()
     returning ${COLUMNS}`,
    [randomUUID(), sessionId, hash, JSON.stringify(inputs)],
    'get',
  );
  return toGeneration(row);
}

/** The generation asked for last, or null when the session never asked for one. */
export async function latestGeneration(em: EntityManager, sessionId: string): Promise<Generation | null> {
  const [row] = await em
    .getConnection()
    .execute<Row[]>(
      `select ${COLUMNS} from creative_generation where session_id = ? order by requested_at desc limit 1`,
      [sessionId],
    );
  return row === undefined ? null : toGeneration(row);
}

/**
 * Takes a generation for drawing (IN_PROGRESS); null when it is finished or gone. One already
 * IN_PROGRESS is taken again: its job is being retried because the process drawing it died.
 */
export async function startGeneration(em: EntityManager, id: string): Promise<Generation | null> {
  const row = (await em.execute<Row>(
    `update creative_generation set status = ${GenerationStatus.IN_PROGRESS}, updated_at = now()
     where id = ? and status in (${GenerationStatus.NEW}, ${GenerationStatus.IN_PROGRESS})
     returning ${COLUMNS}`,
    [id],
    'get',
  )) as Row | undefined;
  return row === undefined ? null : toGeneration(row);
}

export async function finishGeneration(
  em: EntityManager,
  id: string,
  templates: readonly StoredTemplate[],
  adCopy: AdCopy,
): Promise<void> {
  await em.execute(
    `update creative_generation set status = ${GenerationStatus.DONE}, templates = ?::jsonb, ad_copy = ?::jsonb,
       failure_reason = null, updated_at = now()
     where id = ? and status = ${GenerationStatus.IN_PROGRESS}`,
    [JSON.stringify(templates), JSON.stringify(adCopy), id],
  );
}

export async function failGeneration(em: EntityManager, id: string, reason: string): Promise<void> {
  await em.execute(
    `update creative_generation set status = ${GenerationStatus.FAILED}, failure_reason = ?, updated_at = now()
     where id = ? and status = ${GenerationStatus.IN_PROGRESS}`,
    [reason, id],
  );
}

function toGeneration(row: Row): Generation {
  return {
    id: row.id,
    sessionId: row.session_id,
    status: row.status,
    inputs: row.inputs,
    templates: row.templates,
    adCopy: row.ad_copy,
    failureReason: row.failure_reason,
  };
}
