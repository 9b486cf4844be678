import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductFeedsQuery } from '../../../schemas/generated/api/product-feeds-query.ts';
import type { FeedBadRowsQuery } from '../../../schemas/generated/api/feed-bad-rows-query.ts';
import { ProductFeed, ProductFeedBadRow, ProductFeedRun, type FeedRunStatus, type ProductCatalog } from './entities.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { numericId } from '../../request-input.ts';
import { pagingOf } from './paging.ts';

/** Decision 142: one processing of a feed at a time; asking again while it runs is refused. */
export class FeedInProgressError extends AppError {
  constructor() {
    super(409, 409, 'This feed is still being processed. Wait until it is done, then try again.');
  }
}

/** The process task of AP §3, as the process call gives it. */
export interface FeedTask {
  readonly engine: string;
  readonly isDirectTask: boolean;
  readonly isApiUploadRequired: boolean;
  readonly productMaps: Record<string, string>;
}

/** An uploaded CSV file (a feed without a URL). */
export interface FeedFile {
  readonly fileName: string;
  readonly bytes: Buffer;
}

/** AP §7 POST /businessProfiles/{id}/ProductFeeds (name, productCatalogId, url). */
export async function createFeed(em: EntityManager, catalog: ProductCatalog, name: string, url: string | null) {
  const feed = em.create(ProductFeed, { catalog, name: name.trim(), url });
  await em.flush();
  return feed;
}

/** The feed `rawId` names, if it is in one of the profile's catalogs. */
export async function ownedFeed(em: EntityManager, businessProfileId: number, rawId: string) {
  const id = numericId(rawId);
  const feed =
    id === null
      ? null
      : await em.findOne(
          ProductFeed,
          { id, catalog: { businessProfile: businessProfileId } },
          { populate: ['catalog'] },
        );
  if (feed === null) throw new NotFoundError(`No product feed "${rawId}"`);
  return feed;
}

/**
 * A run the queue gave up on (its job failed on every retry, or its process died for good) would
 * keep its feed "in progress" for ever: past this age it is ended failed when the feed is processed
 * again (decision 142). Well beyond the queue's own expiry and retries (3 x 5 minutes).
 */
const STALLED_AFTER_MINUTES = 30;
export const STALLED_REASON = 'The processing stopped unexpectedly. Process the feed again.';

/** A new run of the feed, in progress (AP §4) until its job is done with it. */
export async function startRun(em: EntityManager, feed: ProductFeed, task: FeedTask, file: FeedFile | null) {
  await em.execute(
    `update product_feed_run set status = 'failed', failure_reason = ?, failure_reason_code = 'processingStopped',
       failure_reason_params = '{}', source = null, finished_at = now()
     where feed_id = ? and status = 'inProgress' and requested_at < now() - make_interval(mins => ?)`,
    [STALLED_REASON, feed.id, STALLED_AFTER_MINUTES],
  );
  const run = em.create(ProductFeedRun, {
    feed,
    status: 'inProgress',
    ...task,
    fileName: file?.fileName ?? null,
    source: file?.bytes ?? null,
    requestedAt: new Date(),
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new FeedInProgressError();
    throw error;
  }
  return run;
}

export function latestRun(em: EntityManager, feedId: number): Promise<ProductFeedRun | null> {
  return em.findOne(ProductFeedRun, { feed: feedId }, { orderBy: { requestedAt: 'desc', id: 'desc' } });
}

// The profile's feeds as the list's filters narrow them, with the status of each one's latest run.
const FILTERED_FEEDS = `
  select f.id, f.created_at
  from product_feed f
  join product_catalog c on c.id = f.catalog_id
  left join lateral (select status from product_feed_run r where r.feed_id = f.id
                     order by r.requested_at desc, r.id desc limit 1) latest on true
  where c.business_profile_id = ? and (?::int is null or f.catalog_id = ?::int)
    and (?::text is null or latest.status = ?::text)`;

/**
 * The profile's feeds, newest first, each with its latest run: `productCatalogId` narrows to one
 * catalog, `status` to the feeds whose latest run stands there.
 */
export async function feedsPage(em: EntityManager, businessProfileId: number, query: ProductFeedsQuery) {
  const { page, pageSize, offset } = pagingOf(query);
  // An id past the id column's range names no catalog: 0 is never an id, so it matches none.
  const catalogId = query.productCatalogId === undefined ? null : (numericId(query.productCatalogId) ?? 0);
  const status = query.status ?? null;
  const filters = [businessProfileId, catalogId, catalogId, status, status];
  const connection = em.getConnection();
  const [counted] = await connection.execute<{ total: string }[]>(
    `select count(*) as total from (${FILTERED_FEEDS}) feeds`,
    filters,
  );
  const ids = await connection.execute<{ id: number }[]>(
    `${FILTERED_FEEDS} order by f.created_at desc, f.id desc limit ? offset ?`,
    [...filters, pageSize, offset],
  );
  const feeds = await em.find(
    ProductFeed,
    { id: ids.map((row) => row.id) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['catalog'] },
  );
  const items = await Promise.all(feeds.map(async (feed) => feedView(feed, await latestRun(em, feed.id))));
  return { items, total: Number(counted?.total ?? 0), page, pageSize };
}

/** The latest run's bad rows by line (AP §4), a page at a time; none before the feed has run. */
export async function badRowsPage(em: EntityManager, run: ProductFeedRun | null, query: FeedBadRowsQuery) {
  const { page, pageSize, offset } = pagingOf(query);
  if (run === null) return { items: [], total: 0, page, pageSize };
  const [rows, total] = await em.findAndCount(
    ProductFeedBadRow,
    { run },
    { orderBy: { line: 'asc' }, limit: pageSize, offset },
  );
  const items = rows.map((row) => ({
    line: row.line,
    productId: row.productId ?? null,
    reason: row.reason,
    reasonCode: row.reasonCode ?? null,
    reasonParams: row.reasonParams ?? null,
  }));
  return { items, total, page, pageSize, runId: run.id };
}

/**
 * AP §3 productFeed.processingInfo.deltaXFeedStatus: where the profile's latest feed run stands
 * (AP §4: the store-feed status comes from the product feed); null before any feed has run.
 */
export async function profileFeedStatus(em: EntityManager, businessProfileId: number): Promise<FeedRunStatus | null> {
  const run = await em.findOne(
    ProductFeedRun,
    { feed: { catalog: { businessProfile: businessProfileId } } },
    { orderBy: { requestedAt: 'desc', id: 'desc' }, fields: ['status'] },
  );
  return run?.status ?? null;
}

export function runView(run: ProductFeedRun) {
  return {
    id: run.id,
    status: run.status,
    engine: run.engine,
    isDirectTask: run.isDirectTask,
    isApiUploadRequired: run.isApiUploadRequired,
    productMaps: run.productMaps,
    fileName: run.fileName ?? null,
    rowsRead: run.rowsRead,
    goodRows: run.goodRows,
    badRows: run.badRows,
    failureReason: run.failureReason ?? null,
    failureReasonCode: run.failureReasonCode ?? null,
    failureReasonParams: run.failureReasonParams ?? null,
    requestedAt: run.requestedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

export function feedView(feed: ProductFeed, run: ProductFeedRun | null) {
  return {
    id: feed.id,
    name: feed.name,
    productCatalogId: feed.catalog.id,
    url: feed.url ?? null,
    createdAt: feed.createdAt.toISOString(),
    latestRun: run === null ? null : runView(run),
  };
}
