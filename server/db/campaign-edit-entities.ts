import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './account-entities.ts';
import { Campaign } from './money-entities.ts';

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
  },
});
export type CampaignRevision = InferEntity<typeof CampaignRevision>;

export const campaignEditEntities = [CampaignRevision];
