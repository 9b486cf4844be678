import type { ApiEndpoint } from './api-catalogue.ts';

const SOCIAL_LINK_VIEW =
  "`{ requestedPermissions, connected, grantedPermissions, missingPermissions, pages: [{ pageId, name, isAdmin, instagramAccounts: [{ instagramAccountId, username }] }], pageId, instagramAccountId, pageAccessStatus }`: what the session's connection to the social network holds; `pages` is empty while a requested permission is missing (onboarding-and-launch §6), `pageAccessStatus` is `requested` until the page's admin approves, then `approved` (accounts-and-platform §6).";
// Anonymous until someone signs up in the session; then only its owner (401, 403).
const SESSION_ERRORS = [401, 403, 404] as const;

/** The link-accounts step's calls (onboarding-and-launch §6, §7; accounts-and-platform §6-§8). */
export const SOCIAL_LINK_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'getSessionSocialLink',
    method: 'get',
    path: '/localbusiness/{sessionId}/socialLink',
    summary: "The session's connection to the social network: permissions, pages, the chosen page's ad access",
    description: 'A page request still waiting is asked again of the network: its admin may have approved it since.',
    tags: ['social pages'],
    response: {
      status: 200,
      description: `${SOCIAL_LINK_VIEW} A session that never connected has \`connected: false\`.`,
      schema: 'api/social-link-view.schema.json',
    },
    errors: [400, ...SESSION_ERRORS],
  },
  {
    operationId: 'exchangeSocialToken',
    method: 'post',
    path: '/localbusiness/{sessionId}/socialLink/exchangeToken',
    summary:
      "Connect the social network: the login's short-lived token for a lasting one (ExchangeFacebookAccessToken)",
    description:
      'accounts-and-platform §7. Records the permissions the person granted and, when all requested ones were, the pages they manage; a token the network refuses is 400 on `exchangeToken`. Connecting again replaces what was recorded.',
    tags: ['social pages'],
    body: 'api/social-token-exchange.schema.json',
    response: { status: 200, description: SOCIAL_LINK_VIEW, schema: 'api/social-link-view.schema.json' },
    errors: [400, ...SESSION_ERRORS],
  },
  {
    operationId: 'requestSessionPageAccess',
    method: 'post',
    path: '/localbusiness/{sessionId}/live/pageAccess',
    summary: 'Ask ad access to one of the pages offered (live/pageAccess)',
    description:
      "onboarding-and-launch §7. Approved at once for a page the person is admin of; else `requested` until the page's admin approves. 400 while a requested permission is missing; 403 for a page that was not offered (the person does not manage it); 409 before connecting, or with errorCode 331 (facebook page already requested) when another business or session holds the page's request.",
    tags: ['social pages'],
    body: 'api/page-access.schema.json',
    response: { status: 200, description: SOCIAL_LINK_VIEW, schema: 'api/social-link-view.schema.json' },
    errors: [400, ...SESSION_ERRORS, 409],
  },
];
