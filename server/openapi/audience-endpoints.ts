import type { ApiEndpoint } from './api-catalogue.ts';

const AUDIENCE_VIEW =
  '`{ id, name, ageFrom, ageTo, gender, locations, interests, createdAt, updatedAt }` (age bands and gender as onboarding-and-launch §3; locations `{ name, key, locationMode }`)';
const CATEGORY_RULE =
  "Only for local business, e-commerce and builder profiles (accounts-and-platform §1 audience addition): a franchise or brand portal profile answers 403 (403); another user's profile 403 (113).";

/** A profile's saved audiences (accounts-and-platform §1 audience addition). */
export const AUDIENCE_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listAudiences',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/audiences',
    summary: "The profile's saved audiences, newest first, a page at a time",
    description: `\`search\` matches part of the name. ${CATEGORY_RULE}`,
    tags: ['audiences'],
    signedIn: true,
    query: 'api/audiences-query.schema.json',
    response: {
      status: 200,
      description: `\`{ items, total, page, pageSize }\`, each item ${AUDIENCE_VIEW}.`,
      schema: 'api/audiences-page.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'createAudience',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/audiences',
    summary: 'Save an audience',
    description: `A lowest age above the highest answers 400 at \`/ageTo\`. ${CATEGORY_RULE}`,
    tags: ['audiences'],
    signedIn: true,
    body: 'api/audience-input.schema.json',
    response: { status: 201, description: `The audience: ${AUDIENCE_VIEW}.`, schema: 'api/audience.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'renameAudience',
    method: 'patch',
    path: '/businessProfiles/{businessProfileId}/audiences/{audienceId}',
    summary: 'Rename a saved audience',
    description: `An audience of another profile, or none, answers 404 (104). ${CATEGORY_RULE}`,
    tags: ['audiences'],
    signedIn: true,
    body: 'api/audience-rename.schema.json',
    response: { status: 200, description: `The audience: ${AUDIENCE_VIEW}.`, schema: 'api/audience.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'deleteAudience',
    method: 'delete',
    path: '/businessProfiles/{businessProfileId}/audiences/{audienceId}',
    summary: 'Delete a saved audience',
    description: `An audience of another profile, or none, answers 404 (104). ${CATEGORY_RULE}`,
    tags: ['audiences'],
    signedIn: true,
    response: { status: 204, description: 'Deleted.' },
    errors: [401, 403, 404],
  },
];
