import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFeedDownloads } from '../../../../server/adapters/feed-downloads.ts';
import { STALLED_REASON } from '../../../../server/modules/product-feed/feeds.ts';
import { processProductFeeds } from '../../../../server/modules/product-feed/process-feed.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { firstProfileId } from '../../../support/lead-campaign.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';
import { FEED_TIMEOUT, feedCsv, finishedFeed, goodRow, uploadFeed } from './feed-csv.ts';

let server: TestServer;
let owner: SignedInUser;
let stranger: SignedInUser;
let profileId: number;
let feedHost: Server;
let feedHostUrl: string;
const hosted = new Map<string, string>();

const base = () => `/api/businessProfiles/${String(profileId)}`;
const call = (method: string, path: string, body?: unknown, user: SignedInUser = owner) =>
  server.request(method, `${base()}${path}`, body, user.auth);

async function catalog(name: string): Promise<number> {
  const { status, body } = await call('POST', '/ProductCatalogs', { name });
  if (status !== 201) throw new Error(`catalog answered ${String(status)}: ${JSON.stringify(body)}`);
  return body.id as number;
}

async function feed(productCatalogId: number, name: string, url?: string): Promise<number> {
  const { status, body } = await call('POST', '/ProductFeeds', { name, productCatalogId, ...(url ? { url } : {}) });
  if (status !== 201) throw new Error(`feed answered ${String(status)}: ${JSON.stringify(body)}`);
  return body.id as number;
}

const processPath = (feedId: number) => `${base()}/productFeeds/${String(feedId)}/process`;
const feedPath = (feedId: number) => `${base()}/ProductFeeds/${String(feedId)}`;

async function uploaded(feedId: number, csv: string, fields: Record<string, string> = {}) {
  const started = await uploadFeed(server, processPath(feedId), owner.auth, csv, fields);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return finishedFeed(server, feedPath(feedId), owner.auth);
}

beforeAll(async () => {
  // The local feed host the URL feeds are read from (a shop's feed address).
  feedHost = createServer((req, res) => {
    const body = hosted.get(req.url ?? '');
    if (req.url === '/moved') res.writeHead(302, { location: '/shop.csv' }).end();
    else if (body === undefined) res.writeHead(404).end('not here');
    else res.writeHead(200, { 'content-type': 'text/csv' }).end(body);
  });
  feedHost.listen(0, '127.0.0.1');
  await new Promise((resolve) => feedHost.once('listening', resolve));
  feedHostUrl = `http://127.0.0.1:${String((feedHost.address() as AddressInfo).port)}`;
  server = await startTestServer(undefined, {
    services: { feedDownloads: httpFeedDownloads({ allowPrivateNetworks: true }) },
  });
  owner = await signedInUser(server);
  stranger = await signedInUser(server);
  profileId = await firstProfileId(server, owner);
}, 60_000);
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => feedHost.close(resolve));
});

describe('product catalogs (AP §3 product catalog: name; §7 ProductCatalogs)', () => {
  it('created by name, listed by name with paging, search and product counts; a name once per profile', async () => {
    for (const name of ['Winter coats', 'Autumn boots', 'Summer shirts']) await catalog(name);
    const again = await call('POST', '/ProductCatalogs', { name: 'Winter coats' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is already a catalog named "Winter coats".');

    const { body } = await call('GET', '/ProductCatalogs?pageSize=2');
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items.map((item: { name: string }) => item.name)).toEqual(['Autumn boots', 'Summer shirts']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Autumn boots',
      productCount: 0,
      createdAt: expect.any(String),
    });
    expect((await call('GET', '/ProductCatalogs?pageSize=2&page=2')).body.items).toHaveLength(1);
    expect((await call('GET', '/ProductCatalogs?pageSize=2&page=3')).body.items).toEqual([]);
    expect((await call('GET', '/ProductCatalogs?search=BOOT')).body.items).toHaveLength(1);
    expect((await call('GET', '/ProductCatalogs?search=%25')).body.items).toEqual([]);
  });

  it.each([
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['another field', { name: 'Shoes', colour: 'red' }],
  ])('refuses %s with 400 (102)', async (_label, body) => {
    const response = await call('POST', '/ProductCatalogs', body);
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(102);
  });

  it.each([
    ['a page of 0', '?page=0'],
    ['a page size over 100', '?pageSize=101'],
    ['an unknown filter', '?colour=red'],
  ])('refuses a list query with %s (400)', async (_label, query) => {
    expect((await call('GET', `/ProductCatalogs${query}`)).status).toBe(400);
  });
});

