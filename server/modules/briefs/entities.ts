import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';

/** AP §3 brief filter ids: new 1, ongoing 2, paused 3, post-campaign 4, completed 5, draft 6 (all: 0, none). */
export const BRIEF_STATUS = Object.freeze({
  new: 1,
  ongoing: 2,
  paused: 3,
  postCampaign: 4,
  completed: 5,
  draft: 6,
});
export type BriefStatus = (typeof BRIEF_STATUS)[keyof typeof BRIEF_STATUS];

/** AP §4 brief campaign versions: approved, rejected or edited; pending until one of those. */
export type BriefVersionState = 'pending' | 'approved' | 'rejected' | 'edited';

/**
 * A campaign brief of a business profile (AP §1 "briefs with approve or reject and an e-sign
 * step"; decision 181): what the business wants, and a plan proposed for it in versions that a
 * brief approver approves (signing with their typed name) or rejects with a reason.
 */
export const Brief = defineEntity({
  name: 'Brief',
  tableName: 'brief',
  indexes: [{ name: 'brief_profile_status_updated', properties: ['businessProfile', 'status', 'updatedAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    title: p.string().length(120),
    description: p.text(),
    status: p.smallint().$type<BriefStatus>().default(BRIEF_STATUS.draft),
    /** The user who wrote it (a plain id: the user may leave the profile, the brief stays). */
    createdBy: p.integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Brief = InferEntity<typeof Brief>;

/** One version of a brief's campaign plan (AP §2 "brief plan"; §4 approved, rejected or edited). */
export const BriefVersion = defineEntity({
  name: 'BriefVersion',
  tableName: 'brief_version',
  uniques: [{ properties: ['brief', 'number'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    brief: () => p.manyToOne(Brief).deleteRule('cascade'),
    /** 1 for the first plan, then one more for each edit. */
    number: p.integer(),
    campaignName: p.string().length(120),
    budgetMinor: p.bigint('number'),
    currencyCode: p.string().length(3),
    startDate: p.date(),
    endDate: p.date(),
    notes: p.text().nullable(),
    state: p.string().length(10).$type<BriefVersionState>().default('pending'),
    proposedBy: p.integer(),
    proposedAt: createdAt(),
    decidedBy: p.integer().nullable(),
    decidedAt: p.datetime().nullable(),
    rejectionReason: p.text().nullable(),
    /** The e-sign step: the approver's full name as they typed it to sign (decision 181). */
    signedName: p.string().length(200).nullable(),
  },
});
export type BriefVersion = InferEntity<typeof BriefVersion>;
