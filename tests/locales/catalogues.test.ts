import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Language {
  readonly code: string;
  readonly name: string;
  readonly nativeName: string;
  readonly tag: string;
  readonly dir: string;
}

/** A catalogue flattened to its dotted keys, as i18next looks them up (`chips.count_one`). */
type Flat = ReadonlyMap<string, string>;

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));

// The spec's interface languages, by the spec's own ids (also the directory names), in its order.
const SPEC_CODES = ['en', 'fr', 'he', 'ru', 'ar', 'cn', 'ge', 'sp', 'ja', 'ko', 'it', 'hu', 'pt_PT', 'hi'];
const RIGHT_TO_LEFT = new Set(['he', 'ar']);
// The ids that are not BCP 47 tags themselves.
const TAGS: Readonly<Record<string, string>> = { cn: 'zh-CN', ge: 'de', sp: 'es', pt_PT: 'pt-PT' };

// Texts that may read the same as the English, as `{code or *}/{namespace}:{key}` (a plural key
// without its suffix), with the reason: notations and symbols, and words a language borrowed.
const SAME_AS_ENGLISH: ReadonlyMap<string, string> = new Map([
  ['*/widgets:colour.placeholder', 'hexadecimal colour notation'],
  ['*/widgets:radius.kilometres', 'km is the international unit symbol'],
  ['it/enums:social', 'Italian says "i social" for social media'],
  ['*/fields:email-signup.emailAddress.ui:placeholder', 'an example e-mail address'],
  ['*/fields:store-user.emailAddress.ui:placeholder', 'an example e-mail address'],
  ['*/fields:business-details.websiteUrl.ui:placeholder', 'an example web address'],
  ['*/fields:business-details-v2.websiteUrl.ui:placeholder', 'an example web address'],
  ['*/fields:other-store.storeUrl.ui:placeholder', 'an example web address'],
  ['*/fields:ad-details-edit.privacyPolicyUrl.ui:placeholder', 'an example web address'],
  ['*/fields:link-store.storeDomain.ui:placeholder', 'an example Shopify domain'],
  ['*/fields:budget.gstin.ui:placeholder', 'an example Indian GST number'],
  ['it/fields:store-user.loginPassword.title', 'Italian says "password"'],
  ['ge/leads:page.status', 'German says "Status"'],
  ['ge/leads:columns.status', 'German says "Status"'],
  ['ge/leads:columns.name', 'German says "Name"'],
  ['ge/leads:form.fields.name', 'German says "Name"'],
  ['fr/briefs:page.title', 'French marketing says "briefs"'],
  ['fr/briefs:list.plan', 'French says "plan"'],
  ['fr/briefs:version.heading', 'French says "version"'],
  ['ge/briefs:list.latest', 'German says "Version"'],
  ['fr/assets:kinds.image', 'French says "image"'],
  ['fr/assets:kinds.document', 'French says "document"'],
  ['fr/assets:columns.actions', 'French says "actions"'],
  ['ge/assets:kinds.video', 'German says "Video"'],
  ['*/studio:editor.uiSchema', "RJSF's name of the file kind, uiSchema"],
  ['*/studio:funnel.seconds', 's is the international unit symbol'],
  ['fr/studio:flow.versions', 'French says "versions"'],
  ['fr/studio:versions.version', 'French says "version"'],
  ['fr/studio:versions.name', 'French says "version"'],
  ['fr/studio:funnel.version', 'French says "version"'],
  ['fr/studio:versions.action', 'French says "action"'],
  ['fr/studio:graph.section', 'French says "section"'],
  ['ge/studio:flow.graph', 'German says "Graph"'],
  ['ge/studio:editor.schema', 'German says "Schema"'],
  ['ge/studio:versions.version', 'German says "Version"'],
  ['ge/studio:versions.name', 'German says "Version"'],
  ['ge/studio:funnel.version', 'German says "Version"'],
  ['it/studio:editor.schema', 'Italian says "schema"'],
  ['ge/assets:columns.name', 'German says "Name"'],
  ['it/assets:kinds.video', 'Italian says "video"'],
  ['fr/audience:page.title', 'French marketing says "audience"'],
  ['fr/flows:sections.audience', 'French marketing says "audience"'],
  ['fr/flows:sections.budget', 'French says "budget"'],
  ['ge/flows:sections.budget', 'German says "Budget"'],
  ['it/flows:sections.budget', 'Italian says "budget"'],
  ['fr/audience:columns.actions', 'French says "actions"'],
  ['fr/franchise:columns.actions', 'French says "actions"'],
  ['sp/enums:India', 'Spanish names the country "India" (Intl agrees)'],
  ['it/enums:India', 'Italian names the country "India" (Intl agrees)'],
  ['hu/enums:India', 'Hungarian names the country "India" (Intl agrees)'],
]);
const mayReadAsEnglish = (code: string, ns: string, key: string): boolean =>
  SAME_AS_ENGLISH.has(`*/${ns}:${key}`) || SAME_AS_ENGLISH.has(`${code}/${ns}:${key}`);

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;
// Highest count a plural form is checked for: every category a language uses for whole numbers
// shows up well below it.
const COUNTS = Array.from({ length: 1001 }, (_, count) => count);