describe("another user's profile (AP §6: only their own)", () => {
  it('refuses every call with 403 (113); a catalog or feed of another profile is not found', async () => {
    const catalogId = await catalog('Private range');
    const feedId = await feed(catalogId, 'Private feed');
    for (const [method, path, body] of [
      ['GET', '/ProductCatalogs', undefined],
      ['POST', '/ProductCatalogs', { name: 'Mine now' }],
      ['GET', `/ProductCatalogs/${String(catalogId)}`, undefined],
      ['GET', `/ProductCatalogs/${String(catalogId)}/products`, undefined],
      ['GET', '/ProductFeeds', undefined],
      ['POST', '/ProductFeeds', { name: 'x', productCatalogId: catalogId }],
      ['GET', `/ProductFeeds/${String(feedId)}`, undefined],
      ['GET', `/ProductFeeds/${String(feedId)}/badRows`, undefined],
      ['POST', `/productFeeds/${String(feedId)}/process`, {}],
    ] as const) {
      const response = await call(method, path, body, stranger);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.errorCode).toBe(113);
    }
    expect((await server.request('GET', `${base()}/ProductCatalogs`)).status).toBe(401);
    // The stranger's own profile does not reach this one's catalog either.
    const theirs = await firstProfileId(server, stranger);
    const path = `/api/businessProfiles/${String(theirs)}/ProductCatalogs/${String(catalogId)}`;
    expect((await server.request('GET', path, undefined, stranger.auth)).status).toBe(404);
    const feedOfOther = await server.request(
      'POST',
      `/api/businessProfiles/${String(theirs)}/ProductFeeds`,
      { name: 'x', productCatalogId: catalogId },
      stranger.auth,
    );
    expect(feedOfOther.status).toBe(404);
  });
});

