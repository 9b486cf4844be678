import type { ApiEndpoint } from './api-catalogue.ts';

const BASE = '/businessProfiles/{businessProfileId}';
const PAGE = '`{ items, total, page, pageSize }`';
const CATALOG_VIEW = '`{ id, name, productCount, createdAt }` (accounts-and-platform §3 product catalog)';
const RUN_VIEW =
  '`{ id, status, engine, isDirectTask, isApiUploadRequired, productMaps, fileName, rowsRead, goodRows, badRows, failureReason, failureReasonCode, failureReasonParams, requestedAt, finishedAt }` (status inProgress, done or failed; decision 142; a failure code for a screen to translate, decision 291)';
const FEED_VIEW = `\`{ id, name, productCatalogId, url, createdAt, latestRun }\` (accounts-and-platform §3 product feed), latestRun ${RUN_VIEW} or null`;
const PRODUCT_VIEW =
  '`{ productId, sku, title, imageLink, price, salePrice, currency, availability, brand, gtin, mpn, extra, updatedAt }` (accounts-and-platform §3 product feed columns; the other columns in `extra`)';

/** The product feed (accounts-and-platform §2, §3, §4, §7; decisions 141-148). */
export const PRODUCT_FEED_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listProductCatalogs',
    method: 'get',
    path: `${BASE}/ProductCatalogs`,
    summary: "The profile's product catalogs by name, a page at a time",
    tags: ['product feed'],
    signedIn: true,
    query: 'api/product-catalogs-query.schema.json',
    response: {
      status: 200,
      description: `${PAGE}, each item ${CATALOG_VIEW}.`,
      schema: 'api/product-catalogs-page.schema.json',
    },
    errors: [400, 401, 403],
  },
  {
    operationId: 'createProductCatalog',
    method: 'post',
    path: `${BASE}/ProductCatalogs`,
    summary: 'Create a product catalog',
    description: 'A name once per profile (409 otherwise; decision 148).',
    tags: ['product feed'],
    signedIn: true,
    body: 'api/product-catalog-create.schema.json',
    response: { status: 201, description: `The catalog: ${CATALOG_VIEW}.`, schema: 'api/product-catalog.schema.json' },
    errors: [400, 401, 403, 409],
  },
  {
    operationId: 'getProductCatalog',
    method: 'get',
    path: `${BASE}/ProductCatalogs/{catalogId}`,
    summary: 'A product catalog with its product count',
    tags: ['product feed'],
    signedIn: true,
    response: { status: 200, description: `The catalog: ${CATALOG_VIEW}.`, schema: 'api/product-catalog.schema.json' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'listCatalogProducts',
    method: 'get',
    path: `${BASE}/ProductCatalogs/{catalogId}/products`,
    summary: "A catalog's products by product id, a page at a time",
    tags: ['product feed'],
    signedIn: true,
    query: 'api/products-query.schema.json',
    response: {
      status: 200,
      description: `${PAGE}, each item ${PRODUCT_VIEW}.`,
      schema: 'api/catalog-products-page.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'listProductFeeds',
    method: 'get',
    path: `${BASE}/ProductFeeds`,
    summary: "The profile's product feeds, newest first, each with its latest run",
    tags: ['product feed'],
    signedIn: true,
    query: 'api/product-feeds-query.schema.json',
    response: {
      status: 200,
      description: `${PAGE}, each item ${FEED_VIEW}.`,
      schema: 'api/product-feeds-page.schema.json',
    },
    errors: [400, 401, 403],
  },
  {
    operationId: 'createProductFeed',
    method: 'post',
    path: `${BASE}/ProductFeeds`,
    summary: 'Create a product feed, read from its URL or uploaded to its process call',
    tags: ['product feed'],
    signedIn: true,
    body: 'api/product-feed-create.schema.json',
    response: { status: 201, description: `The feed: ${FEED_VIEW}.`, schema: 'api/product-feed.schema.json' },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'getProductFeed',
    method: 'get',
    path: `${BASE}/ProductFeeds/{feedId}`,
    summary: 'A product feed and where its latest run stands (poll it while in progress)',
    tags: ['product feed'],
    signedIn: true,
    response: { status: 200, description: `The feed: ${FEED_VIEW}.`, schema: 'api/product-feed.schema.json' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'listFeedBadRows',
    method: 'get',
    path: `${BASE}/ProductFeeds/{feedId}/badRows`,
    summary: "The rows the feed's latest run refused, by line",
    tags: ['product feed'],
    signedIn: true,
    query: 'api/feed-bad-rows-query.schema.json',
    response: {
      status: 200,
      description: `${PAGE} and runId, each item \`{ line, productId, reason, reasonCode, reasonParams }\` (decision 143; the reason's code and parameters for a screen to translate, decision 230); empty and without runId before any run.`,
      schema: 'api/feed-bad-rows-page.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'processProductFeed',
    method: 'post',
    multipart: true,
    path: `${BASE}/productFeeds/{feedId}/process`,
    summary: 'Process a product feed in the background (accounts-and-platform §4: in progress, then done)',
    description:
      "A feed with a URL: a JSON body. A feed without one: multipart/form-data with the CSV in the field `file` (at most 10 MB, else 413; decision 144) and the body's fields as text (productMaps as JSON text). 409 while the feed's previous run is in progress; 503 where no job queue runs.",
    tags: ['product feed'],
    signedIn: true,
    body: 'api/product-feed-process.schema.json',
    bodyOptional: true,
    response: {
      status: 202,
      description: `The feed with its new run in progress: ${FEED_VIEW}.`,
      schema: 'api/product-feed.schema.json',
      headers: { Location: 'The feed, to poll.' },
    },
    errors: [400, 401, 403, 404, 409, 503],
  },
];
