import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt, money } from '../../db/columns.ts';
import { BusinessProfile, User } from '../accounts/entities.ts';
import { FlowSession } from '../flow-sessions/entities.ts';
import { FranchiseStore } from '../franchise/entities.ts';

/*
 * Campaigns, their publications on each channel and their edits (onboarding-and-launch §3, §4;
 * accounts §3, §7). Amounts are integer minor units (db/columns.ts `money`).
 */

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

/** OL §3 ad statuses: new 1, in review 2, launched 3, deleted 4. */
export const AD_STATUS = Object.freeze({ new: 1, inReview: 2, launched: 3, deleted: 4 });
/** OL §4 campaign statuses. */
export type CampaignStatus = 'None' | 'Active' | 'Paused' | 'Disabled';
/** AP §4: paused by its owner, or by the platform when the funds locked for it ran out. */
export type PauseReason = 'owner' | 'insufficientFunds';

/**
 * A campaign of a business profile (OL §3). One made by the onboarding keeps its session
 * (additionalConfiguration.localBusiness.sessionId), one per session.
 */
export const Campaign = defineEntity({
  name: 'Campaign',
  tableName: 'campaign',
  // The dashboard lists a profile's campaigns.
  indexes: [{ properties: ['businessProfile'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    session: () => p.oneToOne(FlowSession).owner().nullable().unique().deleteRule('set null'),
    name: p.string(),
    objectiveId: p.integer(),
    /** OL §3: daily 1, lifetime 2. */
    budgetType: p.integer(),
    /** The daily budget (budget type 1) or the whole budget (2). */
    budgetMinor: money(),
    currencyCode: p.string(),
    region: p.string(),
    /** OL §3: run continuously 1, schedule 2. */
    schedulingMode: p.integer(),
    startDate: p.datetime(),
    endDate: p.datetime(),
    isDraft: p.boolean(),
    status: p.string().$type<CampaignStatus>(),
    pauseReason: p.string().$type<PauseReason>().nullable(),
    /** A franchise headquarters' campaign runs for one of its stores, on that store's budget (AP §3). */
    franchiseStore: () => p.manyToOne(FranchiseStore).nullable().deleteRule('set null'),
    adStatus: p.integer(),
    launchState: p.integer(),
    additionalConfiguration: p.json<Record<string, unknown>>(),
    /** What the launch locked in the wallet for the campaign's whole run. */
    lockedMinor: money().default(0),
    submittedAt: p.datetime().nullable(),
    /** OL §1: reviewed and launched within 2 working days of the launch. */
    reviewDueAt: p.datetime().nullable(),
    launchedAt: p.datetime().nullable(),
    reviewedBy: p.integer().nullable(),
    version: p.integer().version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Campaign = InferEntity<typeof Campaign>;

/** What was sent to an ad network for a campaign (one per channel), by whichever adapter sent it. */
export const ChannelPublication = defineEntity({
  name: 'ChannelPublication',
  tableName: 'channel_publication',
  uniques: [{ name: 'channel_publication_campaign_channel', properties: ['campaign', 'channel'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    /** OL §1 channels: search 1, social 2, photo-sharing 3. */
    channel: p.integer(),
    adapter: p.string(),
    payload: p.json<Record<string, unknown>>(),
    externalId: p.string(),
    publishedAt: createdAt(),
  },
});
export type ChannelPublication = InferEntity<typeof ChannelPublication>;