describe(
  'processing an uploaded CSV (AP §4: in progress, then done; bad rows by line)',
  { timeout: FEED_TIMEOUT },
  () => {
    it('202 in progress, then done with counts; good rows are products, bad rows are reported by line', async () => {
      const catalogId = await catalog('Shirts');
      const feedId = await feed(catalogId, 'Weekly shirts');
      const csv = feedCsv(30, {
        3: 'P3,,,https://shop.example.com/3.jpg,10,,in stock,,,,',
        5: 'P5,,Shirt,https://shop.example.com/5.jpg,free,,in stock,,,,',
        7: 'P7,,Shirt,https://shop.example.com/7.jpg,0,,in stock,,,,',
        9: 'P9,,Shirt,https://shop.example.com/9.jpg,10,12,in stock,,,,',
        11: 'P11,,Shirt,https://shop.example.com/11.jpg,10,,sold out,,,,',
        13: 'P13,,Shirt,not-a-link,10,,in stock,,,,',
        15: 'P15,,Shirt,https://shop.example.com/15.jpg,10,,in stock,,4006381333932,,',
        17: 'P17,too,few',
        19: goodRow(2),
        21: ',,Shirt,https://shop.example.com/21.jpg,10,,in stock,,,,',
      });
      const started = await uploadFeed(server, processPath(feedId), owner.auth, csv);
      expect(started.status).toBe(202);
      expect(started.body?.latestRun).toMatchObject({ status: 'inProgress', engine: 'csv', fileName: 'feed.csv' });

      const done = await finishedFeed(server, feedPath(feedId), owner.auth);
      expect(done.latestRun).toMatchObject({
        status: 'done',
        rowsRead: 30,
        goodRows: 20,
        badRows: 10,
        failureReason: null,
        failureReasonCode: null,
      });
      const bad = await call('GET', `/ProductFeeds/${String(feedId)}/badRows?pageSize=100`);
      // Decision 230: a code and its parameters for the screen to translate, the English beside them.
      expect(bad.body.items[1]).toMatchObject({
        reasonCode: 'notAPrice',
        reasonParams: { column: 'price', value: 'free' },
      });
      expect(bad.body.items.map((row: { reasonCode: string }) => row.reasonCode)).toEqual([
        'emptyValue',
        'notAPrice',
        'notPositive',
        'saleAbovePrice',
        'badAvailability',
        'notAWebAddress',
        'badGtin',
        'columnCount',
        'repeatedProduct',
        'emptyValue',
      ]);
      const english = ({ line, productId, reason }: { line: number; productId: string | null; reason: string }) => ({
        line,
        productId,
        reason,
      });
      expect(bad.body.items.map(english)).toEqual([
        { line: 3, productId: 'P3', reason: 'title is empty.' },
        { line: 5, productId: 'P5', reason: 'price "free" is not a number such as 12.99 or 12.99 GBP.' },
        { line: 7, productId: 'P7', reason: 'price must be more than 0.' },
        { line: 9, productId: 'P9', reason: 'sale_price 12 is more than price 10.' },
        {
          line: 11,
          productId: 'P11',
          reason: 'availability "sold out" is not one of in stock, out of stock, preorder, backorder.',
        },
        { line: 13, productId: 'P13', reason: 'image link "not-a-link" is not an http or https address.' },
        { line: 15, productId: 'P15', reason: 'gtin "4006381333932" is not a valid GTIN (8, 12, 13 or 14 digits).' },
        { line: 17, productId: null, reason: 'The row has 3 columns; the header has 11.' },
        { line: 19, productId: 'P2', reason: 'product_id P2 is already on line 2.' },
        { line: 21, productId: null, reason: 'product_id is empty.' },
      ]);
      const paged = await call('GET', `/ProductFeeds/${String(feedId)}/badRows?pageSize=4&page=3`);
      expect(paged.body).toMatchObject({ total: 10, page: 3, pageSize: 4 });
      expect(paged.body.items.map((row: { line: number }) => row.line)).toEqual([19, 21]);

      const products = await call('GET', `/ProductCatalogs/${String(catalogId)}/products?search=P2&pageSize=100`);
      expect(products.body.items.map((item: { productId: string }) => item.productId)).toEqual([
        'P2',
        'P20',
        'P22',
        'P23',
        'P24',
        'P25',
        'P26',
        'P27',
        'P28',
        'P29',
      ]);
      expect(products.body.items[0]).toEqual({
        productId: 'P2',
        sku: 'SKU-2',
        title: 'Linen shirt 2',
        imageLink: 'https://shop.example.com/img/2.jpg',
        price: '29.99',
        salePrice: '19.99',
        currency: 'GBP',
        availability: 'in stock',
        brand: 'Northwind',
        gtin: null,
        mpn: 'MPN2',
        extra: { color: 'blue' },
        updatedAt: expect.any(String),
      });
      expect((await call('GET', `/ProductCatalogs/${String(catalogId)}`)).body.productCount).toBe(20);
    });

    it('products: paging without repeats, availability and search filters', async () => {
      const catalogId = await catalog('Boots');
      const feedId = await feed(catalogId, 'Boots feed');
      const csv = feedCsv(12, {
        4: 'B4,,Chelsea boot,https://shop.example.com/b4.jpg,80,,out of stock,,,,',
        6: 'B6,,Hiking boot,https://shop.example.com/b6.jpg,95,,preorder,,,,',
      });
      await uploaded(feedId, csv);
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const { body } = await call(
          'GET',
          `/ProductCatalogs/${String(catalogId)}/products?pageSize=5&page=${String(page)}`,
        );
        expect(body).toMatchObject({ total: 12, page, pageSize: 5 });
        seen.push(...body.items.map((item: { productId: string }) => item.productId));
      }
      expect(new Set(seen).size).toBe(12);
      const only = async (query: string) =>
        (await call('GET', `/ProductCatalogs/${String(catalogId)}/products${query}`)).body.items.map(
          (item: { productId: string }) => item.productId,
        );
      expect(await only('?availability=out%20of%20stock')).toEqual(['B4']);
      expect(await only('?availability=preorder')).toEqual(['B6']);
      expect(await only('?search=chelsea')).toEqual(['B4']);
      expect(await only('?search=sku-10')).toEqual(['P10']);
      expect((await call('GET', `/ProductCatalogs/${String(catalogId)}/products?availability=gone`)).status).toBe(400);
    });

    it('productMaps name the columns a file calls otherwise; a header without a required column fails the run', async () => {
      const catalogId = await catalog('Mapped');
      const feedId = await feed(catalogId, 'Mapped feed');
      const csv = 'id,name,image,cost,stock\nM1,Scarf,https://shop.example.com/m1.jpg,12.50,in_stock\n';
      const maps = { id: 'product_id', name: 'title', image: 'image_link', cost: 'price', stock: 'availability' };
      const done = await uploaded(feedId, csv, { productMaps: JSON.stringify(maps), isDirectTask: 'true' });
      expect(done.latestRun).toMatchObject({ status: 'done', goodRows: 1, productMaps: maps, isDirectTask: true });

      const failed = await uploaded(feedId, 'id,name\nM1,Scarf\n');
      expect(failed.latestRun).toMatchObject({
        status: 'failed',
        failureReason: 'The header (line 1) has no column product_id, title, price, availability, image_link.',
        // Decision 291: a code and its parameters for the screen to translate, the English beside them.
        failureReasonCode: 'headerMissing',
        failureReasonParams: { line: 1, columns: 'product_id, title, price, availability, image_link' },
      });
      // A failed run removes nothing: the scarf is still in the catalog.
      expect((await call('GET', `/ProductCatalogs/${String(catalogId)}`)).body.productCount).toBe(1);
    });

    it('a feed is the whole list of its products: a product the next run no longer lists is removed', async () => {
      const catalogId = await catalog('Rotating');
      const feedId = await feed(catalogId, 'Rotating feed');
      await uploaded(feedId, feedCsv(10));
      expect((await call('GET', `/ProductCatalogs/${String(catalogId)}`)).body.productCount).toBe(10);
      const done = await uploaded(feedId, feedCsv(4));
      expect(done.latestRun).toMatchObject({ status: 'done', goodRows: 4 });
      expect((await call('GET', `/ProductCatalogs/${String(catalogId)}`)).body.productCount).toBe(4);
    });

    it.each([
      ['an empty file', '', 400, 'The file is empty.'],
      ['a binary file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), 400, 'The file is not a CSV text file.'],
      ['a file over 10 MB', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 413, 'The file is larger than 10 MB.'],
      ['productMaps that are not JSON', feedCsv(1), 400, 'The field productMaps is not JSON.'],
      ['another catalog', feedCsv(1), 400, null],
    ] as const)('refuses %s', async (label, csv, status, message) => {
      const catalogId = await catalog(`Refusals ${label}`);
      const feedId = await feed(catalogId, 'Refused');
      const fields: Record<string, string> =
        label === 'productMaps that are not JSON'
          ? { productMaps: '{oops' }
          : label === 'another catalog'
            ? { productCatalogId: String(catalogId + 1000) }
            : {};
      const response = await uploadFeed(server, processPath(feedId), owner.auth, csv, fields);
      expect(response.status).toBe(status);
      if (message !== null) expect(response.body?.message).toBe(message);
      expect((await call('GET', `/ProductFeeds/${String(feedId)}`)).body.latestRun).toBeNull();
    });

    it('a feed without a URL needs its file; one in progress is not started twice', async () => {
      const catalogId = await catalog('Twice');
      const feedId = await feed(catalogId, 'Twice feed');
      const json = await call('POST', `/productFeeds/${String(feedId)}/process`, {});
      expect(json.status).toBe(400);
      expect(json.body.message).toContain('This feed has no URL');
      const [first, second] = await Promise.all([
        uploadFeed(server, processPath(feedId), owner.auth, feedCsv(2000)),
        uploadFeed(server, processPath(feedId), owner.auth, feedCsv(2000)),
      ]);
      expect([first.status, second.status].sort()).toEqual([202, 409]);
      await finishedFeed(server, feedPath(feedId), owner.auth);
    });

    it('a run left in progress for over 30 minutes (its job gave up) ends failed when the feed is processed again', async () => {
      const catalogId = await catalog('Stalled');
      const feedId = await feed(catalogId, 'Stalled feed');
      const done = await uploaded(feedId, feedCsv(2));
      const stalled = done.latestRun.id as number;
      const putBack = (age: string) =>
        server.orm.em
          .fork()
          .execute(
            `update product_feed_run set status = 'inProgress', requested_at = now() - interval '${age}' where id = ?`,
            [stalled],
          );
      await putBack('10 minutes');
      expect((await uploadFeed(server, processPath(feedId), owner.auth, feedCsv(2))).status).toBe(409);
      await putBack('31 minutes');
      expect((await uploadFeed(server, processPath(feedId), owner.auth, feedCsv(2))).status).toBe(202);
      await finishedFeed(server, feedPath(feedId), owner.auth);
      const [row] = await server.orm.em
        .fork()
        .getConnection()
        .execute<{ status: string; failure_reason: string; failure_reason_code: string }[]>(
          'select status, failure_reason, failure_reason_code from product_feed_run where id = ?',
          [stalled],
        );
      expect(row).toEqual({
        status: 'failed',
        failure_reason: STALLED_REASON,
        failure_reason_code: 'processingStopped',
      });
    });
  },
);

