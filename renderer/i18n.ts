import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The namespaces of locales/en, one JSON file each (`renderer`, `widgets`, `flows`). */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });

const english: Resource[string] = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [(/([^/]+)\.json$/.exec(path) ?? ['', path])[1], module.default]),
);

// Every visible string comes from locales/<lng>/*.json; English is the source and the fallback.
// The resources are bundled: initialising is synchronous, so the first render already has them.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: english },
  ns: Object.keys(english),
  defaultNS: 'renderer',
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false,
});

export { i18next };
