import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin, pageOnDashboard } from '../support/browser-sign-in.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { ownProfile } from '../support/campaigns.ts';
import { randomUUID } from 'node:crypto';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { walkOn, type SignedIn } from '../../scripts/walk-session.ts';
import { ProfileMember, User } from '../../server/modules/accounts/entities.ts';
import { Campaign } from '../../server/modules/campaigns/entities.ts';
import { payForSession } from '../support/pay.ts';
import { project } from '../support/project.ts';
import { browserStorageFor, sessionAt } from '../support/walk.ts';

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

  it(
    'an owner who signs up in Hebrew has a Hebrew account, and the campaign paid for is named in Hebrew on the dashboard',
    { timeout: 120_000 },
    async () => {
      const { fields, widgets, account, enums } = await signUpTexts('he');
      const sessionId = await sessionAt(app.server, 'onboarding', 'emailSignup');
      const page = await app.newPage();
      await page.context().addInitScript(
        (items) => {
          for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        },
        { ...browserStorageFor('onboarding', sessionId), 'adflow.language': 'he' },
      );
      await page.goto(`${app.server.baseUrl}/signup/emailSignup`);

      // Sign-up as a Hebrew reader does it, every word on screen Hebrew.
      const email = `dana.${randomUUID().slice(0, 8)}@example.co.il`;
      await page.getByLabel(new RegExp(`^${fields['email-signup'].emailAddress.title}`)).fill(email);
      await page.getByRole('button', { name: widgets.otp.send }).click();
      const code = otpIn(await nextMessageTo(app.server.outboxDir, email));
      await page.getByLabel(new RegExp(`^${fields['email-signup'].otp.title}`)).fill(code);
      await page.getByRole('button', { name: hebrew.wizard.next }).click();
      await page.getByRole('heading', { level: 1, name: account.setPassword.heading }).waitFor();
      await page.getByLabel(account.fields.firstName).fill('Dana');
      await page.getByLabel(account.fields.lastName).fill('Levi');
      await page.getByLabel(account.fields.newPassword, { exact: true }).fill('Dana&Levi2026');
      await page.getByLabel(account.fields.confirmPassword).fill('Dana&Levi2026');
      await page.getByRole('button', { name: account.setPassword.submit }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/signup/creative');
      const signedIn = JSON.parse(String(await page.evaluate(() => localStorage.getItem('adflow.auth')))) as SignedIn;
      const user = await app.server.orm.em.fork().findOneOrFail(User, signedIn.userId);
      expect(user.languageId).toBe(3);

      // The rest of the walk (the walk's objective is phone calls) and the payment, then the dashboard.
      await walkOn(app.server.baseUrl, project, 'onboarding', { sessionId, step: 'creative', signedIn }, 'launching');
      await payForSession(app.server, sessionId, { authorization: `Bearer ${signedIn.accessToken}` });
      const em = app.server.orm.em.fork();
      const { businessProfile } = await em.findOneOrFail(ProfileMember, { user: user.id });
      const campaign = await em.findOneOrFail(Campaign, { businessProfile });
      const month = campaign.startDate.toLocaleDateString('he', { month: 'short', year: 'numeric', timeZone: 'UTC' });
      expect(campaign.name).toBe(`${String(enums.calls)} – ${month}`);
      await page.goto(`${app.server.baseUrl}/`);
      await page.getByRole('rowheader', { name: campaign.name }).waitFor();
      expect(await html(page)).toEqual({ lang: 'he', dir: 'rtl' });
    },
  );
});

/** The texts of sign-up's e-mail and password steps, and the objectives' names, in a language's catalogues. */
interface SignUpTexts {
  readonly fields: { readonly 'email-signup': Record<'emailAddress' | 'otp', { readonly title: string }> };
  readonly widgets: { readonly otp: { readonly send: string } };
  readonly account: {
    readonly setPassword: { readonly heading: string; readonly submit: string };
    readonly fields: Record<'firstName' | 'lastName' | 'newPassword' | 'confirmPassword', string>;
  };
  readonly enums: Readonly<Record<string, string>>;
}

async function signUpTexts(code: string): Promise<SignUpTexts> {
  const read = async (namespace: string): Promise<unknown> =>
    JSON.parse(await readFile(new URL(`../../locales/${code}/${namespace}.json`, import.meta.url), 'utf8'));
  const [fields, widgets, account, enums] = await Promise.all(['fields', 'widgets', 'account', 'enums'].map(read));
  return { fields, widgets, account, enums } as SignUpTexts;
}

async function accountOf(user: SignedInUser): Promise<{ languageId: number | null }> {
  const answer = await app.server.request('GET', `/api/users/${String(user.userId)}`, undefined, user.auth);
  return answer.body as { languageId: number | null };
}