describe(
  'a feed by URL (AP §3 product feed url), read through the feed downloads adapter',
  { timeout: FEED_TIMEOUT },
  () => {
    it('is fetched (redirects followed) and processed; an address that answers 404 fails the run', async () => {
      hosted.set('/shop.csv', feedCsv(5, { 3: 'P3,,,https://shop.example.com/3.jpg,10,,in stock,,,,' }));
      const catalogId = await catalog('From the shop');
      const feedId = await feed(catalogId, 'Shop feed', `${feedHostUrl}/moved`);
      const started = await call('POST', `/productFeeds/${String(feedId)}/process`, { productCatalogId: catalogId });
      expect(started.status).toBe(202);
      const done = await finishedFeed(server, feedPath(feedId), owner.auth);
      expect(done).toMatchObject({
        url: `${feedHostUrl}/moved`,
        latestRun: { status: 'done', goodRows: 4, badRows: 1 },
      });
      const upload = await uploadFeed(server, processPath(feedId), owner.auth, feedCsv(1));
      expect(upload.status).toBe(400);

      const gone = await feed(catalogId, 'Gone feed', `${feedHostUrl}/gone.csv`);
      await call('POST', `/productFeeds/${String(gone)}/process`, {});
      const failed = await finishedFeed(server, feedPath(gone), owner.auth);
      expect(failed.latestRun).toMatchObject({
        status: 'failed',
        failureReason: 'The feed address answered HTTP 404.',
        failureReasonCode: 'httpStatus',
        failureReasonParams: { status: 404 },
      });
    });

    it('refuses an address that is not http(s) when the feed is created', async () => {
      const catalogId = await catalog('Bad addresses');
      for (const url of ['ftp://shop.example.com/feed.csv', 'file:///etc/passwd', 'not a url']) {
        const response = await call('POST', '/ProductFeeds', { name: 'x', productCatalogId: catalogId, url });
        expect(response.status, url).toBe(400);
      }
    });
  },
);

