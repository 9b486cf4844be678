import type { ApiEndpoint } from './api-catalogue.ts';

const BRIEF =
  "`{ id, title, status, createdAt, updatedAt, latestVersion, description, canDecide, versions }`: `status` is an accounts-and-platform §3 brief filter id (new 1, ongoing 2, paused 3, post-campaign 4, completed 5, draft 6); `canDecide` whether the caller is a brief approver (the profile's admin 44 or a brand manager 16); `versions`, newest first, are `{ id, number, campaignName, budgetMinor, currencyCode, startDate, endDate, notes, state, proposedAt, decidedAt, rejectionReason, signedName }` with `state` pending, approved, rejected or edited (§4)";
const NOT_FOUND = "Another profile's brief, or none, answers 404 (104).";
const APPROVER_ONLY = 'Only a brief approver may (403 otherwise).';

/** AP §1, §2 briefs and brief plan with approve / reject and an e-sign step (decision 181). */
export const BRIEF_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listBriefs',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/briefs',
    summary: "The profile's briefs under a brief filter, most recently changed first, a page at a time",
    description:
      '`filter` is a brief filter id: all 0 (the default), new 1, ongoing 2, paused 3, post-campaign 4, completed 5, draft 6.',
    tags: ['briefs'],
    signedIn: true,
    query: 'api/briefs-query.schema.json',
    response: {
      status: 200,
      description:
        '`{ items, total, page, pageSize }`, each item `{ id, title, status, createdAt, updatedAt, latestVersion: { number, state } | null }`.',
      schema: 'api/brief-list.schema.json',
    },
    errors: [400, 401, 403],
  },
  {
    operationId: 'createBrief',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/briefs',
    summary: 'A new brief, a draft (6) until a plan is proposed',
    tags: ['briefs'],
    signedIn: true,
    body: 'api/brief-create.schema.json',
    response: { status: 201, description: `The brief: ${BRIEF}.`, schema: 'api/brief.schema.json' },
    errors: [400, 401, 403],
  },
  {
    operationId: 'getBrief',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/briefs/{briefId}',
    summary: 'One brief with its plan versions',
    description: NOT_FOUND,
    tags: ['briefs'],
    signedIn: true,
    response: { status: 200, description: `${BRIEF}.`, schema: 'api/brief.schema.json' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'changeBriefStatus',
    method: 'patch',
    path: '/businessProfiles/{businessProfileId}/briefs/{briefId}',
    summary: "An approved brief's campaign paused, ongoing again, in post-campaign review or completed",
    description: `Ongoing 2 → paused 3 or post-campaign 4; paused 3 → ongoing 2 or post-campaign 4; post-campaign 4 → completed 5; any other change answers 409. ${APPROVER_ONLY} ${NOT_FOUND}`,
    tags: ['briefs'],
    signedIn: true,
    body: 'api/brief-status-update.schema.json',
    response: { status: 200, description: `The brief: ${BRIEF}.`, schema: 'api/brief.schema.json' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'proposeBriefVersion',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/briefs/{briefId}/versions',
    summary: 'A plan for the brief, or an edit of the plan awaiting a decision',
    description: `The version awaiting a decision, if any, becomes edited; the brief becomes new (1). Refused (409) once a plan is approved. ${NOT_FOUND}`,
    tags: ['briefs'],
    signedIn: true,
    body: 'api/brief-version-create.schema.json',
    response: { status: 201, description: `The brief: ${BRIEF}.`, schema: 'api/brief.schema.json' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'approveBriefVersion',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/briefs/{briefId}/versions/{versionId}/approve',
    summary: 'Approve the plan awaiting a decision, signing it with the typed full name',
    description: `The typed name must be the approver's first and last name as on their account (case, accents and punctuation aside), else 400 at \`/typedName\`. The brief becomes ongoing (2). A version no longer awaiting a decision answers 409. ${APPROVER_ONLY} ${NOT_FOUND}`,
    tags: ['briefs'],
    signedIn: true,
    body: 'api/brief-approve.schema.json',
    response: { status: 200, description: `The brief: ${BRIEF}.`, schema: 'api/brief.schema.json' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'rejectBriefVersion',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/briefs/{briefId}/versions/{versionId}/reject',
    summary: 'Reject the plan awaiting a decision, with a reason',
    description: `The brief goes back to draft (6) for an edited plan. A version no longer awaiting a decision answers 409. ${APPROVER_ONLY} ${NOT_FOUND}`,
    tags: ['briefs'],
    signedIn: true,
    body: 'api/brief-reject.schema.json',
    response: { status: 200, description: `The brief: ${BRIEF}.`, schema: 'api/brief.schema.json' },
    errors: [400, 401, 403, 404, 409],
  },
];
