/**
 * Every endpoint under /api, as data: what it takes (a schema file below schemas/, the same one
 * the server validates with) and what it answers. build-openapi.ts turns this into the OpenAPI
 * document served at GET /api/openapi.json.
 */

import { ACCOUNT_ENDPOINTS } from './account-endpoints.ts';
import { CAMPAIGN_EDIT_ENDPOINTS } from './campaign-edit-endpoints.ts';
import { ADD_ON_ENDPOINTS } from './add-on-endpoints.ts';
import { ASSET_ENDPOINTS } from './asset-endpoints.ts';
import { AUDIENCE_ENDPOINTS } from './audience-endpoints.ts';
import { BRIEF_ENDPOINTS } from './brief-endpoints.ts';
import { DASHBOARD_ENDPOINTS } from './dashboard-endpoints.ts';
import { FRANCHISE_ENDPOINTS } from './franchise-endpoints.ts';
import { FUNNEL_ENDPOINTS } from './funnel-endpoints.ts';
import { LEAD_ENDPOINTS } from './lead-endpoints.ts';
import { MONEY_ENDPOINTS } from './money-endpoints.ts';
import { PRICING_ENDPOINTS } from './pricing-endpoints.ts';
import { PRODUCT_FEED_ENDPOINTS } from './product-feed-endpoints.ts';
import { PRODUCT_INSIGHT_ENDPOINTS } from './product-insight-endpoints.ts';
import { REPORT_ENDPOINTS } from './report-endpoints.ts';
import { SOCIAL_LINK_ENDPOINTS } from './social-link-endpoints.ts';
import { STORE_ENDPOINTS } from './store-endpoints.ts';
import { STUDIO_ENDPOINTS } from './studio-endpoints.ts';
import { TARGETING_ENDPOINTS } from './targeting-endpoints.ts';

/** A JSON Schema file below schemas/, e.g. `api/create-session.schema.json`. */
export type SchemaRef = `${string}.schema.json`;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Statuses answered with the shared `Error` body `{ errorCode, message, fields?, redirect? }`. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 429 | 503;

/** The body of a step submission: the schema the session's flow names for step `{stepId}`. */
export const STEP_BODY = 'step';

/**
 * The body of a payment provider's webhook: its event, read as the exact bytes it signed (the
 * signature header is checked against them before anything else), so no schema file describes it.
 */
export const SIGNED_BODY = 'signed';

export interface ApiResponse {
  readonly status: number;
  readonly description: string;
  /** Without one the response is described in words only (no schema file describes it yet). */
  readonly schema?: SchemaRef;
  /** Response header name -> what it holds. */
  readonly headers?: Readonly<Record<string, string>>;
  /** application/json unless given. */
  readonly mediaType?: string;
}

/** A query or header parameter that no schema file describes. */
export interface ApiParameter {
  readonly name: string;
  readonly in: 'query' | 'header';
  readonly description: string;
  readonly required: boolean;
  readonly schema: Readonly<Record<string, unknown>>;
}

export interface ApiEndpoint {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI style below /api: `/sessions/{sessionId}`; every `{name}` is in PATH_PARAMETERS. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly body?: SchemaRef | typeof STEP_BODY | typeof SIGNED_BODY;
  /** A body may be left out altogether (it then counts as `{}`). */
  readonly bodyOptional?: boolean;
  /** The body may be multipart/form-data: a file beside the text fields `body` describes. */
  readonly multipart?: boolean;
  /** A schema of an object whose properties are the query parameters. */
  readonly query?: SchemaRef;
  readonly parameters?: readonly ApiParameter[];
  readonly response: ApiResponse;
  /** Other answers that are not errors (health's 503 has the health body). */
  readonly otherResponses?: readonly ApiResponse[];
  readonly errors: readonly ErrorStatus[];
  /** Needs `Authorization: Bearer <access token>`. */
  readonly signedIn?: boolean;
  /** Product staff only (AP §3 role 15, decision 250): any other signed-in user gets 403. */
  readonly staffOnly?: boolean;
}