describe('the feeds list (AP §7 ProductFeeds)', { timeout: FEED_TIMEOUT }, () => {
  it('newest first with the latest run; filters by catalog and status; pages', async () => {
    const one = await catalog('List one');
    const two = await catalog('List two');
    const done = await feed(one, 'Done feed');
    await uploaded(done, feedCsv(3));
    const failed = await feed(one, 'Failed feed');
    await uploaded(failed, 'nothing,useful\n1,2\n');
    const fresh = await feed(two, 'Fresh feed');
    const names = async (query: string) =>
      (await call('GET', `/ProductFeeds${query}`)).body.items.map((item: { name: string }) => item.name);
    expect(await names(`?productCatalogId=${String(one)}`)).toEqual(['Failed feed', 'Done feed']);
    expect(await names(`?productCatalogId=${String(two)}`)).toEqual(['Fresh feed']);
    expect(await names(`?productCatalogId=${String(one)}&status=done`)).toEqual(['Done feed']);
    expect(await names(`?productCatalogId=${String(one)}&status=failed`)).toEqual(['Failed feed']);
    const page = await call('GET', `/ProductFeeds?productCatalogId=${String(one)}&pageSize=1&page=2`);
    expect(page.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.body.items[0]).toMatchObject({ id: done, productCatalogId: one, url: null });
    expect((await call('GET', '/ProductFeeds?status=waiting')).status).toBe(400);
    // A catalog id past the id column's range names no catalog (the fuzzer once drew a 500 from it).
    expect(await names('?productCatalogId=2147483648')).toEqual([]);
    expect((await call('GET', `/ProductFeeds/${String(fresh)}`)).body.latestRun).toBeNull();
    // AP §3: the product configuration carries the status of the profile's latest run.
    const configuration = await server.request('GET', `${base()}/roimatic`, undefined, owner.auth);
    expect(configuration.body.productFeed).toEqual({ processingInfo: { deltaXFeedStatus: 'failed' } });
  });
});

