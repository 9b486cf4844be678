import type { ApiEndpoint } from './api-catalogue.ts';

const TARGETS =
  "At most `limit` (20 unless given, 1 to 50) targets `{ id, name, type, topic }` whose name matches `searchQuery` case-insensitively, exact and prefix matches first; `type` 1 interests, 3 behaviours (decisions 220, 221). From the local stand-in of the social network's targeting search.";
const KEYWORDS =
  "Up to 30 search keywords made from the business's services, type, name and places, each valid (onboarding-and-launch §5: under 20 characters, letters, digits and spaces) and unique (decision 222).";

/** Targets and keywords (onboarding-and-launch §7) for the fbInterests and googleKeywords steps and saved audiences. */
export const TARGETING_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'searchCampaignTargets',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}/targets',
    summary: "Interests and behaviours to target, for a campaign's fbInterests step",
    description: "Another user's profile answers 403 (113); a campaign not of the profile 404 (104).",
    tags: ['targeting'],
    signedIn: true,
    query: 'api/targets-query.schema.json',
    response: { status: 200, description: TARGETS, schema: 'api/target-search-results.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'suggestCampaignKeywords',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}/keywords',
    summary: "Search keywords to suggest for a campaign's googleKeywords step",
    description:
      "Made from the profile's sessions (its onboarding and campaigns). Another user's profile answers 403 (113).",
    tags: ['targeting'],
    signedIn: true,
    query: 'api/keywords-query.schema.json',
    response: { status: 200, description: KEYWORDS, schema: 'api/keyword-suggestions.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'searchProfileTargets',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/targets',
    summary: "Interests and behaviours to target, for the profile's saved audiences",
    tags: ['targeting'],
    signedIn: true,
    query: 'api/targets-query.schema.json',
    response: { status: 200, description: TARGETS, schema: 'api/target-search-results.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'searchSessionTargets',
    method: 'get',
    path: '/sessions/{sessionId}/targets',
    summary: "Interests and behaviours to target, for an onboarding session's fbInterests step",
    description: "A session someone signed up in is its owner's alone (401 without, 403 another user's).",
    tags: ['targeting'],
    query: 'api/targets-query.schema.json',
    response: { status: 200, description: TARGETS, schema: 'api/target-search-results.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'suggestSessionKeywords',
    method: 'get',
    path: '/sessions/{sessionId}/keywords',
    summary: "Search keywords to suggest for an onboarding session's googleKeywords step",
    description: "Made from the session's answers. A session someone signed up in is its owner's alone.",
    tags: ['targeting'],
    query: 'api/keywords-query.schema.json',
    response: { status: 200, description: KEYWORDS, schema: 'api/keyword-suggestions.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'getTargetingMap',
    method: 'get',
    path: '/sessions/{sessionId}/targetingMap',
    summary: "What the location step's map shows: the business and the picked places",
    description:
      'Issue 24 (decision 444): the business from its map listing, its PIN code or its city; the places of `keys` with their coordinates.',
    tags: ['targeting'],
    query: 'api/targeting-map-query.schema.json',
    response: {
      status: 200,
      description: 'The business (or null) and the picked places.',
      schema: 'api/targeting-map.schema.json',
    },
    errors: [400, 404],
  },
];
