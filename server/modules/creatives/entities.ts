import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { FlowSession } from '../flow-sessions/entities.ts';

/**
 * A creative generation of a session (OL §2 creatives, §3 status NEW 0 .. FAILED 3), done by a
 * queued job. One row per session and inputs: asking again with the same inputs answers the same row.
 */
export const CreativeGeneration = defineEntity({
  name: 'CreativeGeneration',
  tableName: 'creative_generation',
  uniques: [{ properties: ['session', 'inputHash'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    session: () => p.manyToOne(FlowSession).deleteRule('cascade'),
    inputHash: p.string(),
    /** What the job renders: the session's answers as they were when the generation was asked for. */
    inputs: p.json<Record<string, unknown>>(),
    status: p.integer(),
    templates: p.json<unknown[]>(),
    adCopy: p.json<Record<string, unknown>>().nullable(),
    failureReason: p.text().nullable(),
    /** The last time a client asked for it: GET answers the generation asked for last. */
    requestedAt: p.datetime(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type CreativeGeneration = InferEntity<typeof CreativeGeneration>;