describe('the job on retry (pg-boss retries a job whose process died)', { timeout: FEED_TIMEOUT }, () => {
  it('a run taken again from the start ends with the same products, bad rows and counts; a finished one is left', async () => {
    const catalogId = await catalog('Retried');
    const feedId = await feed(catalogId, 'Retried feed');
    const csv = feedCsv(1200, { 600: 'P600,,Shirt,https://shop.example.com/600.jpg,-1,,in stock,,,,' });
    const first = await uploaded(feedId, csv);
    const badRows = async () => (await call('GET', `/ProductFeeds/${String(feedId)}/badRows`)).body;
    const before = { run: first.latestRun, bad: await badRows() };
    expect(before.run).toMatchObject({ status: 'done', rowsRead: 1200, goodRows: 1199, badRows: 1 });

    const job = processProductFeeds({
      orm: server.orm,
      logger: pino({ level: 'silent' }),
      feedDownloads: httpFeedDownloads(),
    });
    // Done already: a job sent twice changes nothing.
    await job({ runId: first.latestRun.id });
    // As if the process died before marking it done: the file is still there, the run in progress.
    await server.orm.em
      .fork()
      .execute(`update product_feed_run set status = 'inProgress', source = ? where id = ?`, [
        Buffer.from(csv),
        first.latestRun.id,
      ]);
    await job({ runId: first.latestRun.id });
    const after = await finishedFeed(server, feedPath(feedId), owner.auth);
    expect({ ...after.latestRun, finishedAt: null }).toEqual({ ...before.run, finishedAt: null });
    expect(await badRows()).toEqual(before.bad);
    expect((await call('GET', `/ProductCatalogs/${String(catalogId)}`)).body.productCount).toBe(1199);
  });
});
