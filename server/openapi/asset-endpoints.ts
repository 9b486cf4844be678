import type { ApiEndpoint } from './api-catalogue.ts';

const ASSET_VIEW =
  '`{ id, kind, fileName, mimeType, sizeBytes, width, height, url, createdAt }` (kind image, video or document; width and height only for images; url absolute)';
const CATEGORY_RULE =
  "Only for local business, e-commerce and builder profiles (accounts-and-platform §1 asset linking): a franchise or brand portal profile answers 403 (403); another user's profile 403 (113).";

/** A profile's asset library (accounts-and-platform §1 asset linking, §5 document upload). */
export const ASSET_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listAssets',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/assets',
    summary: "The profile's asset library, newest first, a page at a time",
    description: `\`kind\` narrows to images, videos or documents. ${CATEGORY_RULE}`,
    tags: ['assets'],
    signedIn: true,
    query: 'api/assets-query.schema.json',
    response: {
      status: 200,
      description: `\`{ items, total, page, pageSize }\`, each item ${ASSET_VIEW}.`,
      schema: 'api/assets-page.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'uploadAsset',
    method: 'post',
    multipart: true,
    path: '/businessProfiles/{businessProfileId}/assets',
    summary: 'Add a file to the asset library',
    description: `The body is multipart/form-data with the file in the field \`file\`, its type read from its bytes: an image (png or jpeg, 150x150 to 8000x8000 px, at most 5 MB), a video (mp4, webm or ogv, at most 50 MB) or a document (pdf or docx, at most 10 MB); larger answers 413, anything else 400 with the reason at \`/file\`. ${CATEGORY_RULE}`,
    tags: ['assets'],
    signedIn: true,
    response: {
      status: 201,
      description: `The stored file: ${ASSET_VIEW}.`,
      schema: 'api/asset.schema.json',
      headers: { Location: 'Its bytes, /api/assets/{assetId}/file.' },
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'addProductImageToAssets',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/assets/fromProduct',
    summary: "Add a product's image from the profile's feed to the asset library",
    description: `The server reads the product's image link (the feed's \`image_link\`) and keeps it as an asset, for the creatives to draw (decision 457). A product not in one of the profile's catalogs answers 404 (104). An image that cannot be read (no answer, an HTTP error, larger than 5 MB, a private network address) or is not a PNG or JPEG of 150x150 to 8000x8000 px answers 400 (102) with the reason at \`/productId\`. ${CATEGORY_RULE}`,
    tags: ['assets'],
    signedIn: true,
    body: 'api/product-image-asset.schema.json',
    response: {
      status: 201,
      description: `The stored image: ${ASSET_VIEW}.`,
      schema: 'api/asset.schema.json',
      headers: { Location: 'Its bytes, /api/assets/{assetId}/file.' },
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'deleteAsset',
    method: 'delete',
    path: '/businessProfiles/{businessProfileId}/assets/{assetId}',
    summary: 'Remove a file from the asset library',
    description: `A file of another profile, or none, answers 404 (104). ${CATEGORY_RULE}`,
    tags: ['assets'],
    signedIn: true,
    response: { status: 204, description: 'Removed.' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'getAssetFile',
    method: 'get',
    path: '/assets/{assetId}/file',
    summary: 'The bytes of an asset',
    description:
      'Served with its type and `X-Content-Type-Options: nosniff`; a document as an attachment. The id is an unguessable UUID (decision 190).',
    tags: ['assets'],
    response: { status: 200, description: 'The file.', mediaType: '*/*' },
    errors: [404],
  },
];
