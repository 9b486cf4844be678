import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './account-entities.ts';
import { Campaign, ChannelPublication } from './money-entities.ts';
import { createdAt } from './timestamps.ts';

/** What a live campaign's edit may change (the edit page's fields); absent keys stay as they are. */
export interface CampaignChanges {
  readonly budgetMinor?: number;
  readonly schedulingMode?: number;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly adCopy?: { readonly primaryText?: string; readonly headline?: string; readonly description?: string };
}

/**
 * An edit of a campaign already submitted (AP §9: "live campaign edits published within 2 working
 * days"): recorded as pending, published by the experts by `publishDueAt`. A campaign has at most
 * one pending revision; a second edit before it is published folds into it (decision 161).
 */
export const CampaignRevision = defineEntity({
  name: 'CampaignRevision',
  tableName: 'campaign_revision',
  indexes: [{ properties: ['campaign', 'status'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    changes: p.json<CampaignChanges>(),
    status: p.string().$type<'pending' | 'published'>(),
    submittedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    submittedAt: p.datetime(),
    publishDueAt: p.datetime(),
    publishedAt: p.datetime().nullable(),
    /** The account manager who published it (AP §6 role 4). */
    publishedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});
export type CampaignRevision = InferEntity<typeof CampaignRevision>;

/**
 * What a published revision sent to a channel the campaign was live on (the update's payload,
 * whole), by whichever adapter sent it: the edit's counterpart of channel_publication.
 */
export const ChannelUpdate = defineEntity({
  name: 'ChannelUpdate',
  tableName: 'channel_update',
  uniques: [{ name: 'channel_update_publication_revision', properties: ['publication', 'revision'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    publication: () => p.manyToOne(ChannelPublication).deleteRule('cascade'),
    revision: () => p.manyToOne(CampaignRevision).deleteRule('cascade'),
    adapter: p.string(),
    payload: p.json<Record<string, unknown>>(),
    // When the update went to the channel: the row is written once, never changed.
    updatedAt: createdAt(),
  },
});
export type ChannelUpdate = InferEntity<typeof ChannelUpdate>;

export const campaignEditEntities = [CampaignRevision, ChannelUpdate];
