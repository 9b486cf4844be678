import type { ApiEndpoint } from './api-catalogue.ts';

const STORE_SETUP_VIEW =
  "`{ businessProfileId, category, platform, storeDomain, storeUrl, linked, feedStatus, logo, name, email, currencyId, timeZoneId, location, address, fields }` (accounts-and-platform §3 store profile); `fields` says of each of logo, name, email, currency, timezone, location and address whether the profile's category lets it be `editable`, `readOnly` or `hidden` (decision 151)";

/** AP §2 storeSetup and store onboarding's verification code (AP §4 e-mail verification). */
export const STORE_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'getStoreSetup',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/storeSetup',
    summary: "The profile's store profile",
    tags: ['stores'],
    signedIn: true,
    response: { status: 200, description: `${STORE_SETUP_VIEW}.`, schema: 'api/store-setup.schema.json' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'patchStoreSetup',
    method: 'patch',
    path: '/businessProfiles/{businessProfileId}/storeSetup',
    summary: 'Change fields of the store profile (only those that changed)',
    description:
      "A field the profile's category may not change answers 403 naming it in `fields`; an address part merges into the address (city and postal code stay required, AP §5).",
    tags: ['stores'],
    signedIn: true,
    body: 'api/store-setup-patch.schema.json',
    response: {
      status: 200,
      description: `The store profile: ${STORE_SETUP_VIEW}.`,
      schema: 'api/store-setup.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'uploadStoreLogo',
    method: 'post',
    multipart: true,
    path: '/businessProfiles/{businessProfileId}/logo',
    summary: "A new logo for the profile's store profile (and its thumbnailLogo)",
    description:
      "The body is multipart/form-data with the image in the field `logoFile` (accounts-and-platform §7), checked as onboarding's images are: png or jpeg by its bytes, 150x150 to 8000x8000 px, at most 5 MB (else 413); a refused image answers 400 with its reason at `/logoFile`. A category that may not change the logo answers 403 naming `/logo` (decision 151). The image is served at /api/media/{mediaId}.",
    tags: ['stores'],
    signedIn: true,
    response: {
      status: 200,
      description: `The store profile with its new logo: ${STORE_SETUP_VIEW}.`,
      schema: 'api/store-setup.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'sendStoreVerificationCode',
    method: 'post',
    path: '/sessions/{sessionId}/verificationCode',
    summary: "E-mail a code to the address of the store onboarding's account (the verification step)",
    description:
      "Only after the user step (401 before); the session is its owner's, so their token is needed. Answers `{ emailAddress, expiresInSeconds, resendAfterSeconds }`; 409 800 while the last code is fresh.",
    tags: ['stores'],
    body: 'api/empty-body.schema.json',
    bodyOptional: true,
    response: {
      status: 200,
      description: '`{ emailAddress, expiresInSeconds, resendAfterSeconds }`.',
      schema: 'api/store-verification-code-sent.schema.json',
    },
    errors: [400, 401, 403, 404, 409, 429],
  },
];
