import type { EntityManager } from '@mikro-orm/postgresql';
import { midnightOf, startOfUtcDay } from '../../../engine/index.ts';
import type { AdChannels, ChannelId } from '../../adapters/ad-channels.ts';
import type { User } from '../accounts/entities.ts';
import { CampaignRevision, ChannelUpdate, type CampaignChanges } from './entities.ts';
import { FlowSession } from '../flow-sessions/entities.ts';
import { AD_STATUS, ChannelPublication, type Campaign } from './entities.ts';
import type { Wallet } from '../wallet/entities.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { daysLeft } from '../dashboard/campaign-states.ts';
import { returnToStoreBudget, takeFromStoreBudget } from '../franchise/store-budget.ts';
import { record } from '../wallet/wallet.ts';
import { AD_DETAILS_STEP, editableValues, type EditableValues } from './campaign-edits.ts';
import { underCampaignLock } from './campaign-lock.ts';
import { portalsOf, requireReviewer } from './review.ts';
import { runDates } from './session-campaign.ts';

/** 409: published already (twice, or by another account manager), so nothing is applied again. */
export class RevisionNotPendingError extends AppError {
  constructor() {
    super(409, 409, 'This edit is no longer pending: it has already been published.');
  }
}

/** 403: a portal's account managers publish its own businesses' edits only (AP §6), as they review its launches. */
export class OtherPortalEditError extends AppError {
  constructor() {
    super(403, 403, "Only the account managers of this campaign's portal publish its edits.");
  }
}

/** One changed field of a pending edit, as published (before) and as edited (after). */
export interface FieldChange {
  readonly field:
    'budgetMinor' | 'schedulingMode' | 'startDate' | 'endDate' | 'primaryText' | 'headline' | 'description';
  readonly before: string | number | null;
  readonly after: string | number;
}

/** The changes of a revision against the campaign's published values, in a fixed order. */
function fieldChanges(changes: CampaignChanges, published: EditableValues): FieldChange[] {
  const list: FieldChange[] = [];
  if (changes.budgetMinor !== undefined) {
    list.push({ field: 'budgetMinor', before: Math.round(published.dailyBudget * 100), after: changes.budgetMinor });
  }
  for (const field of ['schedulingMode', 'startDate', 'endDate'] as const) {
    const after = changes[field];
    if (after !== undefined) list.push({ field, before: published[field], after });
  }
  for (const field of ['primaryText', 'headline', 'description'] as const) {
    const after = changes.adCopy?.[field];
    if (after !== undefined) list.push({ field, before: published.adCopy[field] ?? null, after });
  }
  return list;
}

/**
 * AP §9 "live campaign edits published within 2 working days": the pending edits of the
 * reviewer's portals' campaigns, the one due soonest first, each with its changes before → after.
 */
export async function pendingEditsForReview(em: EntityManager, reviewer: User) {
  requireReviewer(reviewer);
  const revisions = await em.find(
    CampaignRevision,
    {
      status: 'pending',
      campaign: {
        adStatus: { $ne: AD_STATUS.deleted },
        businessProfile: { portal: { $in: await portalsOf(em, reviewer) } },
      },
    },
    { orderBy: { publishDueAt: 'asc', id: 'asc' }, populate: ['campaign.businessProfile'] },
  );
  const views = [];
  for (const revision of revisions) {
    const { campaign } = revision;
    views.push({
      id: revision.id,
      campaignId: campaign.id,
      campaignName: campaign.name,
      businessProfileName: campaign.businessProfile.name,
      currencyCode: campaign.currencyCode,
      submittedAt: revision.submittedAt.toISOString(),
      publishDueAt: revision.publishDueAt.toISOString(),
      changes: fieldChanges(revision.changes, await editableValues(em, campaign)),
    });
  }
  return views;
}

/**
 * The wallet follows the run's remaining budget (decision 200): what the campaign still needs
 * from today with the edit, against what it needed without it. More is locked from the wallet
 * (402 when it does not cover it, and nothing is published); less goes back to it.
 */
async function settleBudget(tx: EntityManager, wallet: Wallet, campaign: Campaign, next: EditedRun, today: Date) {
  const difference = daysLeft(next, today) * next.budgetMinor - daysLeft(campaign, today) * campaign.budgetMinor;
  if (difference > 0) {
    // Throws InsufficientFundsError (402) before anything is changed or sent.
    record(tx, wallet, { kind: 'lock', amountMinor: difference, campaign });
    await takeFromStoreBudget(tx, campaign, difference);
    campaign.lockedMinor += difference;
  } else if (difference < 0) {
    // Never more than is still locked for it: what it has spent stays spent.
    const released = Math.min(-difference, campaign.lockedMinor);
    if (released > 0) {
      record(tx, wallet, { kind: 'release', amountMinor: released, campaign });
      await returnToStoreBudget(tx, campaign, released);
      campaign.lockedMinor -= released;
    }
  }
}