const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8'));

const languages = (await readJson(join(LOCALES, 'languages.json'))) as Language[];
// Every namespace English has, so a namespace added later is checked for every language too.
const namespaces = (await readdir(join(LOCALES, 'en')))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();
const english = new Map(
  await Promise.all(
    namespaces.map(async (ns) => [ns, flatten(await readJson(join(LOCALES, 'en', `${ns}.json`)))] as const),
  ),
);

function flatten(node: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') into.set(prefix, node);
  else if (node !== null && typeof node === 'object' && !Array.isArray(node))
    for (const [key, value] of Object.entries(node)) flatten(value, prefix === '' ? key : `${prefix}.${key}`, into);
  else throw new Error(`${prefix}: ${JSON.stringify(node)} is neither a text nor an object of texts`);
  return into;
}

const placeholders = (text: string): Set<string> =>
  new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''));

/** The keys English has in plural forms (`chips.count` for `chips.count_one` and `chips.count_other`). */
const pluralBases = (source: Flat): Set<string> =>
  new Set([...source.keys()].flatMap((key) => (key.endsWith('_other') ? [key.slice(0, -'_other'.length)] : [])));

/** A plural form's key split into the key English has and its category; null for any other key. */
function pluralOf(key: string, bases: ReadonlySet<string>): { base: string; category: string } | null {
  const match = PLURAL_SUFFIX.exec(key);
  return match?.[1] !== undefined && match[2] !== undefined && bases.has(match[1])
    ? { base: match[1], category: match[2] }
    : null;
}

/**
 * The whole numbers each plural category covers in a language. i18next looks up `_zero` for a
 * count of 0 whatever the language, so where a key has a `_zero` form, 0 belongs to no category.
 */
function countsByCategory(tag: string, zeroForm: boolean): Map<string, number[]> {
  const rules = new Intl.PluralRules(tag);
  const byCategory = new Map<string, number[]>();
  for (const count of COUNTS.slice(zeroForm ? 1 : 0)) {
    const category = rules.select(count);
    byCategory.set(category, [...(byCategory.get(category) ?? []), count]);
  }
  return byCategory;
}

describe('locales/languages.json', () => {
  it("lists the spec's 14 languages in its order, each with a directory of catalogues", () => {
    expect(languages.map((language) => language.code)).toEqual(SPEC_CODES);
    for (const { code } of languages) expect(existsSync(join(LOCALES, code)), `locales/${code}/`).toBe(true);
  });

  it.each(languages)('$code: names, a BCP 47 tag for Intl and the html lang, a direction', (language) => {
    expect(Object.keys(language).sort()).toEqual(['code', 'dir', 'name', 'nativeName', 'tag']);
    expect(language.name).toMatch(/^[A-Z]/);
    expect(language.nativeName.trim()).not.toBe('');
    expect(language.tag).toBe(TAGS[language.code] ?? language.code);
    expect(Intl.getCanonicalLocales(language.tag)).toEqual([language.tag]);
    expect(new Intl.NumberFormat(language.tag).resolvedOptions().locale).toBe(language.tag);
    expect(language.dir).toBe(RIGHT_TO_LEFT.has(language.code) ? 'rtl' : 'ltr');
  });
});

// A signed-in page as the sidebar names it (app.json `pages`), and the key of the title it shows
// (the wallet, the review and the dashboard show the sidebar's own).
const PAGE_TITLES: readonly (readonly [page: string, namespace: string, key: string])[] = [
  ['leads', 'leads', 'page.title'],
  ['assets', 'assets', 'page.title'],
  ['audience', 'audience', 'page.title'],
  ['publishedReports', 'reports', 'page.title'],
  ['storeSetup', 'storeSetup', 'page.title'],
  ['productFeed', 'productFeed', 'page.title'],
  ['productInsights', 'productInsights', 'title'],
  ['franchiseStores', 'franchise', 'page.title'],
  ['editCampaign', 'editCampaign', 'title'],
];

