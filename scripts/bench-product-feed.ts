/**
 * `npm run bench:product-feed`: how long the product feed job (AP §4 processing) takes for an
 * uploaded CSV of BENCH_FEED_ROWS (10,000) rows, 1% of them bad, on the real PostgreSQL: the run's
 * file is read back in slices, parsed, checked and written 500 rows at a time. BENCH_FEED_RUNS (5)
 * runs of the same feed (each replaces the last: the upserts update every product). A throw-away
 * database, dropped at the end. The last stdout line is one JSON object.
 */
import { loadavg } from 'node:os';
import { pino } from 'pino';
import { httpFeedDownloads } from '../server/adapters/feed-downloads.ts';
import { BusinessProfile } from '../server/modules/accounts/entities.ts';
import { initOrm } from '../server/db/orm.ts';
import { ProductCatalog, ProductFeed, ProductFeedRun } from '../server/modules/product-feed/entities.ts';
import { processProductFeeds } from '../server/modules/product-feed/process-feed.ts';
import { positiveInteger } from './child-processes.ts';
import { createScratchDatabase } from './scratch-database.ts';

const ROWS = positiveInteger('BENCH_FEED_ROWS', 10_000);
const RUNS = positiveInteger('BENCH_FEED_RUNS', 5);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A shop's feed: the AP §3 columns and a description; every 100th row has a price of 0. */
function shopFeed(rows: number): Buffer {
  const lines = ['product_id,sku,title,description,image link,price,sale_price,availability,brand,gtin,mpn'];
  for (let index = 1; index <= rows; index += 1) {
    const price = index % 100 === 0 ? '0' : `${String(10 + (index % 90))}.99 GBP`;
    lines.push(
      `SHOP-${String(index)},SKU-${String(index)},"Linen shirt, size ${String(index % 6)}","Breathable linen, cut for summer",` +
        `https://shop.example.com/img/${String(index)}.jpg,${price},,in stock,Northwind,,MPN-${String(index)}`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const database = await createScratchDatabase(ADMIN_URL, 'adflow_bench_feed');
try {
  const orm = await initOrm({ clientUrl: database.clientUrl, poolSize: 4 });
  const em = orm.em.fork();
  const profile = em.create(BusinessProfile, { name: 'Northwind Store', category: 2 });
  const catalog = em.create(ProductCatalog, { businessProfile: profile, name: 'Everything' });
  const feed = em.create(ProductFeed, { catalog, name: 'Bench feed', url: null });
  await em.flush();
  const file = shopFeed(ROWS);
  const job = processProductFeeds({ orm, logger: pino({ level: 'warn' }), feedDownloads: httpFeedDownloads() });
  const timings: number[] = [];
  let last: ProductFeedRun | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const queued = em.create(ProductFeedRun, {
      feed,
      status: 'inProgress',
      engine: 'csv',
      isDirectTask: true,
      isApiUploadRequired: false,
      productMaps: {},
      fileName: 'bench.csv',
      source: file,
      requestedAt: new Date(),
    });
    await em.flush();
    const started = performance.now();
    await job({ runId: queued.id });
    timings.push(performance.now() - started);
    last = await orm.em.fork().findOneOrFail(ProductFeedRun, queued.id);
    if (last.status !== 'done')
      throw new Error(`run ${String(queued.id)} ended ${last.status}: ${last.failureReason ?? ''}`);
  }
  await orm.close();
  const ms = Math.round(median(timings));
  console.log(
    `product feed job, ${ROWS.toLocaleString('en')} rows (${String(file.length)} bytes), ${String(RUNS)} runs`,
  );
  console.log(
    `median ${String(ms)} ms, ${Math.round((ROWS / ms) * 1000).toLocaleString('en')} rows/s; runs: ${timings.map(Math.round).join(', ')} ms`,
  );
  console.log(
    JSON.stringify({
      rows: ROWS,
      bytes: file.length,
      runs: RUNS,
      medianMs: ms,
      rowsPerSecond: Math.round((ROWS / ms) * 1000),
      goodRows: last?.goodRows,
      badRows: last?.badRows,
      loadAverage: loadavg()[0],
    }),
  );
} finally {
  await database.drop();
}
