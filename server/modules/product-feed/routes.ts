import { type Request, type Response } from 'express';
import type { FeedBadRowsQuery } from '../../../schemas/generated/api/feed-bad-rows-query.ts';
import type { ProductCatalogCreate } from '../../../schemas/generated/api/product-catalog-create.ts';
import type { ProductCatalogsQuery } from '../../../schemas/generated/api/product-catalogs-query.ts';
import type { ProductFeedCreate } from '../../../schemas/generated/api/product-feed-create.ts';
import type { ProductFeedProcess } from '../../../schemas/generated/api/product-feed-process.ts';
import type { ProductFeedsQuery } from '../../../schemas/generated/api/product-feeds-query.ts';
import type { ProductsQuery } from '../../../schemas/generated/api/products-query.ts';
import { InvalidRequestError, ServiceUnavailableError } from '../../errors.ts';
import { bodyOf, queryOf, validInput } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { uploadReader } from '../media/upload.ts';
import { catalogsPage, catalogWithCount, createCatalog, ownedCatalog, productsPage } from './catalogs.ts';
import { MAX_FEED_BYTES } from './feed-limits.ts';
import {
  badRowsPage,
  createFeed,
  feedsPage,
  feedView,
  latestRun,
  ownedFeed,
  startRun,
  type FeedFile,
  type FeedTask,
} from './feeds.ts';
import { PRODUCT_FEED_QUEUE, type ProductFeedJob } from './process-feed.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

const PROCESS_SCHEMA = 'api/product-feed-process.schema.json';
// Decision 144; productMaps travels as a JSON text field beside the file.
const readFeedFile = uploadReader({ maxBytes: MAX_FEED_BYTES, what: 'the CSV file', fieldBytes: 10 * 1024 });

/**
 * The product feed of AP §2, §3, §7: a profile's catalogs and their products, its feeds (by URL,
 * or a CSV file uploaded to the process call), and each feed's processing by a queued job
 * (AP §4 in progress, then done) with its bad rows by line.
 */
