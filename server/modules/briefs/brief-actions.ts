import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BriefApprove } from '../../../schemas/generated/api/brief-approve.ts';
import type { BriefVersionCreate } from '../../../schemas/generated/api/brief-version-create.ts';
import type { BriefsQuery } from '../../../schemas/generated/api/briefs-query.ts';
import type { User } from '../accounts/entities.ts';
import { Brief, BRIEF_STATUS, BriefVersion, type BriefStatus } from './entities.ts';
import { InvalidRequestError, NotFoundError } from '../../errors.ts';
import { acceptsPlans, BriefConflictError, checkSignature, checkTransition } from './brief-rules.ts';
import { briefSummary } from './brief-view.ts';

const DEFAULT_PAGE_SIZE = 20;
const NEWEST_VERSION_FIRST = { number: 'desc' } as const;

/** One page of the profile's briefs under a brief filter (AP §3; all 0), most recently changed first. */
export async function briefsPage(em: EntityManager, businessProfileId: number, query: BriefsQuery) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const filter = Number(query.filter ?? 0);
  const where = { businessProfile: businessProfileId, ...(filter === 0 ? {} : { status: filter as BriefStatus }) };
  const [briefs, total] = await em.findAndCount(Brief, where, {
    orderBy: { updatedAt: 'desc', id: 'desc' },
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const versions = await em.find(
    BriefVersion,
    { brief: { $in: briefs.map((brief) => brief.id) } },
    { orderBy: NEWEST_VERSION_FIRST },
  );
  const latest = (brief: Brief) => versions.find((version) => version.brief.id === brief.id);
  return { items: briefs.map((brief) => briefSummary(brief, latest(brief))), total, page, pageSize };
}

export const versionsOf = (em: EntityManager, brief: Brief) =>
  em.find(BriefVersion, { brief }, { orderBy: NEWEST_VERSION_FIRST });

/** Runs `change` on the brief under its row's lock: two decisions on one plan never both pass. */
function underBriefLock<T>(
  em: EntityManager,
  briefId: number,
  change: (tx: EntityManager, brief: Brief) => Promise<T>,
) {
  return em.transactional(async (tx) => {
    const brief = await tx.findOneOrFail(Brief, briefId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return change(tx, brief);
  });
}

/**
 * A plan for the brief (AP §2 brief plan; §4 versions): version 1, or an edit that replaces the
 * version awaiting a decision (which becomes "edited"). The brief is then new: awaiting a decision.
 */
export function proposeVersion(em: EntityManager, briefId: number, user: User, body: BriefVersionCreate) {
  if (body.endDate < body.startDate) {
    throw new InvalidRequestError('Invalid request data', [
      { path: '/endDate', message: 'The campaign must end on or after its start date' },
    ]);
  }
  return underBriefLock(em, briefId, async (tx, brief) => {
    if (!acceptsPlans(brief.status)) {
      throw new BriefConflictError('This brief’s plan has been approved: it can no longer be edited.', {
        key: 'briefPlanApproved',
      });
    }
    const versions = await versionsOf(tx, brief);
    for (const version of versions) if (version.state === 'pending') version.state = 'edited';
    tx.create(BriefVersion, {
      brief,
      number: (versions[0]?.number ?? 0) + 1,
      campaignName: body.campaignName.trim(),
      budgetMinor: body.budgetMinor,
      currencyCode: body.currencyCode,
      startDate: body.startDate,
      endDate: body.endDate,
      notes: body.notes?.trim() === '' ? null : (body.notes?.trim() ?? null),
      proposedBy: user.id,
    });
    brief.status = BRIEF_STATUS.new;
    brief.updatedAt = new Date();
    await tx.flush();
  });
}

export type Decision = { readonly approve: BriefApprove } | { readonly reject: { readonly reason: string } };

/**
 * A brief approver's decision on the version awaiting one (AP §1 approve or reject, e-sign step):
 * approved, signed with the approver's typed name, makes the brief ongoing; rejected, with its
 * reason, sends the brief back to draft for an edited plan.
 */
export function decideVersion(em: EntityManager, briefId: number, versionId: number, user: User, decision: Decision) {
  return underBriefLock(em, briefId, async (tx, brief) => {
    const version = await tx.findOne(BriefVersion, { id: versionId, brief });
    if (version === null) throw new NotFoundError(`No version "${String(versionId)}" of this brief`);
    if (version.state !== 'pending') {
      throw new BriefConflictError('This version is no longer awaiting a decision: reload the brief.', {
        key: 'briefVersionDecided',
      });
    }
    const now = new Date();
    Object.assign(version, { decidedBy: user.id, decidedAt: now });
    if ('approve' in decision) {
      checkSignature(user, decision.approve.typedName);
      Object.assign(version, { state: 'approved', signedName: decision.approve.typedName.trim() });
      brief.status = BRIEF_STATUS.ongoing;
    } else {
      Object.assign(version, { state: 'rejected', rejectionReason: decision.reject.reason.trim() });
      brief.status = BRIEF_STATUS.draft;
    }
    brief.updatedAt = now;
    await tx.flush();
  });
}

/** An approved brief's campaign paused, ongoing again, in post-campaign review or completed. */
export function changeBriefStatus(em: EntityManager, briefId: number, status: BriefStatus) {
  return underBriefLock(em, briefId, async (tx, brief) => {
    checkTransition(brief.status, status);
    brief.status = status;
    brief.updatedAt = new Date();
    await tx.flush();
  });
}
