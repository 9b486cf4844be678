import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../../db/columns.ts';
import { FlowSession } from '../flow-sessions/entities.ts';

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
    /** The client's e-mail address the agent gave: the OTP that opens the link goes there (OL §1). */
    clientEmail: p.string().nullable(),
    expiresAt: p.datetime(),
    createdAt: createdAt(),
  },
});

export type SummaryLink = InferEntity<typeof SummaryLink>;
