import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project } from '../../../engine/index.ts';
import type { AdChannels } from '../../adapters/ad-channels.ts';
import { PortalMember, type User } from '../accounts/entities.ts';
import { AD_STATUS, Campaign, ChannelPublication } from './entities.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { findSessionRecord } from '../flow-sessions/service.ts';
import { channelPayloads } from './channel-payloads.ts';

/** OL §6 role ids: the account managers are the digital marketing experts who review launches. */
export const ACCOUNT_MANAGER_ROLE = 4;

export class ReviewerOnlyError extends AppError {
  constructor() {
    super(403, 403, 'Only account managers review campaigns.');
  }
}

export class NotInReviewError extends AppError {
  constructor() {
    super(409, 409, 'This campaign is not waiting for review.');
  }
}

/** A portal's account managers review its own businesses' campaigns: the portals the reviewer belongs to (AP §6). */
export async function portalsOf(em: EntityManager, reviewer: User): Promise<number[]> {
  const memberships = await em.find(PortalMember, { user: reviewer });
  return memberships.map((membership) => membership.portal.id);
}

export function requireReviewer(user: User): void {
  if (!user.roleIds.includes(ACCOUNT_MANAGER_ROLE)) throw new ReviewerOnlyError();
}

/** The campaigns waiting for review, the one due soonest first (OL §1: within 2 working days). */
export async function campaignsInReview(em: EntityManager, reviewer: User): Promise<Campaign[]> {
  requireReviewer(reviewer);
  return em.find(
    Campaign,
    { adStatus: AD_STATUS.inReview, businessProfile: { portal: { $in: await portalsOf(em, reviewer) } } },
    { orderBy: { reviewDueAt: 'asc', id: 'asc' }, populate: ['businessProfile'] },
  );
}

/**
 * Staff approve a campaign in review: every chosen channel's payload must pass its schema, then
 * each is published and recorded, and the ad is launched (OL §3 status 3) and active. Approving
 * twice publishes once: the campaign row is locked and must still be in review.
 */
export async function approveCampaign(
  em: EntityManager,
  project: Project,
  channels: AdChannels,
  reviewer: User,
  campaignId: number,
): Promise<Campaign> {
  requireReviewer(reviewer);
  const found = await em.findOne(
    Campaign,
    { id: campaignId, businessProfile: { portal: { $in: await portalsOf(em, reviewer) } } },
    { populate: ['session'] },
  );
  if (found === null) throw new NotFoundError(`No campaign ${String(campaignId)}`);
  const sessionId = found.session?.id ?? null;
  const session = sessionId === null ? null : await findSessionRecord(em, sessionId);
  const payloads = channelPayloads(project, found, session);
  return em.transactional(async (tx) => {
    const campaign = await tx.findOneOrFail(
      Campaign,
      { id: campaignId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (campaign.adStatus !== AD_STATUS.inReview) throw new NotInReviewError();
    for (const { channel, payload } of payloads) {
      const { externalId } = await channels.publish(channel, payload);
      tx.create(ChannelPublication, { campaign, channel, adapter: channels.name, payload, externalId });
    }
    Object.assign(campaign, {
      adStatus: AD_STATUS.launched,
      status: 'Active',
      launchedAt: new Date(),
      reviewedBy: reviewer.id,
    });
    await tx.flush();
    return campaign;
  });
}
