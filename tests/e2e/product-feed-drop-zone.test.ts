import type { JSHandle, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { signedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { PHONE_WIDTH, phoneFitProblems } from '../support/phone-fit.ts';
import { feedCsv } from '../server/modules/product-feed/feed-csv.ts';

/**
 * The product feed's CSV field is the drop zone every file field has (ui/file-drop-zone.tsx,
 * issue 23): a file picked through the input or dropped on the zone shows its name and size, can
 * be replaced by another, and is the one the feed is made from.
 */
const app = browserAppForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A store owner on the product feed of an e-commerce profile (AP §1 category 2). */
async function productFeedPage(): Promise<{ page: Page; shopId: number; auth: Record<string, string> }> {
  const user = await signedInUser(app.server);
  const shop = await app.server.request('POST', '/api/businessProfiles', { name: 'Drop Shop', category: 2 }, user.auth);
  expect(shop.status).toBe(201);
  const shopId = shop.body.id as number;
  const page = await app.newPage();
  await page.goto(`${app.server.baseUrl}/login`);
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => pathOf(page)).not.toBe('/login');
  await page.goto(`${app.server.baseUrl}/app/${String(shopId)}/productFeed`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Product feed');
  return { page, shopId, auth: user.auth };
}

/** What a test reads of the page's window (these tests have no DOM types). */
interface ComputedStyles {
  getComputedStyle(element: unknown): { outlineStyle: string };
}

/** A file as a drag from the desktop carries it: a DataTransfer made in the page. */
const dataTransferOf = (page: Page, name: string, type: string, text: string): Promise<JSHandle> =>
  page.evaluateHandle(`(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([${JSON.stringify(text)}], ${JSON.stringify(name)}, { type: ${JSON.stringify(type)} }));
    return transfer;
  })()`);

/** Drags the file over the zone (which shows it), then drops it there. */
async function drop(page: Page, zone: Locator, name: string, type: string, text: string): Promise<void> {
  const dataTransfer = await dataTransferOf(page, name, type, text);
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect.poll(() => zone.getAttribute('data-dragging')).toBe('true');
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect.poll(() => zone.getAttribute('data-dragging')).toBe('false');
}

describe('the product feed form’s file drop zone', { timeout: 180_000 }, () => {
  it('takes a CSV picked or dropped, shows its name and size, refuses a file that is no CSV, and saves the feed', async () => {
    const { page, shopId, auth } = await productFeedPage();
    const input = page.getByLabel('CSV file', { exact: true });
    const zone = page.locator('.feed-form .file-drop-zone-face');
    await expect.poll(() => zone.textContent()).toBe('Choose a CSV file, or drop it here');
    // The input is named by the field alone and described by the field's hint.
    const hintId = await input.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId ?? ''}"]`).textContent()).toMatch(/^Columns: product_id/);
    expect(await input.getAttribute('aria-invalid')).toBe('false');
    expect(await input.getAttribute('accept')).toBe('.csv,text/csv');
    expect(await input.getAttribute('multiple')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    // The keyboard reaches the hidden input, past the source's radios; the zone shows its focus.
    await page.getByLabel('Catalog name').fill('Dropped range');
    await page.getByLabel('Feed name').fill('Dropped feed');
    const focused = (locator: Locator) =>
      locator.evaluate((element) => {
        const { ownerDocument } = element as unknown as { ownerDocument: { activeElement: unknown } };
        return ownerDocument.activeElement === element;
      });
    await page.keyboard.press('Tab');
    expect(await focused(page.getByLabel('Upload a CSV file'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(input)).toBe(true);
    const outline = await zone.evaluate((face) => {
      const { ownerDocument } = face as unknown as { ownerDocument: { defaultView: ComputedStyles } };
      return ownerDocument.defaultView.getComputedStyle(face).outlineStyle;
    });
    expect(outline).toBe('solid');

    // Picked through the input: its name and size, and the zone offers another.
    await input.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(feedCsv(10_000)) });
    await expect.poll(() => zone.locator('.file-drop-zone-name').textContent()).toBe('catalogue.csv');
    expect(await zone.locator('.file-drop-zone-size').textContent()).toMatch(/^1\.\d MB$/);
    expect(await zone.locator('.file-drop-zone-action').textContent()).toBe('Choose another file, or drop it here');

    // Dropped: a file that is no CSV replaces it, and saving says why it cannot be used.
    await drop(page, zone, 'notes.txt', 'text/plain', 'not a feed');
    await expect.poll(() => zone.locator('.file-drop-zone-name').textContent()).toBe('notes.txt');
    await page.getByRole('button', { name: 'Save and process' }).click();
    const refusal = 'This is not a CSV file: choose a file whose name ends in .csv.';
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'CSV' }).textContent()).toBe(refusal);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ')[0] ?? ''}"]`).textContent()).toBe(refusal);
    expect(await seriousViolations(page)).toEqual([]);

    // Dropped again, a CSV of five products: the one the feed is made from.
    await drop(page, zone, 'weekly.csv', 'text/csv', feedCsv(5));
    await expect.poll(() => zone.locator('.file-drop-zone-name').textContent()).toBe('weekly.csv');
    expect(await zone.locator('.file-drop-zone-size').textContent()).toBe('1 kB');
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    expect(await phoneFitProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Save and process' }).click();
    const status = page.getByRole('status').filter({ hasText: /In progress|Done|Failed/ });
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toBe('Done');
    const products = page.getByRole('table', { name: 'Products of the catalog' });
    await expect.poll(() => products.getByRole('row').count()).toBe(6);
    const feeds = await app.server.request(
      'GET',
      `/api/businessProfiles/${String(shopId)}/ProductFeeds`,
      undefined,
      auth,
    );
    expect(feeds.body.items.map((feed: { name: string }) => feed.name)).toEqual(['Dropped feed']);
    // Saved: the form is empty again, the zone too.
    await page.getByRole('button', { name: 'Save and process' }).waitFor();
    await expect
      .poll(() => page.locator('.feed-form .file-drop-zone-face').textContent())
      .toBe('Choose a CSV file, or drop it here');
    await page.context().close();
  });
});
