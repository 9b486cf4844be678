import { AppError, InvalidRequestError, type ErrorReason } from '../../errors.ts';
import type { ProfileMember, User } from '../accounts/entities.ts';
import { BRIEF_STATUS, type BriefStatus } from './entities.ts';
import { normaliseName } from '../shared/name-match.ts';

/**
 * AP §1 persona "brief approver" (decision 181): a member of the profile with its admin role
 * ({product}Admin 44) or a brand manager (16). Client-access members see briefs and propose
 * plans but cannot decide them.
 */
export const BRIEF_APPROVER_ROLES: ReadonlySet<number> = new Set([44, 16]);

export const isBriefApprover = (member: ProfileMember): boolean => BRIEF_APPROVER_ROLES.has(member.roleId);

export class NotBriefApproverError extends AppError {
  constructor() {
    super(403, 403, 'Only a brief approver can approve or reject a plan, or change a brief’s status.', {
      key: 'notBriefApprover',
    });
  }
}

/** A version decided already, or a brief whose plan is approved: the change is refused, nothing written. */
export class BriefConflictError extends AppError {
  constructor(message: string, reason: ErrorReason) {
    super(409, 409, message, reason);
  }
}

/**
 * The e-sign step (decision 181): the approver types their full name as on their account; case,
 * accents, punctuation and spacing aside ("priya  raman" signs for Priya Raman).
 */
export function checkSignature(user: User, typedName: string): void {
  const expected = normaliseName(`${user.firstName} ${user.lastName}`);
  if (normaliseName(typedName) !== expected) {
    throw new InvalidRequestError('Invalid request data', [
      { path: '/typedName', message: 'Type your full name as it is on your account to sign' },
    ]);
  }
}

/** A plan can be proposed or edited while the brief is a draft or new (awaiting a decision). */
export const acceptsPlans = (status: BriefStatus): boolean =>
  status === BRIEF_STATUS.draft || status === BRIEF_STATUS.new;

/** The status changes of an approved brief's campaign (decision 181), from → allowed targets. */
const NEXT_STATUSES: Readonly<Partial<Record<BriefStatus, readonly BriefStatus[]>>> = {
  [BRIEF_STATUS.ongoing]: [BRIEF_STATUS.paused, BRIEF_STATUS.postCampaign],
  [BRIEF_STATUS.paused]: [BRIEF_STATUS.ongoing, BRIEF_STATUS.postCampaign],
  [BRIEF_STATUS.postCampaign]: [BRIEF_STATUS.completed],
};

export function checkTransition(from: BriefStatus, to: BriefStatus): void {
  if (!(NEXT_STATUSES[from] ?? []).includes(to)) {
    throw new BriefConflictError(`A brief cannot go from ${statusName(from)} to ${statusName(to)}.`, {
      key: 'briefTransition',
      params: { from, to },
    });
  }
}

const STATUS_NAMES: Readonly<Record<BriefStatus, string>> = {
  1: 'new',
  2: 'ongoing',
  3: 'paused',
  4: 'post-campaign',
  5: 'completed',
  6: 'draft',
};
export const statusName = (status: BriefStatus): string => STATUS_NAMES[status];
