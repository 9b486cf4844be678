import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';

/** AP §4 product feed processing: in progress, then done; failed when the feed cannot be read at all. */
export type FeedRunStatus = 'inProgress' | 'done' | 'failed';

/** AP §3 product catalog: name. A profile's products live in its catalogs. */
export const ProductCatalog = defineEntity({
  name: 'ProductCatalog',
  tableName: 'product_catalog',
  uniques: [{ name: 'product_catalog_profile_name', properties: ['businessProfile', 'name'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    name: p.string().length(100),
    createdAt: createdAt(),
  },
});
export type ProductCatalog = InferEntity<typeof ProductCatalog>;

/** AP §3 product feed: name, productCatalogId, url (none for a feed whose CSV is uploaded). */
export const ProductFeed = defineEntity({
  name: 'ProductFeed',
  tableName: 'product_feed',
  properties: {
    id: p.integer().primary().autoincrement(),
    catalog: () => p.manyToOne(ProductCatalog).deleteRule('cascade').index(),
    name: p.string().length(100),
    url: p.string().length(2000).nullable(),
    createdAt: createdAt(),
  },
});
export type ProductFeed = InferEntity<typeof ProductFeed>;

/**
 * One processing of a feed (AP §3 feed process task: productCatalogId, engine, isDirectTask,
 * isApiUploadRequired, productMaps), done by a queued job. An uploaded file waits in `source`
 * until the job has read it; a URL feed is fetched by the job. At most one run of a feed is in
 * progress at a time (the partial unique index).
 */
export const ProductFeedRun = defineEntity({
  name: 'ProductFeedRun',
  tableName: 'product_feed_run',
  indexes: [{ name: 'product_feed_run_feed_requested', properties: ['feed', 'requestedAt'] }],
  uniques: [
    {
      name: 'product_feed_run_one_in_progress',
      expression:
        'create unique index "product_feed_run_one_in_progress" on "product_feed_run" ("feed_id") where "status" = \'inProgress\'',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    feed: () => p.manyToOne(ProductFeed).deleteRule('cascade'),
    status: p.string().length(20).$type<FeedRunStatus>(),
    engine: p.string().length(50),
    isDirectTask: p.boolean(),
    isApiUploadRequired: p.boolean(),
    /** A column of the file for each feed column it holds under another name (`{ "id": "product_id" }`). */
    productMaps: p.json<Record<string, string>>(),
    /** The uploaded file's name; null for a URL feed. */
    fileName: p.string().length(255).nullable(),
    // Lazy: listing runs never drags a file along; the job reads it a slice at a time.
    source: p.blob().lazy().nullable(),
    rowsRead: p.integer().default(0),
    goodRows: p.integer().default(0),
    badRows: p.integer().default(0),
    failureReason: p.text().nullable(),
    /** The failure's code and parameters, which the screen translates (decision 291); null on older runs. */
    failureReasonCode: p.text().nullable(),
    failureReasonParams: p.json<Record<string, string | number>>().nullable(),
    requestedAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
  },
});
export type ProductFeedRun = InferEntity<typeof ProductFeedRun>;

/** A row of a feed the job refused, by its line in the file and why (AP §4). */
export const ProductFeedBadRow = defineEntity({
  name: 'ProductFeedBadRow',
  tableName: 'product_feed_bad_row',
  uniques: [{ name: 'product_feed_bad_row_run_line', properties: ['run', 'line'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    run: () => p.manyToOne(ProductFeedRun).deleteRule('cascade'),
    line: p.integer(),
    productId: p.string().length(100).nullable(),
    /** The reason in English, for API users and logs. */
    reason: p.text(),
    /** The reason's code and parameters, which the screen translates (decision 230); null on rows of older runs. */
    reasonCode: p.text().nullable(),
    reasonParams: p.json<Record<string, string | number>>().nullable(),
  },
});
export type ProductFeedBadRow = InferEntity<typeof ProductFeedBadRow>;

/**
 * A product of a catalog as its feed last described it (AP §3 product feed columns: product_id,
 * sku, title, image link, price, sale_price, availability, brand, gtin, mpn; the others in
 * `extra`). `lastRun` is the run that wrote it: a finished run removes its feed's products it no
 * longer lists.
 */
export const Product = defineEntity({
  name: 'Product',
  tableName: 'product',
  uniques: [{ name: 'product_catalog_product_id', properties: ['catalog', 'productId'] }],
  indexes: [{ name: 'product_feed_last_run', properties: ['feed', 'lastRun'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    catalog: () => p.manyToOne(ProductCatalog).deleteRule('cascade'),
    feed: () => p.manyToOne(ProductFeed).deleteRule('cascade'),
    lastRun: () => p.manyToOne(ProductFeedRun).deleteRule('cascade'),
    productId: p.string().length(100),
    sku: p.string().length(100).nullable(),
    title: p.string().length(150),
    imageLink: p.string().length(2000),
    price: p.decimal('string').precision(12).scale(2),
    salePrice: p.decimal('string').precision(12).scale(2).nullable(),
    /** ISO 4217 code the feed gave with the price, if it gave one. */
    currency: p.string().length(3).nullable(),
    availability: p.string().length(20),
    brand: p.string().length(100).nullable(),
    gtin: p.string().length(14).nullable(),
    mpn: p.string().length(70).nullable(),
    extra: p.json<Record<string, string>>(),
    updatedAt: p.datetime(),
  },
});
export type Product = InferEntity<typeof Product>;
