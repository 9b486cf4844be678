import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAppForFile } from '../support/browser-app.ts';
import { pageOfSession, sessionAt } from '../support/walk.ts';

const app = browserAppForFile();

/** A catalogue of locales/<code>/, as the texts expected on screen come from the catalogues themselves. */
const catalogue = async (code: string, namespace: string): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(new URL(`../../locales/${code}/${namespace}.json`, import.meta.url), 'utf8'));

/** The text at a dotted path of a catalogue (`steps.confirmation.title`). */
function textAt(texts: Record<string, unknown>, path: readonly string[]): string {
  const found = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
  if (typeof found !== 'string') throw new Error(`No text at ${path.join('.')}`);
  return found;
}

interface StepTexts {
  readonly heading: string;
  /** The confirmation step's terms box (locales/<code>/fields.json). */
  readonly terms: string;
  readonly next: string;
  readonly nextHeading: string;
}

async function textsOf(code: string): Promise<StepTexts> {
  const [flows, fields, renderer] = await Promise.all(['flows', 'fields', 'renderer'].map((ns) => catalogue(code, ns)));
  if (flows === undefined || fields === undefined || renderer === undefined) throw new Error('no catalogues');
  return {
    heading: textAt(flows, ['steps', 'confirmation', 'title']),
    terms: textAt(fields, ['confirmation', 'isTosAccepted', 'title']),
    next: textAt(renderer, ['wizard', 'next']),
    nextHeading: textAt(flows, ['steps', 'businessDetails', 'title']),
  };
}

const [english, french] = await Promise.all([textsOf('en'), textsOf('fr')]);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * A page that records the scripts it loads: a step whose schema is not the one the build compiled
 * its validator for loads Ajv itself (renderer/wizard/full-validator.ts) instead.
 */
async function watchedPage(): Promise<{ page: Page; scripts: string[] }> {
  const page = await app.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, scripts };
}

const fullValidator = (scripts: readonly string[]) => scripts.filter((path) => path.includes('full-validator'));

describe('steps in the chosen language, in a browser', { timeout: 30_000 }, () => {
  it("?lng=fr: the first step's heading and field labels are French, and NEXT checks it as in English", async () => {
    const { page, scripts } = await watchedPage();
    await page.goto(`${app.server.baseUrl}/signup?lng=fr`);
    await expect.poll(() => heading(page).textContent()).toBe(french.heading);
    await expect.poll(() => page.getByLabel(french.terms).count()).toBe(1);
    expect(await page.getByLabel(english.terms).count()).toBe(0);

    // NEXT with nothing ticked: refused in the browser, the step stays.
    await page.getByRole('button', { name: french.next }).click();
    await expect.poll(() => page.locator('.error-detail').count()).toBeGreaterThan(0);
    expect(await heading(page).textContent()).toBe(french.heading);

    // The countries are named in French too (Intl's names, locales/fr/enums.json), not in English.
    const britain = textAt(await catalogue('fr', 'enums'), ['United Kingdom']);
    expect(britain).toBe(new Intl.DisplayNames(['fr'], { type: 'region' }).of('GB'));
    expect(await page.getByLabel('United Kingdom').count()).toBe(0);
    await page.getByLabel(britain).check();
    await page.getByLabel(french.terms).check();
    await page
      .getByLabel(textAt(await catalogue('fr', 'fields'), ['confirmation', 'isPrivacyPolicyAccepted', 'title']))
      .check();
    await page.getByRole('button', { name: french.next }).click();
    await expect.poll(() => heading(page).textContent()).toBe(french.nextHeading);
    // Translated, the step kept its precompiled validator.
    expect(fullValidator(scripts)).toEqual([]);
  });

  it('switching the language on a step redraws its heading and labels in place', async () => {
    const { page, scripts } = await watchedPage();
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => heading(page).textContent()).toBe(english.heading);
    await page.getByLabel(english.terms).check();

    const language = textAt(await catalogue('en', 'renderer'), ['shell', 'language']);
    await page.getByLabel(language, { exact: true }).selectOption('fr');
    await expect.poll(() => heading(page).textContent()).toBe(french.heading);
    // The answer given before the switch is kept.
    expect(await page.getByLabel(french.terms).isChecked()).toBe(true);
    await expect.poll(() => page.title()).toContain(french.heading);
    expect(fullValidator(scripts)).toEqual([]);
  });

  it('the phone step names the countries in Hebrew, each dial code first and read left to right', async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'businessPhoneNumber', {}, {}, 'GB');
    const page = await pageOfSession(app, 'onboarding', sessionId, 'businessPhoneNumber?lng=he');
    const country = page.getByLabel(textAt(await catalogue('he', 'widgets'), ['phone', 'country']), { exact: true });
    const britain = new Intl.DisplayNames(['he'], { type: 'region' }).of('GB') ?? '';
    // A first-strong isolate keeps "+44" whole in a right-to-left line ("44+" without it).
    await expect.poll(() => country.locator('option:checked').textContent()).toBe(`\u2068+44\u2069 ${britain}`);
    expect(britain).not.toBe('United Kingdom');
  });
});
