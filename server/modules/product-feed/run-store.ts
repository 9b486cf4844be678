// The writes of a feed run's job, as single SQL statements: each batch of rows is one statement,
// so a run of 50,000 rows never holds more than a batch in memory, and a retried job that starts
// over (beginRun) ends with the same products, bad rows and counts as one that ran once.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FeedProduct } from './feed-rows.ts';
import type { RowReason } from './row-reasons.ts';
import type { RunFailure } from './run-failures.ts';

/** What the job needs of a run it has taken. */
export interface TakenRun {
  readonly id: number;
  readonly feedId: number;
  readonly catalogId: number;
  readonly url: string | null;
  readonly productMaps: Record<string, string>;
  readonly sourceBytes: number | null;
}

export interface BadRow {
  readonly line: number;
  readonly productId: string | null;
  readonly reason: RowReason;
}

export interface RunCounts {
  readonly rowsRead: number;
  readonly goodRows: number;
  readonly badRows: number;
}

/**
 * Takes a run that is still in progress and clears what an earlier attempt of its job wrote (its
 * bad rows, its counts); null when the run is finished (a job sent twice) or gone.
 */
export async function beginRun(em: EntityManager, runId: number): Promise<TakenRun | null> {
  const [row] = await em.getConnection().execute<
    {
      id: number;
      feed_id: number;
      catalog_id: number;
      url: string | null;
      product_maps: Record<string, string>;
      source_bytes: number | null;
    }[]
  >(
    `select r.id, r.feed_id, f.catalog_id, f.url, r.product_maps, octet_length(r.source) as source_bytes
     from product_feed_run r join product_feed f on f.id = r.feed_id
     where r.id = ? and r.status = 'inProgress'`,
    [runId],
  );
  if (row === undefined) return null;
  await em.execute('delete from product_feed_bad_row where run_id = ?', [runId]);
  await em.execute('update product_feed_run set rows_read = 0, good_rows = 0, bad_rows = 0 where id = ?', [runId]);
  return {
    id: row.id,
    feedId: row.feed_id,
    catalogId: row.catalog_id,
    url: row.url,
    productMaps: row.product_maps,
    sourceBytes: row.source_bytes,
  };
}

const SLICE_BYTES = 256 * 1024;

/** An uploaded file, read from the database a slice at a time. */
export async function* uploadedSource(em: EntityManager, run: TakenRun): AsyncGenerator<Buffer> {
  const size = run.sourceBytes ?? 0;
  for (let offset = 0; offset < size; offset += SLICE_BYTES) {
    const [row] = await em
      .getConnection()
      .execute<{ slice: Buffer }[]>(
        'select substring(source from ? for ?) as slice from product_feed_run where id = ?',
        [offset + 1, SLICE_BYTES, run.id],
      );
    if (row === undefined) return;
    yield row.slice;
  }
}

/**
 * Writes a batch of good rows into the run's catalog: a product id the catalog has is updated
 * (it may move from another feed of the catalog), a new one is added.
 */
export async function upsertProducts(
  em: EntityManager,
  run: TakenRun,
  products: readonly FeedProduct[],
): Promise<void> {
  if (products.length === 0) return;
  const rows = products.map((product) => ({
    product_id: product.productId,
    sku: product.sku,
    title: product.title,
    image_link: product.imageLink,
    price: product.price,
    sale_price: product.salePrice,
    currency: product.currency,
    availability: product.availability,
    brand: product.brand,
    gtin: product.gtin,
    mpn: product.mpn,
    extra: product.extra,
  }));
  await em.execute(
    `insert into product (catalog_id, feed_id, last_run_id, product_id, sku, title, image_link, price, sale_price,
       currency, availability, brand, gtin, mpn, extra, updated_at)
     select ?, ?, ?, r.product_id, r.sku, r.title, r.image_link, r.price, r.sale_price, r.currency, r.availability,
       r.brand, r.gtin, r.mpn, r.extra, now()
     from jsonb_to_recordset(?::jsonb) as r(product_id text, sku text, title text, image_link text, price numeric,
       sale_price numeric, currency text, availability text, brand text, gtin text, mpn text, extra jsonb)
     on conflict (catalog_id, product_id) do update set
       feed_id = excluded.feed_id, last_run_id = excluded.last_run_id, sku = excluded.sku, title = excluded.title,
       image_link = excluded.image_link, price = excluded.price, sale_price = excluded.sale_price,
       currency = excluded.currency, availability = excluded.availability, brand = excluded.brand,
       gtin = excluded.gtin, mpn = excluded.mpn, extra = excluded.extra, updated_at = now()`,
    [run.catalogId, run.feedId, run.id, JSON.stringify(rows)],
  );
}

export async function recordBadRows(em: EntityManager, runId: number, rows: readonly BadRow[]): Promise<void> {
  if (rows.length === 0) return;
  await em.execute(
    `insert into product_feed_bad_row (run_id, line, product_id, reason, reason_code, reason_params)
     select ?, r.line, r.product_id, r.reason, r.reason_code, r.reason_params
     from jsonb_to_recordset(?::jsonb) as r(line int, product_id text, reason text, reason_code text, reason_params jsonb)
     on conflict (run_id, line) do nothing`,
    [runId, JSON.stringify(rows.map(badRowRecord))],
  );
}

// Decision 230: the English for API users and logs, the code and parameters for the screen.
const badRowRecord = ({ line, productId, reason }: BadRow) => ({
  line,
  product_id: productId,
  reason: reason.text,
  reason_code: reason.code,
  reason_params: reason.params,
});

/** The counts so far, for the screen that polls the run (AP §4 in progress). */
export async function recordProgress(em: EntityManager, runId: number, counts: RunCounts): Promise<void> {
  await em.execute(
    `update product_feed_run set rows_read = ?, good_rows = ?, bad_rows = ? where id = ? and status = 'inProgress'`,
    [counts.rowsRead, counts.goodRows, counts.badRows, runId],
  );
}

/**
 * AP §4 done: the run's counts, and its feed's products that this run no longer lists are gone
 * (decision 145: a feed is the whole list of its products). The file is no longer needed.
 */
export async function finishRun(em: EntityManager, run: TakenRun, counts: RunCounts): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('delete from product where feed_id = ? and last_run_id <> ?', [run.feedId, run.id]);
    await tx.execute(
      `update product_feed_run set status = 'done', rows_read = ?, good_rows = ?, bad_rows = ?, source = null,
         failure_reason = null, failure_reason_code = null, failure_reason_params = null, finished_at = now()
       where id = ? and status = 'inProgress'`,
      [counts.rowsRead, counts.goodRows, counts.badRows, run.id],
    );
  });
}

/** The feed as a whole could not be read (decision 142): nothing of the catalog is removed. */
export async function failRun(em: EntityManager, runId: number, failure: RunFailure): Promise<void> {
  await em.execute(
    `update product_feed_run set status = 'failed', failure_reason = ?, failure_reason_code = ?,
       failure_reason_params = ?, source = null, finished_at = now()
     where id = ? and status = 'inProgress'`,
    [failure.text, failure.code, JSON.stringify(failure.params), runId],
  );
}
