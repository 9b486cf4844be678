import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt } from '../../db/columns.ts';

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
    /**
     * The user who signed up in it (AP §4; the e-mail sign-up step): from then on only they may
     * read or change it. A plain id: the users' table lives with the account entities.
     */
    ownerId: p.integer().nullable().index(),
    /** The business profile made for it at sign-up: its campaign and payments belong there. */
    businessProfileId: p.integer().nullable(),
    /**
     * The signed-in agent who built it for a client (OL §1): set only from the agent's own sign-in,
     * never from a query's `agentid`; kept after the client takes the session over.
     */
    agentId: p.integer().nullable(),
    version: p.integer().version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type FlowSession = InferEntity<typeof FlowSession>;