export const PATH_PARAMETERS: Readonly<Record<string, Omit<ApiParameter, 'name' | 'in' | 'required'>>> = {
  flowId: { description: 'A flow id, e.g. `onboarding` (flows/*.flow.json).', schema: { type: 'string' } },
  sessionId: { description: 'The session id returned when it was created.', schema: { type: 'string' } },
  mediaId: { description: 'A media file id, the last segment of its `url`.', schema: { type: 'string' } },
  portalId: { description: 'A portal id (numeric, `GET /portals` answers it).', schema: { type: 'integer' } },
  userId: { description: 'A user id (numeric): only the signed-in user themself.', schema: { type: 'integer' } },
  businessProfileId: {
    description: 'A business profile id (numeric) of the signed-in user (accounts-and-platform §6).',
    schema: { type: 'integer' },
  },
  campaignId: { description: 'A campaign id (numeric, accounts-and-platform §5).', schema: { type: 'integer' } },
  revisionId: {
    description: "A pending campaign edit's `id` (numeric), as `GET /review/edits` lists it.",
    schema: { type: 'integer' },
  },
  invoiceId: {
    description: "An invoice id (numeric): a wallet transaction's `invoiceId`.",
    schema: { type: 'integer' },
  },
  catalogId: { description: "A product catalog id (numeric): a catalog's `id`.", schema: { type: 'integer' } },
  feedId: { description: "A product feed id (numeric): a feed's `id`.", schema: { type: 'integer' } },
  assetId: {
    description: "An asset id (a UUID): an asset's `id` in the profile's library.",
    schema: { type: 'string' },
  },
  audienceId: { description: "A saved audience's id (numeric) in the profile's list.", schema: { type: 'integer' } },
  storeId: { description: "A franchise store's id (numeric) in the headquarters' list.", schema: { type: 'integer' } },
  leadId: { description: "A lead id (numeric): a lead's `id` in the profile's list.", schema: { type: 'integer' } },
  encodedId: { description: "The id in a summary link's address, `/s/{encodedId}`.", schema: { type: 'string' } },
  reportId: { description: "A published report's id (numeric) in the profile's list.", schema: { type: 'integer' } },
  briefId: { description: "A brief's id (numeric) in the profile's list.", schema: { type: 'integer' } },
  version: {
    description: 'A published version number of the flow (the files are 1): see `GET /studio/flows/{flowId}/versions`.',
    schema: { type: 'integer' },
  },
  versionId: { description: "A plan version's id (numeric) in its brief's `versions`.", schema: { type: 'integer' } },
  stepId: {
    description:
      'A step id of the session\'s flow, e.g. `businessDetails`. Ids that contain "/" are sent URL-encoded (%2F) or as plain path segments.',
    schema: { type: 'string' },
  },
};

/**
 * The shared error responses, by status (accounts-and-platform §8: "the code is errorCode, else
 * the HTTP status"); `name` is the response's name under components.responses.
 */
export const ERROR_RESPONSES: Readonly<Record<ErrorStatus, { readonly name: string; readonly description: string }>> = {
  400: {
    name: 'InvalidRequest',
    description:
      'Invalid request data (errorCode 102); `fields` holds a message per invalid field. Also 102: a top-up under the minimum recharge, a refund larger than what can be given back, a webhook whose signature does not match.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'Not signed in (401), or the access token is malformed (61), expired (62) or invalid (63); wrong credentials (51); a refresh token that expired (76); paying for a session nobody signed up in (401: sign up first).',
  },
  402: {
    name: 'PaymentRequired',
    description:
      "The payment provider refused or could not be reached, or does not confirm a payment (errorCode 201, `message` is the provider's own; nothing is credited); insufficient funds for the campaign's full duration (402, with `shortfallMinor` and `currencyCode`).",
  },
  403: {
    name: 'Forbidden',
    description:
      "Not allowed: another user's account or business profile (113), another portal (56), an expired account (52) or password (74, with `hash`); another user's session, a reviewer-only call or a portal with launching turned off (403).",
  },
  404: { name: 'NotFound', description: 'The entity does not exist (errorCode 104; 55 portal, 112 business profile).' },
  409: {
    name: 'Conflict',
    description:
      'Conflict (errorCode 409): a step the launch-state rules refuse (`redirect` names the step to open instead), a stale If-Match, a session on a flow version that is no longer available, a stale or refused flow draft (`problems`, `findings`), a campaign with no budget chosen, nothing due, or not in review; an entity that already exists or an idempotency key reused for another request (101).',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many requests of this kind, or different accounts asked about by one client (429, with a Retry-After header; decision 345), or wrong OTPs (801, locked 15 minutes).',
  },
  503: { name: 'Unavailable', description: 'A service this call needs is unavailable (errorCode 503).' },
};

