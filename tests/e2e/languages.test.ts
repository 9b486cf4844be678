import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin, pageOnDashboard } from '../support/browser-sign-in.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { ownProfile } from '../support/campaigns.ts';

const app = browserAppForFile();

interface Catalogue {
  readonly wizard: { readonly next: string };
  readonly shell: { readonly language: string; readonly support: string; readonly errorTitle: string };
}

/** A language's renderer.json: the texts expected on screen come from the catalogues themselves. */
const rendererCatalogue = async (code: string): Promise<Catalogue> =>
  JSON.parse(await readFile(new URL(`../../locales/${code}/renderer.json`, import.meta.url), 'utf8'));

const [english, hebrew, french] = await Promise.all(['en', 'he', 'fr'].map(rendererCatalogue));
if (english === undefined || hebrew === undefined || french === undefined) throw new Error('no catalogues');

// The page's language and direction, as screen readers and the layout see them.
const html = (page: Page) =>
  page.evaluate<{ lang: string; dir: string }>(
    '({ lang: document.documentElement.lang, dir: document.documentElement.dir })',
  );
const nextButton = (page: Page, catalogue: Catalogue) => page.getByRole('button', { name: catalogue.wizard.next });

describe('interface languages in a browser', { timeout: 30_000 }, () => {
  it('Hebrew chosen in the header: the page reads right to left in Hebrew, also after a reload', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => nextButton(page, english).count()).toBe(1);
    expect(await html(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByLabel(english.shell.language, { exact: true }).selectOption('he');
    await expect.poll(() => html(page)).toEqual({ lang: 'he', dir: 'rtl' });
    await expect.poll(() => nextButton(page, hebrew).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: hebrew.shell.support }).count()).toBe(1);
    // Mirrored: the brand, first in the header, sits at its right.
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const viewport = page.viewportSize();
    expect(brand !== null && viewport !== null && brand.x > viewport.width / 2).toBe(true);

    await page.reload();
    await expect.poll(() => nextButton(page, hebrew).isVisible()).toBe(true);
    expect(await html(page)).toEqual({ lang: 'he', dir: 'rtl' });
    expect(await page.getByLabel(hebrew.shell.language, { exact: true }).inputValue()).toBe('he');
  });

  it('?lng= wins over the stored choice, and is stored in its place', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/signup`);
    await page.getByLabel(english.shell.language, { exact: true }).selectOption('he');
    await expect.poll(() => html(page)).toEqual({ lang: 'he', dir: 'rtl' });

    await page.goto(`${app.server.baseUrl}/signup?lng=fr`);
    await expect.poll(() => nextButton(page, french).isVisible()).toBe(true);
    expect(await html(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(await page.getByLabel(french.shell.language, { exact: true }).inputValue()).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('adflow.language'))).toBe('fr');

    await page.goto(`${app.server.baseUrl}/no/such/page`);
    await expect.poll(() => html(page)).toEqual({ lang: 'fr', dir: 'ltr' });
  });

  it('the selector lists the 14 languages by their own names', async () => {
    const languages = JSON.parse(await readFile(new URL('../../locales/languages.json', import.meta.url), 'utf8')) as {
      code: string;
      nativeName: string;
    }[];
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/signup`);
    const options = page.getByLabel(english.shell.language, { exact: true }).locator('option');
    await expect.poll(() => options.count()).toBe(14);
    expect(await options.allTextContents()).toEqual(languages.map((language) => language.nativeName));
    const values = await Promise.all((await options.all()).map((option) => option.getAttribute('value')));
    expect(values).toEqual(languages.map((language) => language.code));
  });

  it("an English visitor's page loads no other language's catalogues", async () => {
    const page = await app.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => nextButton(page, english).count()).toBe(1);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    // A text found in the Hebrew and French catalogues alone.
    for (const text of [hebrew.shell.errorTitle, french.shell.errorTitle])
      expect(loaded.filter((script) => script.includes(text))).toEqual([]);
  });
});

describe("the account's language (AP §3 languageId, decision 474)", { timeout: 60_000 }, () => {
  it('a language chosen while signed in is saved to the account, and the next sign-in on another device opens in it', async () => {
    const user = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, user);
    const page = await pageOnDashboard(app, user.emailAddress, profileId);
    // The first sign-in records the language the account was used in.
    await expect.poll(async () => (await accountOf(user)).languageId).toBe(1);

    await page.getByLabel(english.shell.language, { exact: true }).selectOption('he');
    await expect.poll(() => html(page)).toEqual({ lang: 'he', dir: 'rtl' });
    await expect.poll(async () => (await accountOf(user)).languageId).toBe(3);
    await page.context().close();

    // Another browser, never told: signed in, the interface is the account's.
    const other = await app.newPage();
    await other.goto(`${app.server.baseUrl}/login`);
    await fillPasswordLogin(other, user.emailAddress);
    await other.waitForURL(`**/app/${String(profileId)}/dashboard`);
    await expect.poll(() => html(other)).toEqual({ lang: 'he', dir: 'rtl' });
    expect(await other.getByLabel(hebrew.shell.language, { exact: true }).inputValue()).toBe('he');
    await other.context().close();
  });
});

async function accountOf(user: SignedInUser): Promise<{ languageId: number | null }> {
  const answer = await app.server.request('GET', `/api/users/${String(user.userId)}`, undefined, user.auth);
  return answer.body as { languageId: number | null };
}
