import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import frenchFeed from '../../locales/fr/productFeed.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { PHONE_WIDTH, phoneFitProblems } from '../support/phone-fit.ts';
import { FEED_HEADER, feedCsv } from '../server/modules/product-feed/feed-csv.ts';
import { png } from '../server/modules/media/test-images.ts';

/**
 * The product feed (AP §2 product feed screen, §3 columns, §4 in progress then done): a store
 * owner uploads a 10,000-row feed, watches it processed in the background and reads its bad rows
 * by line; a profile switch with the form filled asks to stay, leave, or save and continue.
 */
const app = browserAppForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;
const status = (page: Page) => page.getByRole('status').filter({ hasText: /In progress|Done|Failed|Not processed/ });

/** A store owner: an e-commerce profile (AP §1 category 2) beside the profile every sign-up has. */
async function storeOwner(): Promise<{ user: SignedInUser; shopId: number; otherId: number; otherName: string }> {
  const user = await signedInUser(app.server);
  const shop = await app.server.request(
    'POST',
    '/api/businessProfiles',
    { name: 'Northwind Store', category: 2 },
    user.auth,
  );
  expect(shop.status).toBe(201);
  const profiles = await app.server.request(
    'GET',
    `/api/users/${String(user.userId)}/businessProfiles`,
    undefined,
    user.auth,
  );
  const other = (profiles.body.data as { id: number; name: string }[]).find((profile) => profile.id !== shop.body.id);
  if (other === undefined) throw new Error('the sign-up profile is missing');
  return { user, shopId: shop.body.id as number, otherId: other.id, otherName: other.name };
}

async function signIn(user: SignedInUser, path: string): Promise<Page> {
  const page = await app.newPage();
  await page.goto(url('/login'));
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => pathOf(page)).not.toBe('/login');
  await page.goto(url(path));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Product feed');
  return page;
}

async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /Switch business profile/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

const BAD_LINES = {
  101: 'P101,,Linen shirt,https://shop.example.com/101.jpg,free,,in stock,,,,',
  5001: 'P5001,,Linen shirt,https://shop.example.com/5001.jpg,20,,sold out,,,,',
  9999: 'P9999,,,https://shop.example.com/9999.jpg,20,,in stock,,,,',
};

/** The store's own image host: a product photo, one too small for an ad (OL §5: 150 px), and a 404. */
async function imageHost(): Promise<{ base: string; close: () => void }> {
  const images: Readonly<Record<string, Buffer>> = { '/shirt.png': png(600, 600), '/icon.png': png(100, 100) };
  const host = createServer((req, res) => {
    const image = images[req.url ?? ''];
    if (image === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'image/png' }).end(image);
  });
  host.listen(0, '127.0.0.1');
  await new Promise((resolve) => host.once('listening', resolve));
  return { base: `http://127.0.0.1:${String((host.address() as AddressInfo).port)}`, close: () => host.close() };
}

