import type { ApiEndpoint } from './api-catalogue.ts';
import { CAMPAIGN_VIEW } from './money-endpoints.ts';

const CAMPAIGN = '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}';
const PENDING_EDIT =
  "`{ id, changes, submittedAt, publishDueAt }` or null: `changes` holds what differs from the published campaign (`budgetMinor`, `schedulingMode`, `startDate`, `endDate`, `adCopy`), `publishDueAt` is 2 working days (weekends and the region's public holidays skipped) after the latest edit";

/** AP §2 editCampaign and OL §7 additional configuration of a campaign. */
export const CAMPAIGN_EDIT_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'getCampaignEdit',
    method: 'get',
    path: `${CAMPAIGN}/edits`,
    summary: 'What the edit page of a campaign shows: its published values and its pending edit',
    tags: ['campaigns'],
    signedIn: true,
    response: {
      status: 200,
      description: `\`{ campaign, values, pendingEdit, scheduleEditEnabled, minimumDailyBudget }\`: campaign is ${CAMPAIGN_VIEW}; values \`{ dailyBudget, schedulingMode, startDate, endDate, adCopy }\` as published; pendingEdit ${PENDING_EDIT}; scheduleEditEnabled is the campaign portal's isScheduleEditEnabled (AP §3).`,
      schema: 'api/campaign-edit-view.schema.json',
    },
    errors: [401, 403, 404],
  },
  {
    operationId: 'editCampaign',
    method: 'post',
    path: `${CAMPAIGN}/edits`,
    summary: 'Edit a campaign in review or live: recorded as pending, published within 2 working days (AP §9)',
    description:
      'Only the fields that differ from the published campaign are kept; a field set back to its published value drops out of the pending edit, and a second edit before publication folds into the first. 403 when the schedule changes on a portal without isScheduleEditEnabled; 409 for a draft (edited in its campaign flow) or an ended campaign; 400 for a budget under the minimum or a run that is too short or in the past.',
    tags: ['campaigns'],
    signedIn: true,
    body: 'api/campaign-edit.schema.json',
    response: {
      status: 202,
      description: `\`{ changed: true, pendingEdit }\`: pendingEdit is ${PENDING_EDIT}.`,
      schema: 'api/campaign-edit-result.schema.json',
    },
    otherResponses: [
      {
        status: 200,
        description: '`{ changed: false, pendingEdit }`: the edit changed nothing.',
        schema: 'api/campaign-edit-result.schema.json',
      },
    ],
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'patchCampaignAdditionalConfiguration',
    method: 'patch',
    path: `${CAMPAIGN}/additionalConfiguration`,
    summary: "Apply only the differences (a JSON Patch) to the campaign's additional configuration",
    description:
      "OL §4, §7: the owner's part `/tracking` only (decision 163), applied under the campaign's row lock; an empty patch writes nothing. 400 for a patch that does not apply or leaves an invalid configuration; 409 when a `test` operation fails (changed meanwhile).",
    tags: ['campaigns'],
    signedIn: true,
    body: 'api/additional-configuration-patch.schema.json',
    response: {
      status: 200,
      description: '`{ additionalConfiguration }` after the patch.',
      schema: 'api/campaign-additional-configuration.schema.json',
    },
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'listPendingCampaignEdits',
    method: 'get',
    path: '/review/edits',
    summary: "The pending edits of the reviewer's portals' campaigns, due soonest first (account managers only)",
    tags: ['review'],
    signedIn: true,
    response: {
      status: 200,
      description:
        '`[{ id, campaignId, campaignName, businessProfileName, currencyCode, submittedAt, publishDueAt, changes }]`: `changes` is `[{ field, before, after }]`, field one of `budgetMinor` (minor units), `schedulingMode`, `startDate`, `endDate`, `primaryText`, `headline`, `description`; `before` is the published value.',
      schema: 'api/campaign-edits-in-review.schema.json',
    },
    errors: [401, 403],
  },
  {
    operationId: 'publishCampaignEdit',
    method: 'post',
    path: '/review/edits/{revisionId}/publish',
    summary: 'Publish a pending campaign edit: apply it to the campaign and its channels (account managers only)',
    description:
      "AP §9: under the campaign's lock, a higher remaining budget is locked from the wallet (402 when the wallet does not cover it, and nothing changes), a lower one is released to it (decision 200); the campaign, its ad copy and each live channel take the edit. Publishing twice applies once: 409 when the edit is no longer pending; 403 for an edit of another portal's campaign.",
    tags: ['review'],
    signedIn: true,
    body: 'api/empty-body.schema.json',
    bodyOptional: true,
    response: {
      status: 200,
      description: `\`{ campaign, publishedEdit: { id, changes, publishedAt } }\`: campaign is ${CAMPAIGN_VIEW}, with the edit applied.`,
      schema: 'api/published-campaign-edit.schema.json',
    },
    errors: [400, 401, 402, 403, 404, 409],
  },
];
