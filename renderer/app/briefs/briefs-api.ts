// The briefs of server/modules/briefs under /businessProfiles/{id}/briefs (decision 181).
import type { Brief, BriefPage, BriefPlanVersion, BriefStatus } from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { moneyCall } from '../money/money-call.ts';

/** AP §3 brief filter: all 0, new 1, ongoing 2, paused 3, post-campaign 4, completed 5, draft 6. */
export const BRIEF_FILTERS = [0, 1, 2, 3, 4, 5, 6] as const;
export type BriefFilter = (typeof BRIEF_FILTERS)[number];

// The answers' types are generated from their schemas (schemas/api/brief.schema.json, brief-list).
export type { Brief, BriefPage, BriefStatus };
export type BriefVersion = BriefPlanVersion;

export interface PlanInput {
  readonly campaignName: string;
  readonly budgetMinor: number;
  readonly currencyCode: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly notes: string;
}

// The refusals the screen words itself: invalid data by field, a brief that is not there,
// a decision or edit that came too late (409), a member who is not an approver (403).
const EXPECTED = [ErrorCode.invalidRequestData, ErrorCode.doesNotExist, 403, 409];

const base = (profileId: number) => `/businessProfiles/${String(profileId)}/briefs`;
const briefPath = (profileId: number, briefId: number | string) =>
  `${base(profileId)}/${encodeURIComponent(String(briefId))}`;

export function fetchBriefs(profileId: number, filter: BriefFilter, page: number, pageSize: number) {
  const query = new URLSearchParams({ filter: String(filter), page: String(page), pageSize: String(pageSize) });
  return moneyCall<BriefPage>(`${base(profileId)}?${query.toString()}`);
}

export const fetchBrief = (profileId: number, briefId: string) =>
  moneyCall<Brief>(briefPath(profileId, briefId), { expected: EXPECTED });

export const createBrief = (profileId: number, title: string, description: string) =>
  moneyCall<Brief>(base(profileId), { method: 'POST', body: { title, description }, expected: EXPECTED });

export const proposePlan = (profileId: number, briefId: number, plan: PlanInput) =>
  moneyCall<Brief>(`${briefPath(profileId, briefId)}/versions`, {
    method: 'POST',
    body: plan.notes.trim() === '' ? { ...plan, notes: undefined } : plan,
    expected: EXPECTED,
  });

export const approveVersion = (profileId: number, briefId: number, versionId: number, typedName: string) =>
  moneyCall<Brief>(`${briefPath(profileId, briefId)}/versions/${String(versionId)}/approve`, {
    method: 'POST',
    body: { typedName, agreed: true },
    expected: EXPECTED,
  });

export const rejectVersion = (profileId: number, briefId: number, versionId: number, reason: string) =>
  moneyCall<Brief>(`${briefPath(profileId, briefId)}/versions/${String(versionId)}/reject`, {
    method: 'POST',
    body: { reason },
    expected: EXPECTED,
  });

export const changeStatus = (profileId: number, briefId: number, status: BriefStatus) =>
  moneyCall<Brief>(briefPath(profileId, briefId), { method: 'PATCH', body: { status }, expected: EXPECTED });