describe('product feed in a browser', { timeout: 180_000 }, () => {
  it('a store owner uploads a 10,000-row feed: in progress, then done, with the bad rows by line', async () => {
    const { user, shopId } = await storeOwner();
    const page = await signIn(user, `/app/${String(shopId)}/productFeed`);
    // The heading shows before the feeds have loaded.
    await expect.poll(() => page.getByText('No feeds yet. Add one above.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // No catalog yet: the form offers a new one by name.
    await page.getByLabel('Catalog name').fill('Summer range');
    await page.getByLabel('Feed name').fill('Full catalogue');
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'northwind.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(feedCsv(10_000, BAD_LINES)),
    });
    await page.getByRole('button', { name: 'Save and process' }).click();

    // AP §4: in progress first, then done; the states the screen showed, in order.
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const text =
            (await status(page)
              .textContent()
              .catch(() => null)) ?? '';
          if (text !== '' && seen.at(-1) !== text) seen.push(text);
          return text;
        },
        { timeout: 120_000, interval: 100 },
      )
      .toBe('Done');
    expect(seen).toEqual(['In progress', 'Done']);
    const counts = page.locator('.feed-counts');
    await expect.poll(() => counts.textContent()).toContain('10,000');
    expect(await counts.textContent()).toContain('9,997');

    const badRows = page.getByRole('table', { name: 'Rows that were not imported, by line' });
    await expect.poll(() => badRows.getByRole('row').count()).toBe(4);
    const lines = await badRows.locator('tbody th').allTextContents();
    expect(lines).toEqual(['101', '5001', '9999']);
    expect(await badRows.textContent()).toContain('price "free" is not a number such as 12.99 or 12.99 GBP.');
    expect(await badRows.textContent()).toContain('availability "sold out" is not one of');
    expect(await badRows.textContent()).toContain('title is empty.');
    const products = page.getByRole('table', { name: 'Products of the catalog' });
    await expect.poll(() => products.getByRole('row').count()).toBe(21);
    expect(await page.getByRole('table', { name: 'Your product feeds, newest first' }).textContent()).toContain(
      'Full catalogue',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a profile switch with the form filled asks: stay keeps it, leave drops it, save and continue saves it', async () => {
    const { user, shopId, otherId, otherName } = await storeOwner();
    const page = await signIn(user, `/app/${String(shopId)}/productFeed`);
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });

    // Stay: the page and what was typed are kept.
    await page.getByLabel('Feed name').fill('Draft feed');
    await switchTo(page, otherName);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(pathOf(page)).toBe(`/app/${String(shopId)}/productFeed`);
    expect(await page.getByLabel('Feed name').inputValue()).toBe('Draft feed');

    // Leave: the other profile's product feed, with nothing carried over.
    await switchTo(page, otherName);
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/app/${String(otherId)}/productFeed`);
    await expect.poll(() => page.getByLabel('Feed name').inputValue()).toBe('');
    // An empty form is no unsaved change: the switch back asks nothing.
    await switchTo(page, 'Northwind Store');
    await expect.poll(() => pathOf(page)).toBe(`/app/${String(shopId)}/productFeed`);
    expect(await dialog.count()).toBe(0);

    // Save and continue: the feed is created and processed, then the switch goes on.
    await page.getByLabel('Catalog name').fill('Autumn range');
    await page.getByLabel('Feed name').fill('Weekly upload');
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'weekly.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(feedCsv(5)),
    });
    await switchTo(page, otherName);
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/app/${String(otherId)}/productFeed`);
    const feeds = await app.server.request(
      'GET',
      `/api/businessProfiles/${String(shopId)}/ProductFeeds`,
      undefined,
      user.auth,
    );
    expect(feeds.body.items.map((feed: { name: string }) => feed.name)).toEqual(['Weekly upload']);
    await page.context().close();
  });

  it('a bad row says why in the interface language; a row stored before reasons had codes keeps its English', async () => {
    const { user, shopId } = await storeOwner();
    const page = await signIn(user, `/app/${String(shopId)}/productFeed`);
    await page.getByLabel('Catalog name').fill('Winter range');
    await page.getByLabel('Feed name').fill('Small feed');
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'small.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(feedCsv(4, { 3: BAD_LINES[101].replace('P101', 'P3') })),
    });
    await page.getByRole('button', { name: 'Save and process' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toBe('Done');
    // A run written before decision 230: its row has the English reason and no code.
    await app.server.orm.em.getConnection().execute(
      `insert into product_feed_bad_row (run_id, line, product_id, reason)
         select run_id, 5, 'P5', 'title is empty.' from product_feed_bad_row where product_id = 'P3'
         and run_id = (select max(run_id) from product_feed_bad_row where product_id = 'P3')`,
    );

    await page.evaluate(() => {
      localStorage.setItem('adflow.language', 'fr');
    });
    await page.reload();
    // A reload shows the list of feeds: the feed is opened again, now in French.
    await page.getByRole('button', { name: 'Small feed' }).click();
    const badRows = page.getByRole('table', { name: frenchFeed.badRows.caption });
    await expect.poll(() => badRows.getByRole('row').count(), { timeout: 30_000 }).toBe(3);
    const reasons = await badRows.locator('tbody td:last-child').allTextContents();
    expect(reasons).toEqual(['price « free » n’est pas un nombre comme 12.99 ou 12.99 GBP.', 'title is empty.']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("at a phone's width the page fits: the tables scroll sideways inside their frames, not the page (issue 23)", async () => {
    const { user, shopId } = await storeOwner();
    const page = await signIn(user, `/app/${String(shopId)}/productFeed`);
    await page.getByLabel('Catalog name').fill('Spring range');
    await page.getByLabel('Feed name').fill('Phone feed');
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'phone.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(feedCsv(25, { 3: BAD_LINES[101].replace('P101', 'P3') })),
    });
    await page.getByRole('button', { name: 'Save and process' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toBe('Done');
    const products = page.getByRole('table', { name: 'Products of the catalog' });
    await expect.poll(() => products.getByRole('row').count()).toBe(21);
    await expect.poll(() => page.getByRole('table', { name: 'Rows that were not imported, by line' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('table', { name: 'Your product feeds, newest first' }).count()).toBe(1);

    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    expect(await phoneFitProblems(page)).toEqual([]);
    // The products' six columns are wider than a phone: their frame scrolls, within the page.
    const { right, clientWidth, scrollWidth } = await page.evaluate<{
      right: number;
      clientWidth: number;
      scrollWidth: number;
    }>(`(() => {
      const caption = [...document.querySelectorAll('caption')].find((each) => each.textContent === 'Products of the catalog');
      const frame = caption.closest('table').parentElement;
      return { right: frame.getBoundingClientRect().right, clientWidth: frame.clientWidth, scrollWidth: frame.scrollWidth };
    })()`);
    expect(right).toBeLessThanOrEqual(PHONE_WIDTH);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await page.context().close();
  });

  it("a product's photo goes into the profile's images for the ads; one that cannot says why (decision 457)", async () => {
    const host = await imageHost();
    const { user, shopId } = await storeOwner();
    const page = await signIn(user, `/app/${String(shopId)}/productFeed`);
    await page.getByLabel('Catalog name').fill('Photo range');
    await page.getByLabel('Feed name').fill('Photo feed');
    const rows = [
      `P1,,Linen shirt,${host.base}/shirt.png,29.99,,in stock,,,,`,
      `P2,,Shop icon,${host.base}/icon.png,1.00,,in stock,,,,`,
      `P3,,Old boots,${host.base}/boots.png,49.00,,in stock,,,,`,
    ];
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'photos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${[FEED_HEADER, ...rows].join('\n')}\n`),
    });
    await page.getByRole('button', { name: 'Save and process' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toBe('Done');

    await page.getByRole('button', { name: 'Use in ads: Linen shirt' }).click();
    const kept = page.getByRole('link', { name: 'In your images' });
    await kept.waitFor();
    await page.getByRole('button', { name: 'Use in ads: Shop icon' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: '100x100' }).textContent())
      .toBe('The image must be at least 150x150 px; this one is 100x100 px.');
    await page.getByRole('button', { name: 'Use in ads: Old boots' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'HTTP' }).textContent())
      .toBe("The product's image cannot be read: The image address answered HTTP 404.");
    expect(await seriousViolations(page)).toEqual([]);

    // The link leads to the images, where the shirt's photo is the newest.
    await kept.click();
    await expect.poll(() => pathOf(page)).toBe(`/app/${String(shopId)}/assets`);
    await expect.poll(() => page.getByText('shirt.png').count()).toBeGreaterThan(0);
    await page.context().close();
    host.close();
  });
});
