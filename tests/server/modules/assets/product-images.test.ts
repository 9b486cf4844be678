import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFeedDownloads } from '../../../../server/adapters/feed-downloads.ts';
import { BusinessProfile } from '../../../../server/modules/accounts/entities.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { firstProfileId } from '../../../support/lead-campaign.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { GIF, jpeg, png } from '../media/test-images.ts';
import { FEED_HEADER, FEED_TIMEOUT, finishedFeed, uploadFeed } from '../product-feed/feed-csv.ts';

/**
 * A product's image from the profile's feed kept in its asset library (decision 457; AP §1 asset
 * linking, §3 image link): read from the store's own host, as the feed was.
 */
let server: SharedTestServer;
let owner: SignedInUser;
let stranger: SignedInUser;
let profileId: number;
let catalogId: number;
let imageHost: Server;

const SHIRT = png(600, 600);
const BOOTS = jpeg(800, 1000);
const IMAGES: Readonly<Record<string, Buffer>> = {
  '/img/linen%20shirt.png': SHIRT,
  '/img/boots.jpg': BOOTS,
  '/img/icon.png': png(100, 100),
  '/img/banner.gif': GIF,
  '/img/poster.png': Buffer.alloc(6 * 1024 * 1024, 1),
};

const base = (id = profileId) => `/api/businessProfiles/${String(id)}`;
const addImage = (body: unknown, user: SignedInUser = owner, id = profileId) =>
  server.request('POST', `${base(id)}/assets/fromProduct`, body, user.auth);

beforeAll(async () => {
  imageHost = createServer((req, res) => {
    const image = IMAGES[req.url ?? ''];
    if (image === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'image/png' }).end(image);
  });
  imageHost.listen(0, '127.0.0.1');
  await new Promise((resolve) => imageHost.once('listening', resolve));
  const host = `http://127.0.0.1:${String((imageHost.address() as AddressInfo).port)}`;

  server = await sharedTestServer();
  owner = await signedInUser(server);
  stranger = await signedInUser(server);
  profileId = await firstProfileId(server, owner);
  // AP §1: e-commerce keeps an asset library.
  await server.orm.em.fork().nativeUpdate(BusinessProfile, { id: profileId }, { category: 2 });
  const catalog = await server.request('POST', `${base()}/ProductCatalogs`, { name: 'Spring' }, owner.auth);
  catalogId = catalog.body.id as number;
  const feed = await server.request(
    'POST',
    `${base()}/ProductFeeds`,
    { name: 'Spring feed', productCatalogId: catalogId },
    owner.auth,
  );
  const feedId = String(feed.body.id);
  const rows = ['linen%20shirt.png', 'boots.jpg', 'icon.png', 'banner.gif', 'poster.png', 'gone.png'].map(
    (file, n) => `P${String(n + 1)},,Product ${String(n + 1)},${host}/img/${file},10.00,,in stock,,,,`,
  );
  const csv = `${[FEED_HEADER, ...rows].join('\n')}\n`;
  await uploadFeed(server, `${base()}/productFeeds/${feedId}/process`, owner.auth, csv);
  const done = await finishedFeed(server, `${base()}/ProductFeeds/${feedId}`, owner.auth);
  expect(done.latestRun).toMatchObject({ status: 'done', goodRows: 6 });
}, FEED_TIMEOUT);
afterAll(async () => {
  await new Promise((resolve) => imageHost.close(resolve));
});

describe("a product's image into the asset library (decision 457)", () => {
  it('keeps the image the product links to, named by its file, and serves its bytes', async () => {
    const added = await addImage({ productCatalogId: catalogId, productId: 'P1' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      kind: 'image',
      fileName: 'linen shirt.png',
      mimeType: 'image/png',
      sizeBytes: SHIRT.length,
      width: 600,
      height: 600,
    });
    expect(added.headers.get('location')).toBe(`/api/assets/${String(added.body.id)}/file`);
    const file = await fetch(added.body.url as string);
    expect(Buffer.from(await file.arrayBuffer()).equals(SHIRT)).toBe(true);

    const boots = await addImage({ productCatalogId: catalogId, productId: 'P2' });
    expect(boots.body).toMatchObject({ fileName: 'boots.jpg', mimeType: 'image/jpeg', width: 800, height: 1000 });
    const library = await server.request('GET', `${base()}/assets?kind=image`, undefined, owner.auth);
    expect(library.body.items.map((asset: { id: string }) => asset.id)).toEqual([boots.body.id, added.body.id]);
  });

  it.each([
    ['P3', 'The image must be at least 150x150 px; this one is 100x100 px.'],
    ['P4', 'The file must be a PNG or JPEG image.'],
    ['P5', "The product's image cannot be read: The image is larger than 5 MB."],
    ['P6', "The product's image cannot be read: The image address answered HTTP 404."],
  ])('refuses product %s with 400 (102) and the reason at /productId, keeping nothing', async (productId, message) => {
    const before = await server.request('GET', `${base()}/assets`, undefined, owner.auth);
    const refused = await addImage({ productCatalogId: catalogId, productId });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 102, fields: [{ path: '/productId', message }] });
    const after = await server.request('GET', `${base()}/assets`, undefined, owner.auth);
    expect(after.body.total).toBe(before.body.total);
  });

  it.each([
    ['a catalog that is not there', () => ({ productCatalogId: 1_000_000, productId: 'P1' }), 404],
    ['a product id not in the catalog', () => ({ productCatalogId: catalogId, productId: 'P9' }), 404],
    ['a body without a product', () => ({ productCatalogId: catalogId }), 400],
  ])('answers %s with %s', async (_label, body, status) => {
    expect((await addImage(body())).status).toBe(status);
  });

  it("is the owner's alone: another user 403 (113), and their own profile does not find this catalog", async () => {
    const other = await addImage({ productCatalogId: catalogId, productId: 'P1' }, stranger);
    expect(other.body.errorCode).toBe(113);
    const theirs = await firstProfileId(server, stranger);
    await server.orm.em.fork().nativeUpdate(BusinessProfile, { id: theirs }, { category: 2 });
    const fromTheirs = await addImage({ productCatalogId: catalogId, productId: 'P1' }, stranger, theirs);
    expect(fromTheirs.status).toBe(404);
  });
});

describe('reading images of other hosts in production', () => {
  it('refuses an address on a private network (a request forgery), naming it an image address', async () => {
    const port = String((imageHost.address() as AddressInfo).port);
    const read = httpFeedDownloads().open(`http://127.0.0.1:${port}/img/boots.jpg`, 1024 * 1024, 'image');
    await expect(read).rejects.toMatchObject({
      message: 'The image address 127.0.0.1 is on a private network.',
      failure: { code: 'privateNetwork', params: { host: '127.0.0.1' } },
    });
  });
});
