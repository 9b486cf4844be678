import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ENGLISH, findLanguage, languageOfTag, type Language } from './shell/language.ts';

/**
 * The namespaces of locales/en that the first screens read, one JSON file each (`renderer`,
 * `widgets`, `flows`, `account`, …). The signed-in pages' own namespaces come with their code
 * (renderer/app/app-texts.ts), the flow studio's with the studio's (renderer/studio/studio-i18n.ts):
 * /signup's first load carries only what a new visitor reads. English `fields` is never loaded: it
 * is generated from the step schemas (scripts/gen-field-labels.ts), so each of its texts is the
 * English the schema already carries, which field-labels.ts shows when a language has no text.
 * English `widgets` comes with the first custom widget a step loads (renderer/widgets/widget-texts.ts):
 * the first step draws none.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../locales/en/*.json',
    '!../locales/en/{studio,fields,widgets}.json',
    '!../locales/en/{addOns,app,assets,audience,briefs,dashboard,editCampaign,franchise,leads,money,productFeed,productInsights,reports,storeSetup,unsavedChanges}.json',
  ],
  { eager: true },
);

const namespaceOf = (path: string): string => (/([^/]+)\.json$/.exec(path) ?? ['', path])[1];

const english: Resource[string] = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [namespaceOf(path), module.default]),
);

// Every other language's catalogues, a chunk each, fetched when the language is chosen: a first
// visit carries English alone, however many languages there are.
const catalogues = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

/** Where the visitor's choice of language is kept between visits. */
const STORAGE_KEY = 'adflow.language';

// The page says which language it is in and which way it reads: screen readers pick their voice
// by `lang`, and `dir` mirrors the layout for Hebrew and Arabic (styles.css is written in logical
// properties). Registered before init, which announces English.
i18next.on('languageChanged', (tag) => {
  const { tag: lang, dir } = languageOfTag(tag) ?? ENGLISH;
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
});

// Every visible string comes from locales/<lng>/*.json; English is the source and the fallback.
// i18next knows the languages by their BCP 47 tags, whose plural rules it applies (`cn` is no
// language to Intl). English is bundled: initialising is synchronous, so the first render has it.
void i18next.use(initReactI18next).init({
  lng: ENGLISH.tag,
  fallbackLng: ENGLISH.tag,
  resources: { [ENGLISH.tag]: english },
  ns: Object.keys(english),
  defaultNS: 'renderer',
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false,
});

/** Adds the language's catalogues to i18next, fetching those it does not have yet. */
async function loadCatalogues(language: Language): Promise<void> {
  const directory = `../locales/${language.code}/`;
  const missing = Object.entries(catalogues).filter(
    ([path]) => path.startsWith(directory) && !i18next.hasResourceBundle(language.tag, namespaceOf(path)),
  );
  await Promise.all(
    missing.map(async ([path, load]) => {
      i18next.addResourceBundle(language.tag, namespaceOf(path), await load(), true, true);
    }),
  );
}

let latestChoice = 0;

/**
 * Shows the interface in the language `code` (a code of locales/languages.json) once its
 * catalogues are in, and remembers the choice for the next visits.
 */
export async function setLanguage(code: string): Promise<void> {
  const language = findLanguage(code);
  if (language === undefined) throw new Error(`There is no interface language "${code}"`);
  const choice = ++latestChoice;
  await loadCatalogues(language);
  // A language chosen while this one loaded is the one wanted.
  if (choice !== latestChoice) return;
  localStorage.setItem(STORAGE_KEY, language.code);
  await i18next.changeLanguage(language.tag);
}

/** The language chosen for this page: `?lng=` (a link may ask for one), else the visitor's last. */
function chosenLanguage(): Language | undefined {
  return (
    findLanguage(new URLSearchParams(window.location.search).get('lng')) ??
    findLanguage(localStorage.getItem(STORAGE_KEY))
  );
}

// Before the first render: a returning visitor's page never shows in English first (nor mirrors
// itself a moment later). It costs the fetch of one small chunk; should that fail, English it is.
const chosen = chosenLanguage();
if (chosen !== undefined) await setLanguage(chosen.code).catch(() => undefined);

/**
 * Registers English catalogues that come with a part of the product's code (`import.meta.glob` of
 * locales/en files, eager): they are in place before that part renders. Other languages load all
 * their catalogues when chosen (setLanguage).
 */
export function addEnglishTexts(files: Record<string, { default: ResourceKey }>): void {
  for (const [path, module] of Object.entries(files)) {
    const namespace = namespaceOf(path);
    if (!i18next.hasResourceBundle(ENGLISH.tag, namespace))
      i18next.addResourceBundle(ENGLISH.tag, namespace, module.default);
  }
}

export { i18next };