type EditedRun = Pick<Campaign, 'budgetMinor' | 'schedulingMode' | 'startDate' | 'endDate'>;

/** The campaign's columns as they will be once the edit is published. */
function edited(campaign: Campaign, changes: CampaignChanges): EditedRun {
  return {
    budgetMinor: changes.budgetMinor ?? campaign.budgetMinor,
    schedulingMode: changes.schedulingMode ?? campaign.schedulingMode,
    startDate: changes.startDate === undefined ? campaign.startDate : midnightOf(changes.startDate),
    endDate: changes.endDate === undefined ? campaign.endDate : midnightOf(changes.endDate),
  };
}

/** The ad copy lives in the ad-details step of the campaign's session, which the creatives read. */
async function publishAdCopy(tx: EntityManager, campaign: Campaign, adCopy: CampaignChanges['adCopy']) {
  if (adCopy === undefined || campaign.session === null || campaign.session === undefined) return;
  const session = await tx.findOneOrFail(FlowSession, campaign.session.id, { refresh: true });
  const step = (session.steps[AD_DETAILS_STEP] ?? {}) as Record<string, unknown>;
  session.steps = { ...session.steps, [AD_DETAILS_STEP]: { ...step, ...adCopy } };
}

/**
 * Each channel the campaign is live on runs the edited budget and dates: the adapter is told,
 * and the update and the publication's new payload are recorded. A campaign still in review has
 * none yet: its approval publishes the edited values.
 */
async function updateChannels(tx: EntityManager, channels: AdChannels, campaign: Campaign, revision: CampaignRevision) {
  const publications = await tx.find(ChannelPublication, { campaign }, { orderBy: { channel: 'asc' } });
  for (const publication of publications) {
    const payload = { ...publication.payload, dailyBudgetMinor: campaign.budgetMinor, ...runDates(campaign) };
    await channels.update(
      { channel: publication.channel as ChannelId, externalId: publication.externalId, payload: publication.payload },
      payload,
    );
    tx.create(ChannelUpdate, { publication, revision, adapter: channels.name, payload });
    publication.payload = payload;
  }
}

/**
 * Staff publish a pending edit (AP §9): under the campaign's wallet and row locks, the budget
 * difference is settled with the wallet, the campaign and its ad copy take the edit, each live
 * channel is updated, and the revision is marked published by the reviewer. Publishing twice
 * applies once: the second finds the revision published (409).
 */
export async function publishEdit(
  em: EntityManager,
  channels: AdChannels,
  reviewer: User,
  revisionId: number,
  now = new Date(),
): Promise<{ campaign: Campaign; revision: CampaignRevision }> {
  requireReviewer(reviewer);
  const found = await em.findOne(
    CampaignRevision,
    { id: revisionId, campaign: { adStatus: { $ne: AD_STATUS.deleted } } },
    { populate: ['campaign.businessProfile'] },
  );
  if (found === null) throw new NotFoundError(`No campaign edit ${String(revisionId)}`);
  const portal = found.campaign.businessProfile.portal?.id;
  if (portal === undefined || !(await portalsOf(em, reviewer)).includes(portal)) throw new OtherPortalEditError();
  return underCampaignLock(em, found.campaign.id, async (tx, wallet, campaign) => {
    // Read under the campaign's lock, which an owner's edit takes too: what is published is whole.
    const revision = await tx.findOneOrFail(CampaignRevision, revisionId, { refresh: true });
    if (revision.status !== 'pending') throw new RevisionNotPendingError();
    // The owner may have deleted the campaign since it was found: nothing is published for it.
    if (campaign.adStatus === AD_STATUS.deleted) throw new NotFoundError(`No campaign edit ${String(revisionId)}`);
    const next = edited(campaign, revision.changes);
    // Before its start (in review, or live but not started) every day of the run is still to come.
    await settleBudget(tx, wallet, campaign, next, startOfUtcDay(now));
    Object.assign(campaign, next);
    await publishAdCopy(tx, campaign, revision.changes.adCopy);
    await updateChannels(tx, channels, campaign, revision);
    Object.assign(revision, { status: 'published', publishedAt: now, publishedBy: reviewer });
    await tx.flush();
    return { campaign, revision };
  });
}
