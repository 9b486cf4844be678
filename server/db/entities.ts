import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One run of a flow by one user: the business details session of onboarding-and-launch §3. The
 * flow version is pinned at creation; `version` makes concurrent writes fail instead of losing one.
 */
export const FlowSession = defineEntity({
  name: 'FlowSession',
  tableName: 'flow_session',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    flowId: p.string(),
    flowVersion: p.integer(),
    step: p.string(),
    launchState: p.integer(),
    flags: p.json<Record<string, boolean>>(),
    region: p.string().nullable(),
    queryParameters: p.json<Record<string, string>>(),
    /** The data submitted at each step, by step id. */
    steps: p.json<Record<string, unknown>>(),
    /** The business details document of §3 that the onboarding calls read and patch. */
    details: p.json<Record<string, unknown>>(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type FlowSession = InferEntity<typeof FlowSession>;

/** An agent's summary link (onboarding-and-launch §1, §7): only the hash of its id is stored. */
export const SummaryLink = defineEntity({
  name: 'SummaryLink',
  tableName: 'summary_link',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    hash: p.string().unique(),
    session: () => p.manyToOne(FlowSession).deleteRule('cascade'),
    channel: p.string().nullable(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type SummaryLink = InferEntity<typeof SummaryLink>;

export const entities = [FlowSession, SummaryLink];