export function productFeedRoutes(api: ApiRouter, { orm, project, queue }: Services): void {
  // Express matches paths case-blind: /productFeeds is /ProductFeeds (both spellings are in AP §7).
  const profileOf = async (req: Request, res: Response) =>
    (await memberProfile(orm.em, signedInUser(res), String(req.params.businessProfileId))).businessProfile;

  api.on('listProductCatalogs', async (req, res) => {
    const profile = await profileOf(req, res);
    const query = queryOf<ProductCatalogsQuery>(project, 'api/product-catalogs-query.schema.json', req);
    res.json(await catalogsPage(orm.em, profile.id, query));
  });

  api.on('createProductCatalog', async (req, res) => {
    const profile = await profileOf(req, res);
    const { name } = bodyOf<ProductCatalogCreate>(project, 'api/product-catalog-create.schema.json', req);
    const catalog = await createCatalog(orm.em, profile.id, name);
    res.status(201).json(await catalogWithCount(orm.em, catalog));
  });

  api.on('getProductCatalog', async (req, res) => {
    const profile = await profileOf(req, res);
    res.json(await catalogWithCount(orm.em, await ownedCatalog(orm.em, profile.id, req.params.catalogId)));
  });

  api.on('listCatalogProducts', async (req, res) => {
    const profile = await profileOf(req, res);
    const catalog = await ownedCatalog(orm.em, profile.id, req.params.catalogId);
    const query = queryOf<ProductsQuery>(project, 'api/products-query.schema.json', req);
    res.json(await productsPage(orm.em, catalog.id, query));
  });

  api.on('listProductFeeds', async (req, res) => {
    const profile = await profileOf(req, res);
    const query = queryOf<ProductFeedsQuery>(project, 'api/product-feeds-query.schema.json', req);
    res.json(await feedsPage(orm.em, profile.id, query));
  });

  api.on('createProductFeed', async (req, res) => {
    const profile = await profileOf(req, res);
    const body = bodyOf<ProductFeedCreate>(project, 'api/product-feed-create.schema.json', req);
    const catalog = await ownedCatalog(orm.em, profile.id, String(body.productCatalogId));
    const feed = await createFeed(orm.em, catalog, body.name, body.url ?? null);
    res.status(201).json(feedView(feed, null));
  });

  api.on('getProductFeed', async (req, res) => {
    const profile = await profileOf(req, res);
    const feed = await ownedFeed(orm.em, profile.id, req.params.feedId);
    res.set('Cache-Control', 'no-store').json(feedView(feed, await latestRun(orm.em, feed.id)));
  });

  api.on('listFeedBadRows', async (req, res) => {
    const profile = await profileOf(req, res);
    const feed = await ownedFeed(orm.em, profile.id, req.params.feedId);
    const query = queryOf<FeedBadRowsQuery>(project, 'api/feed-bad-rows-query.schema.json', req);
    res.json(await badRowsPage(orm.em, await latestRun(orm.em, feed.id), query));
  });

  // AP §7 POST .../productFeeds/{feedId}/process: JSON for a URL feed, multipart with the CSV otherwise.
  api.on('processProductFeed', async (req, res) => {
    if (queue === undefined) throw new ServiceUnavailableError('Feed processing is not running on this server.');
    const profile = await profileOf(req, res);
    const feed = await ownedFeed(orm.em, profile.id, req.params.feedId);
    const uploading = typeof req.is('multipart/form-data') === 'string';
    if (feed.url !== null && uploading)
      throw new InvalidRequestError('This feed is read from its URL: send the process call as JSON, without a file.');
    if (feed.url === null && !uploading)
      throw new InvalidRequestError(
        'This feed has no URL: upload its CSV file as multipart/form-data in the field named "file".',
      );
    const upload = uploading ? await readFeedFile(req, res) : null;
    const task =
      upload === null
        ? bodyOf<ProductFeedProcess>(project, PROCESS_SCHEMA, req)
        : (validInput(project, PROCESS_SCHEMA, formFields(upload.fields)) as ProductFeedProcess);
    if (task.productCatalogId !== undefined && task.productCatalogId !== feed.catalog.id)
      throw new InvalidRequestError(`Feed ${String(feed.id)} belongs to catalog ${String(feed.catalog.id)}.`, [
        { path: '/productCatalogId', message: 'Not the catalog of this feed' },
      ]);
    const file = upload === null ? null : csvFile(upload.fileName, upload.bytes);
    const run = await startRun(orm.em, feed, taskOf(task), file);
    const job: ProductFeedJob = { runId: run.id };
    await queue.send(PRODUCT_FEED_QUEUE, job, String(run.id));
    res
      .status(202)
      .location(`/api/businessProfiles/${String(profile.id)}/ProductFeeds/${String(feed.id)}`)
      .json(feedView(feed, run));
  });
}

// Decision 141: the task's fields as the spec names them, with the defaults of the schema.
const taskOf = (task: ProductFeedProcess): FeedTask => ({
  engine: task.engine ?? 'csv',
  isDirectTask: task.isDirectTask ?? true,
  isApiUploadRequired: task.isApiUploadRequired ?? false,
  productMaps: task.productMaps ?? {},
});

/** An uploaded feed file: text, and not empty (the job reads what a CSV parser can). */
function csvFile(fileName: string, bytes: Buffer): FeedFile {
  if (bytes.length === 0)
    throw new InvalidRequestError('The file is empty.', [{ path: '/file', message: 'The file is empty' }]);
  // A NUL byte near the start is a spreadsheet or an image, not CSV text.
  if (bytes.subarray(0, 8192).includes(0))
    throw new InvalidRequestError('The file is not a CSV text file.', [{ path: '/file', message: 'Not a CSV file' }]);
  return { fileName, bytes };
}

// Form fields are text: numbers, true/false and the JSON of productMaps are read as what they say.
function formFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      if (typeof value !== 'string') return [name, value];
      if (name === 'productCatalogId' && /^\d{1,10}$/.test(value)) return [name, Number(value)];
      if (value === 'true' || value === 'false') return [name, value === 'true'];
      if (name === 'productMaps') return [name, jsonField(name, value)];
      return [name, value];
    }),
  );
}

function jsonField(name: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidRequestError(`The field ${name} is not JSON.`, [{ path: `/${name}`, message: 'Not JSON' }]);
  }
}