describe.each(languages)('locales/$code', (language) => {
  it('has exactly the namespaces of locales/en', async () => {
    const files = (await readdir(join(LOCALES, language.code))).filter((name) => name.endsWith('.json')).sort();
    expect(files).toEqual(namespaces.map((ns) => `${ns}.json`));
  });

  it('calls each signed-in page the same in the sidebar and at its head', async () => {
    const read = async (ns: string) => flatten(await readJson(join(LOCALES, language.code, `${ns}.json`)));
    const sidebar = await read('app');
    const differing = [];
    for (const [page, ns, key] of PAGE_TITLES) {
      const title = (await read(ns)).get(key);
      expect(title, `${ns}:${key}`).toBeDefined();
      if (title !== sidebar.get(`pages.${page}`))
        differing.push(`${page}: "${String(sidebar.get(`pages.${page}`))}" ≠ "${String(title)}"`);
    }
    expect(differing).toEqual([]);
  });

  describe.each(namespaces)('%s.json', (ns) => {
    const source = english.get(ns) ?? new Map<string, string>();
    const bases = pluralBases(source);
    const path = join(LOCALES, language.code, `${ns}.json`);
    const translated = async (): Promise<Flat> => flatten(await readJson(path));

    it("has every key of English's, and otherwise only plural forms the language has", async () => {
      const catalogue = await translated();
      const missing = [...source.keys()].filter((key) => !catalogue.has(key));
      expect(missing, 'keys missing').toEqual([]);
      const categories = new Set<string>(new Intl.PluralRules(language.tag).resolvedOptions().pluralCategories);
      const unknown = [...catalogue.keys()].filter((key) => {
        if (source.has(key)) return false;
        const plural = pluralOf(key, bases);
        return plural === null || !(plural.category === 'zero' || categories.has(plural.category));
      });
      expect(unknown, 'keys English does not have (a plural form must be one of the language)').toEqual([]);
    });

    it('has every plural form its grammar needs for whole numbers', async () => {
      const catalogue = await translated();
      const lacking = [...bases].flatMap((base) =>
        [...countsByCategory(language.tag, catalogue.has(`${base}_zero`)).keys()]
          .map((category) => `${base}_${category}`)
          .filter((key) => !catalogue.has(key)),
      );
      expect(lacking).toEqual([]);
    });

    it("keeps English's {{placeholders}} and adds none", async () => {
      const catalogue = await translated();
      const wrong: string[] = [];
      for (const [key, text] of catalogue) {
        const plural = pluralOf(key, bases);
        const reference = source.get(key) ?? (plural === null ? undefined : source.get(`${plural.base}_other`));
        if (reference === undefined) continue; // Reported as an unknown key.
        const expected = placeholders(reference);
        const allowed = new Set(expected);
        if (plural !== null) {
          allowed.add('count');
          // A form for one number alone may say it in words ("one place", "two places").
          const counts = countsByCategory(language.tag, catalogue.has(`${plural.base}_zero`));
          if (plural.category === 'zero' || counts.get(plural.category)?.length === 1) expected.delete('count');
        }
        const found = placeholders(text);
        const lost = [...expected].filter((name) => !found.has(name));
        const added = [...found].filter((name) => !allowed.has(name));
        if (lost.length > 0 || added.length > 0)
          wrong.push(
            `${key}: ${JSON.stringify(text)} (lost ${lost.join(', ') || '-'}; added ${added.join(', ') || '-'})`,
          );
      }
      expect(wrong).toEqual([]);
    });

    it.skipIf(language.code === 'en')('is translated: no text reads as the English one', async () => {
      const catalogue = await translated();
      const untranslated = [...catalogue].flatMap(([key, text]) => {
        const plural = pluralOf(key, bases);
        const reference = source.get(key) ?? (plural === null ? undefined : source.get(`${plural.base}_other`));
        const nothingToTranslate = !/\p{L}/u.test(text.replace(PLACEHOLDER, ''));
        const allowed = mayReadAsEnglish(language.code, ns, plural?.base ?? key);
        return text === reference && !nothingToTranslate && !allowed ? [`${key}: ${JSON.stringify(text)}`] : [];
      });
      expect(untranslated).toEqual([]);
    });
  });
});