const SESSION_VIEW =
  "The session: `sessionId`, `flowId`, `flowVersion`, `step`, `route`, `path` (the route with its parameters filled in), `finished`, `launchState`, `counter`, `back`, `flags`, `region`, `queryParameters`, `data` (step data by step id), `businessProfileId`, `resumable` (OL §4: sign-up resumes it only up to budget, 1800), `continueAt` (past budget, the owner's dashboard), `version` and `updatedAt`.";

const SESSIONS: readonly ApiEndpoint[] = [
  {
    operationId: 'getHealth',
    method: 'get',
    path: '/health',
    summary: 'Whether the server can serve requests',
    tags: ['health'],
    response: {
      status: 200,
      description:
        'The database answers and every migration has run: `{ status: "ok", database: "up", migrations: "current" }`.',
      schema: 'api/health.schema.json',
    },
    otherResponses: [
      {
        status: 503,
        description: 'Not ready: `{ status: "unavailable", database: "up"|"down", migrations: "pending"|"unknown" }`.',
        schema: 'api/health.schema.json',
      },
    ],
    errors: [],
  },
  {
    operationId: 'getOpenApi',
    method: 'get',
    path: '/openapi.json',
    summary: 'This document: every endpoint under /api, as OpenAPI 3.1',
    tags: ['platform'],
    response: {
      status: 200,
      description: 'The OpenAPI document, built from the catalogue and schemas/.',
      schema: 'api/openapi-document.schema.json',
    },
    errors: [],
  },
  {
    operationId: 'createSession',
    method: 'post',
    path: '/flows/{flowId}/sessions',
    summary: 'Start a session of a flow',
    description:
      "Starts on the flow's first step for the given flags (onboarding-and-launch §2, §3); an `agentid` query parameter sets the agent flag.",
    tags: ['sessions'],
    body: 'api/create-session.schema.json',
    bodyOptional: true,
    response: {
      status: 201,
      description: 'The new session: `{ sessionId, flowId, flowVersion, step, launchState }`.',
      schema: 'api/session-created.schema.json',
      headers: { Location: "The session's URL, /api/sessions/{sessionId}." },
    },
    errors: [400, 404],
  },
  {
    operationId: 'getSession',
    method: 'get',
    path: '/sessions/{sessionId}',
    summary: 'Read a session',
    tags: ['sessions'],
    response: {
      status: 200,
      description: SESSION_VIEW,
      schema: 'api/session-view.schema.json',
      headers: { ETag: 'The session version, to send back as If-Match.' },
    },
    errors: [404, 409],
  },
  {
    operationId: 'getSessionStep',
    method: 'get',
    path: '/sessions/{sessionId}/step',
    summary: 'The step to draw: its meta, counter, schema (every $ref inlined), uiSchema and title',
    description:
      "The session's current step, or the step of `route` when the launch-state rules let it open (onboarding-and-launch §2, §4); a route ahead of the stored state answers 409 with `redirect`.",
    tags: ['sessions'],
    query: 'api/step-query.schema.json',
    response: {
      status: 200,
      description:
        '`{ step, finished, meta: { titleKey, section, back, backRoute, backDisabled, headerHidden, route, path, events, schemaRef }, counter, schema, uiSchema, title, data, region, awaitsClient }`; a finished session has `finished: true`, the rest null, and `businessProfileId`.',
      schema: 'api/step-view.schema.json',
      headers: { ETag: 'The session version, to send back as If-Match.' },
    },
    errors: [400, 404, 409],
  },
  {
    operationId: 'submitStep',
    method: 'put',
    path: '/sessions/{sessionId}/steps/{stepId}',
    summary: "Submit a step's data and move the session on",
    description:
      "Saves the data of step `stepId` and moves to the step the engine resolves for `event`. A step the launch-state rules refuse (onboarding-and-launch §4), data its schema refuses, or a stale If-Match changes nothing. The link-accounts step is 400 unless its page was offered to the session with every requested permission and its admin approved ad access (§6), and its photo-sharing account is the page's own. A sign-up step (the e-mail sign-up, the store's user) naming an address new to the client past its budget of accounts asked about is 429 (decision 345).",
    tags: ['sessions'],
    body: STEP_BODY,
    parameters: [
      {
        name: 'event',
        in: 'query',
        description: 'The event that leaves the step (NEXT by default), e.g. EDIT.',
        required: false,
        schema: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,63}$', default: 'NEXT' },
      },
      {
        name: 'If-Match',
        in: 'header',
        description: 'The session version last seen (its ETag); a newer stored version answers 409.',
        required: false,
        schema: { type: 'string' },
      },
    ],
    response: {
      status: 200,
      description: `\`{ step, launchState, session, signedIn? }\` (signedIn when a sign-up step signed its user in), where session is: ${SESSION_VIEW}`,
      schema: 'api/step-submitted.schema.json',
      headers: { ETag: 'The new session version.' },
    },
    errors: [400, 404, 409, 429],
  },
];

