import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { firstProfileId } from '../support/lead-campaign.ts';
import { imageFile } from '../support/page-images.ts';

/**
 * The asset library and saved audiences (AP §1 asset linking, audience addition; §5 document
 * upload) of a local business profile, in a browser.
 */
const app = browserAppForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;

async function signIn(user: SignedInUser, path: string, heading: string): Promise<Page> {
  const page = await app.newPage();
  await page.goto(url('/login'));
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => pathOf(page)).not.toBe('/login');
  await page.goto(url(path));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
  return page;
}

describe('assets and audiences in a browser', { timeout: 120_000 }, () => {
  it('uploads an image, shows it, and deletes it after a confirmation', async () => {
    const user = await signedInUser(app.server);
    const profileId = await firstProfileId(app.server, user);
    const page = await signIn(user, `/app/${String(profileId)}/assets`, 'Assets');
    await expect.poll(() => page.getByText(/No assets yet/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Upload a file').setInputFiles(await imageFile(page, 200, 'image/png'));
    const image = page.getByRole('img', { name: 'logo-200.png' });
    await expect.poll(() => image.count()).toBe(1);
    // The picture really arrived: the browser drew it at its size.
    await expect
      .poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(200);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'List' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'logo-200.png', exact: true }).count()).toBe(1);
    // The chosen view is shown as chosen: filled, the other not, and the two apart.
    const views = page.getByRole('group', { name: 'View' }).getByRole('button');
    const look = await views.evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = (
          globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }
        ).getComputedStyle(button);
        const box = (
          button as unknown as { getBoundingClientRect(): { left: number; right: number } }
        ).getBoundingClientRect();
        return { fill: style.backgroundColor, left: box.left, right: box.right };
      }),
    );
    expect(look).toHaveLength(2);
    const [grid, list] = look;
    expect(list?.fill).not.toBe(grid?.fill);
    expect((list?.left ?? 0) - (grid?.right ?? 0)).toBeGreaterThan(0);

    // The kind filter: an image is no document.
    await page.getByLabel('Show').selectOption({ label: 'Document' });
    await expect.poll(() => page.getByText('No assets of this kind.').count()).toBe(1);
    await page.getByLabel('Show').selectOption({ label: 'Image' });
    await expect.poll(() => page.getByRole('cell', { name: 'logo-200.png', exact: true }).count()).toBe(1);
    await page.getByLabel('Show').selectOption({ label: 'All files' });

    await page.getByRole('button', { name: 'Delete logo-200.png' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain('Delete logo-200.png? This cannot be undone.');
    expect(await seriousViolations(page)).toEqual([]);
    // No: nothing is deleted.
    await dialog.getByRole('button', { name: 'No, keep it' }).click();
    expect(await page.getByRole('cell', { name: 'logo-200.png', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete logo-200.png' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => page.getByText(/No assets yet/).count()).toBe(1);
    const listed = await app.server.request(
      'GET',
      `/api/businessProfiles/${String(profileId)}/assets`,
      undefined,
      user.auth,
    );
    expect(listed.body.total).toBe(0);
  });
});

describe('saved audiences in a browser', { timeout: 120_000 }, () => {
  it('creates an audience and sees it listed', async () => {
    const user = await signedInUser(app.server);
    const profileId = await firstProfileId(app.server, user);
    const page = await signIn(user, `/app/${String(profileId)}/audience`, 'Audience');
    await expect.poll(() => page.getByText(/No saved audiences yet/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Audience name').fill('Leeds women');
    await page.getByLabel('From age').selectOption('25');
    await page.getByLabel('To age').selectOption('45');
    await page.getByLabel('Gender').selectOption({ label: 'Only women' });
    // A place through GET /api/Locations and interests through the profile's targets (decision 224).
    await page.getByRole('searchbox', { name: 'Places' }).fill('Leeds');
    await page
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: /^Leeds/ })
      .first()
      .click();
    const interests = page.getByRole('searchbox', { name: 'Search Interests' });
    for (const interest of ['Hair care', 'Beauty salons']) {
      await interests.fill(interest.slice(0, 6));
      await page.getByRole('button', { name: `${interest} (Health and beauty)` }).click();
    }
    await page.getByRole('button', { name: 'Save audience' }).click();
    const row = page.getByRole('row', { name: /Leeds women/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('25–45');
    expect(await row.textContent()).toContain('Hair care, Beauty salons');
    const placesColumn = (await page.getByRole('columnheader').allTextContents()).indexOf('Places');
    expect(await row.getByRole('cell').nth(placesColumn).textContent()).toMatch(/^Leeds/);
    expect(await seriousViolations(page)).toEqual([]);

    // The lowest age above the highest: the server's words, nothing saved.
    await page.getByLabel('Audience name').fill('Upside down');
    await page.getByLabel('From age').selectOption('55');
    await page.getByLabel('To age').selectOption('25');
    await page.getByRole('button', { name: 'Save audience' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The lowest age must not be above the highest.' }).count())
      .toBe(1);
    const listed = await app.server.request(
      'GET',
      `/api/businessProfiles/${String(profileId)}/audiences`,
      undefined,
      user.auth,
    );
    expect(listed.body.items.map((item: { name: string }) => item.name)).toEqual(['Leeds women']);
    expect(listed.body.items[0]).toMatchObject({
      interests: ['Hair care', 'Beauty salons'],
      locations: [{ name: expect.stringMatching(/^Leeds/), key: expect.stringMatching(/^GB-/), locationMode: 2 }],
    });
  });
});

describe('ages in a right-to-left interface', { timeout: 60_000 }, () => {
  it('"65+" reads 65 then its plus in Hebrew, in the list and in the age choice', async () => {
    const user = await signedInUser(app.server);
    const profileId = await firstProfileId(app.server, user);
    const created = await app.server.request(
      'POST',
      `/api/businessProfiles/${String(profileId)}/audiences`,
      { name: 'Everyone', ageFrom: 18, ageTo: '65+', gender: 3 },
      user.auth,
    );
    expect(created.status).toBe(201);
    const page = await signIn(user, `/app/${String(profileId)}/audience`, 'Audience');
    await page.evaluate(() => {
      localStorage.setItem('adflow.language', 'he');
    });
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    const row = page.getByRole('row', { name: /Everyone/ });
    await expect.poll(() => row.count()).toBe(1);
    // Where each character of the ages cell is drawn, left to right on the screen.
    const drawn = await row
      .getByRole('cell')
      .filter({ hasText: '65' })
      .evaluate((cell) => {
        interface Box {
          left: number;
          width: number;
        }
        const doc = (cell as unknown as { ownerDocument: { createRange(): unknown } }).ownerDocument;
        const text = (cell as unknown as { firstChild: { textContent: string } }).firstChild;
        // Offsets in UTF-16 units, as a range counts them (every character here is one).
        const indexes = Array.from({ length: text.textContent.length }, (_, index) => index);
        const glyphs = indexes.flatMap((index) => {
          const character = text.textContent.charAt(index);
          const range = doc.createRange() as {
            setStart(node: unknown, offset: number): void;
            setEnd(node: unknown, offset: number): void;
            getBoundingClientRect(): Box;
          };
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const box = range.getBoundingClientRect();
          return box.width === 0 ? [] : [{ character, left: box.left }];
        });
        return glyphs
          .sort((a, b) => a.left - b.left)
          .map((glyph) => glyph.character)
          .join('');
      });
    // Each age keeps its own order; the range reads right to left, as the line does.
    expect(drawn).toBe('65+–18');
    // The age choice lists the band as "65+" too.
    const option = page.getByLabel('עד גיל').locator('option').last();
    expect(await option.evaluate((element) => (element as unknown as { text: string }).text)).toContain('65+');
    await page.context().close();
  });
});
