// The briefs of server/modules/briefs under /businessProfiles/{id}/briefs (decision 181).
import type {
  Brief,
  BriefPage,
  BriefPlanVersion,
  BriefStatus,
  BriefStatusUpdate,
  BriefVersionCreate,
} from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { signedInCall } from '../../session/auth-client.ts';

/** AP §3 brief filter: all 0, new 1, ongoing 2, paused 3, post-campaign 4, completed 5, draft 6. */
export const BRIEF_FILTERS = [0, 1, 2, 3, 4, 5, 6] as const;
export type BriefFilter = (typeof BRIEF_FILTERS)[number];

// The answers' types are generated from their schemas (schemas/api/brief.schema.json, brief-list).
export type { Brief, BriefPage, BriefStatus };
export type BriefVersion = BriefPlanVersion;

/** A plan as the form sends it: the body of POST …/versions with its notes, possibly blank. */
export type PlanInput = BriefVersionCreate & { readonly notes: string };

/** The statuses a brief's campaign can be moved to (decision 181). */
export type StatusChange = BriefStatusUpdate['status'];

// The refusals the screen words itself: invalid data by field, a brief that is not there,
// a decision or edit that came too late (409), a member who is not an approver (403).
const EXPECTED = [ErrorCode.invalidRequestData, ErrorCode.doesNotExist, 403, 409];

export const fetchBriefs = (businessProfileId: number, filter: BriefFilter, page: number, pageSize: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/briefs',
    params: { businessProfileId },
    query: { filter: String(filter), page: String(page), pageSize: String(pageSize) },
  });

export const fetchBrief = (businessProfileId: number, briefId: string) =>
  signedInCall(
    {
      method: 'GET',
      path: '/businessProfiles/{businessProfileId}/briefs/{briefId}',
      params: { businessProfileId, briefId },
    },
    { expected: EXPECTED },
  );

export const createBrief = (businessProfileId: number, title: string, description: string) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/briefs',
      params: { businessProfileId },
      body: { title, description },
    },
    { expected: EXPECTED },
  );

export const proposePlan = (businessProfileId: number, briefId: number, plan: PlanInput) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/briefs/{briefId}/versions',
      params: { businessProfileId, briefId },
      body: plan.notes.trim() === '' ? { ...plan, notes: undefined } : plan,
    },
    { expected: EXPECTED },
  );

export const approveVersion = (businessProfileId: number, briefId: number, versionId: number, typedName: string) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/briefs/{briefId}/versions/{versionId}/approve',
      params: { businessProfileId, briefId, versionId },
      body: { typedName, agreed: true },
    },
    { expected: EXPECTED },
  );

export const rejectVersion = (businessProfileId: number, briefId: number, versionId: number, reason: string) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/briefs/{briefId}/versions/{versionId}/reject',
      params: { businessProfileId, briefId, versionId },
      body: { reason },
    },
    { expected: EXPECTED },
  );

export const changeStatus = (businessProfileId: number, briefId: number, status: StatusChange) =>
  signedInCall(
    {
      method: 'PATCH',
      path: '/businessProfiles/{businessProfileId}/briefs/{briefId}',
      params: { businessProfileId, briefId },
      body: { status },
    },
    { expected: EXPECTED },
  );