// onboarding-and-launch §7: the onboarding calls, by the spec's own paths.
const ONBOARDING: readonly ApiEndpoint[] = [
  {
    operationId: 'createBusinessDetails',
    method: 'post',
    path: '/businessDetails',
    summary: 'Start an onboarding session from the business details given first',
    tags: ['onboarding'],
    body: 'api/business-details-create.schema.json',
    response: {
      status: 201,
      description:
        'The business details of the new session: `sessionId`, the details given, `launchState`, `region`, `shortenFlow` and `queryParameters`.',
      schema: 'api/business-details.schema.json',
    },
    errors: [400],
  },
  {
    operationId: 'getBusinessDetails',
    method: 'get',
    path: '/businessDetails',
    summary: 'Read the business details of a session',
    tags: ['onboarding'],
    query: 'api/session-query.schema.json',
    response: {
      status: 200,
      description: "The session's business details.",
      schema: 'api/business-details.schema.json',
    },
    errors: [400, 404],
  },
  {
    operationId: 'patchBusinessDetails',
    method: 'patch',
    path: '/businessDetails',
    summary: 'Change business details by a list of differences (JSON Patch)',
    tags: ['onboarding'],
    body: 'api/business-details-patch.schema.json',
    response: {
      status: 200,
      description: 'The business details after the change.',
      schema: 'api/business-details.schema.json',
    },
    errors: [400, 404, 409],
  },
  {
    operationId: 'saveOfferDetails',
    method: 'post',
    path: '/offerDetails',
    summary: 'Store the offer on the business details',
    tags: ['onboarding'],
    body: 'api/offer-details.schema.json',
    response: {
      status: 200,
      description:
        '`{ offerDetail, adDetail, businessDetails }`: adDetail is the ad detail that replaces the current one.',
      schema: 'api/offer-details-saved.schema.json',
    },
    errors: [400, 404],
  },
  {
    operationId: 'searchBusinessCategories',
    method: 'get',
    path: '/BusinessCategories',
    summary: 'Business categories matching a keyword',
    tags: ['catalogue'],
    query: 'api/keyword-query.schema.json',
    response: {
      status: 200,
      description: 'At most 20 categories, each with services to suggest.',
      schema: 'api/business-category-list.schema.json',
    },
    errors: [400],
  },
  {
    operationId: 'listCurrencies',
    method: 'get',
    path: '/currencies',
    summary: 'The currencies a business profile may have (accounts-and-platform §7)',
    tags: ['catalogue'],
    response: {
      status: 200,
      description:
        'Each `{ id, code, displayName, currencyOffset, symbol }` (accounts-and-platform §3): `code` ISO 4217, `currencyOffset` the digits of its minor unit; the default 17 first (decision 210).',
      schema: 'api/currency-list.schema.json',
    },
    errors: [],
  },
  {
    operationId: 'listTimeZones',
    method: 'get',
    path: '/timezones',
    summary: 'The time zones a business profile may have (accounts-and-platform §7)',
    tags: ['catalogue'],
    response: {
      status: 200,
      description:
        "Each `{ id, name, displayName, utcOffset }`: `name` the IANA name, `utcOffset` today's offset such as `+05:30`; the default 142 first (decision 210).",
      schema: 'api/time-zone-list.schema.json',
    },
    errors: [],
  },
  {
    operationId: 'searchLocations',
    method: 'get',
    path: '/Locations',
    summary: 'Places matching a keyword (regions, cities, postcodes)',
    tags: ['places'],
    query: 'api/locations-query.schema.json',
    response: {
      status: 200,
      description: 'The matching places, at most `limit` (20 by default, §9).',
      schema: 'api/place-list.schema.json',
    },
    errors: [400],
  },
  {
    operationId: 'getGeoLocation',
    method: 'get',
    path: '/geoLocation',
    summary: 'The place of a name in a country',
    tags: ['places'],
    query: 'api/geo-location-query.schema.json',
    response: {
      status: 200,
      description: 'The place with its coordinates, or null when none matches.',
      schema: 'api/geo-location.schema.json',
    },
    errors: [400],
  },
  {
    operationId: 'getDefaultTargeting',
    method: 'get',
    path: '/defaultTargeting',
    summary: 'The targeting the age/gender and location screens start from',
    tags: ['targeting'],
    query: 'api/region-query.schema.json',
    response: {
      status: 200,
      description: 'Gender, age band and location targeting defaults of the region.',
      schema: 'api/default-targeting.schema.json',
    },
    errors: [400],
  },
  {
    operationId: 'getVisitorCountry',
    method: 'get',
    path: '/ip2locations/countries',
    summary: "The visitor's country from their IP address, for the phone input's default",
    tags: ['targeting'],
    response: {
      status: 200,
      description:
        '`{ countryCode, region }`: the ISO code (null when unknown) and the supported region to default to (IN otherwise).',
      schema: 'api/visitor-country.schema.json',
    },
    errors: [],
  },
  {
    operationId: 'getPortals',
    method: 'get',
    path: '/portals',
    summary: 'The portal a page is shown under: title, logo, feature flags',
    tags: ['platform'],
    query: 'api/portal-query.schema.json',
    response: {
      status: 200,
      description:
        '`{ data: [portal] }` (accounts-and-platform §3 Portal; `portalDefaultConfig` and `theme` as objects, not the JSON strings of §3).',
      schema: 'api/portal-list.schema.json',
    },
    errors: [400, 404],
  },
  {
    operationId: 'sendSummary',
    method: 'post',
    path: '/sendSummary',
    summary: "Share a session's summary link with a client",
    description:
      'Only the signed-in agent who holds the session (started it signed in, decision 170) makes one (else 403); the OTP that opens it goes to `clientEmail`.',
    tags: ['onboarding'],
    body: 'api/send-summary.schema.json',
    response: {
      status: 201,
      description: 'The new summary link: `{ encodedId, url, expiresAt, shareLinks }`, shareLinks by channel.',
      schema: 'api/summary-link.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'getSessionIdOfSummaryLink',
    method: 'get',
    path: '/getSessionId',
    summary: 'The session a summary link opens, and where its OTP goes',
    description:
      'A link that is unknown, malformed or expired answers 404 with errorCode 60 (invalid hashkey). The session opens only after validateOtp.',
    tags: ['onboarding'],
    query: 'api/encoded-id-query.schema.json',
    response: {
      status: 200,
      description: '`{ sessionId, sentTo }`: sentTo is the masked e-mail address.',
      schema: 'api/summary-link-session.schema.json',
    },
    errors: [400, 404],
  },
  {
    operationId: 'sendSummaryLinkOtp',
    method: 'post',
    path: '/summaryLinks/{encodedId}/sendOtp',
    summary: "E-mail the OTP that opens a summary link to the client's address",
    tags: ['onboarding'],
    body: 'api/empty-body.schema.json',
    response: {
      status: 200,
      description: '`{ sentTo, expiresInSeconds, resendAfterSeconds }`.',
      schema: 'api/summary-link-otp-sent.schema.json',
    },
    errors: [400, 404, 409, 429],
  },
  {
    operationId: 'validateSummaryLinkOtp',
    method: 'post',
    path: '/summaryLinks/{encodedId}/validateOtp',
    summary: 'The client verifies a summary link and takes the session over, at the budget',
    description:
      'onboarding-and-launch §1, §3: a wrong code is 400 with 57, the fifth locks the address for 15 minutes (801). The client is signed in (up when new).',
    tags: ['onboarding'],
    body: 'api/summary-link-otp.schema.json',
    response: {
      status: 200,
      description: '`{ session, signedIn }`: the session view and the login response.',
      schema: 'api/summary-link-verified.schema.json',
    },
    errors: [400, 403, 404, 429],
  },
  {
    operationId: 'getWebsiteScreenshot',
    method: 'get',
    path: '/website/screenshot',
    summary: "A screenshot of the business's website",
    description: 'Answers 503 while no screenshot service is configured.',
    tags: ['onboarding'],
    query: 'api/website-query.schema.json',
    response: { status: 200, description: 'The screenshot, as an image.', mediaType: 'image/*' },
    errors: [400, 503],
  },
];

// onboarding-and-launch §2 creatives, §5 and §9 image rules: uploads and generated creatives.
const CREATIVES: readonly ApiEndpoint[] = [
  {
    operationId: 'uploadMedia',
    method: 'post',
    multipart: true,
    path: '/sessions/{sessionId}/media',
    summary: 'Upload an image: a logo, an ad image or a lead image',
    description:
      'The body is multipart/form-data: the image in the field `file` (png or jpeg by its bytes, whatever the client says; at least 150x150 and at most 8000x8000 px; at most 5 MB, else 413), beside the text fields of schemas/api/media-upload.schema.json (`source`, an image source id, 5 CustomUpload by default; `kind`: logo, image or leadImage, image by default). A refused image answers 400 with its reason in `message` and in `fields` at `/file`.',
    tags: ['creatives'],
    response: {
      status: 201,
      description:
        'The stored image, valid against MediaFile`<Kind>` of its kind: `{ url, fileName, mimeType, width, height, source }`, url absolute (PUBLIC_URL, else the address the request came to).',
      schema: 'entities/media-file.schema.json',
      headers: { Location: 'The image, /api/media/{mediaId}.' },
    },
    errors: [400, 404],
  },
  {
    operationId: 'getMedia',
    method: 'get',
    path: '/media/{mediaId}',
    summary: 'The bytes of an uploaded image or a generated creative',
    description:
      'Served with its type, `X-Content-Type-Options: nosniff`, and cacheable for ever (a file never changes).',
    tags: ['creatives'],
    response: {
      status: 200,
      description: 'The image.',
      mediaType: 'image/*',
      headers: { 'Cache-Control': '`public, max-age=31536000, immutable`.' },
    },
    errors: [404],
  },
  {
    operationId: 'startCreativeGeneration',
    method: 'post',
    path: '/sessions/{sessionId}/creatives',
    summary: "Generate the session's creatives and ad copy",
    description:
      "Queues a generation from the session's answers (business name, services, offer, objective, logo and colours of imageCreatives). Asking again with the same answers answers the same generation (a FAILED one starts over); a logo that is not one of this server's media files is left out, never fetched. No body.",
    tags: ['creatives'],
    response: {
      status: 202,
      description: 'The generation, usually NEW (0): poll GET until DONE (2) or FAILED (3).',
      schema: 'api/creative-generation.schema.json',
      headers: { Location: 'Where to poll, /api/sessions/{sessionId}/creatives.' },
    },
    errors: [400, 404, 503],
  },
  {
    operationId: 'getCreativeGeneration',
    method: 'get',
    path: '/sessions/{sessionId}/creatives',
    summary: "The session's latest creative generation",
    description: 'The generation asked for last; 404 when none was ever asked for.',
    tags: ['creatives'],
    response: {
      status: 200,
      description: 'Its status; with DONE, the templates (1080x1080 PNGs) and the ad copy; with FAILED, the reason.',
      schema: 'api/creative-generation.schema.json',
    },
    errors: [404],
  },
  {
    operationId: 'drawCreativeDraft',
    method: 'post',
    path: '/sessions/{sessionId}/creatives/draft',
    summary: 'One design drawn with the values being edited, stored nowhere',
    description:
      "The creative edit screen's live image (issue 24, decision 446): the session's creative inputs with the body's logo, photo, colour, text and button words, drawn in `templateId` (else the design the preview step chose) as a square PNG. A photo design without any photo is 400.",
    tags: ['creatives'],
    body: 'api/creative-draft.schema.json',
    bodyOptional: true,
    response: { status: 200, description: 'The PNG as a data URL.', schema: 'api/creative-draft-image.schema.json' },
    errors: [400, 404],
  },
];

export const API_CATALOGUE: readonly ApiEndpoint[] = [
  ...SESSIONS,
  ...ONBOARDING,
  ...PRICING_ENDPOINTS,
  ...CREATIVES,
  ...ACCOUNT_ENDPOINTS,
  ...MONEY_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...CAMPAIGN_EDIT_ENDPOINTS,
  ...FRANCHISE_ENDPOINTS,
  ...SOCIAL_LINK_ENDPOINTS,
  ...LEAD_ENDPOINTS,
  ...STORE_ENDPOINTS,
  ...PRODUCT_FEED_ENDPOINTS,
  ...REPORT_ENDPOINTS,
  ...BRIEF_ENDPOINTS,
  ...ADD_ON_ENDPOINTS,
  ...PRODUCT_INSIGHT_ENDPOINTS,
  ...ASSET_ENDPOINTS,
  ...AUDIENCE_ENDPOINTS,
  ...FUNNEL_ENDPOINTS,
  ...STUDIO_ENDPOINTS,
  ...TARGETING_ENDPOINTS,
];
