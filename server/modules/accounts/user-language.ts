/**
 * A user's language (AP §3 User.languageId): the language's place in locales/languages.json,
 * counted from 1 (English 1 … Hindi 14; decision 474), as the renderer's language selector saves
 * it. Texts the server writes once for a user, such as a new campaign's name, are in it.
 */
import { readFileSync } from 'node:fs';
import languages from '../../../locales/languages.json' with { type: 'json' };

export interface UserLanguage {
  /** The spec's id and the catalogues' directory (`he`, `pt_PT`). */
  readonly code: string;
  /** Its BCP 47 tag, for Intl (`zh-CN` for `cn`). */
  readonly tag: string;
}

const ENGLISH: UserLanguage = { code: 'en', tag: 'en' };

/** The language of `languageId`; English when the user has none (or one no longer listed). */
export function languageOfId(languageId: number | null | undefined): UserLanguage {
  const language = languageId == null ? undefined : languages[languageId - 1];
  return language === undefined ? ENGLISH : { code: language.code, tag: language.tag };
}

const enumCatalogues = new Map<string, Readonly<Record<string, string>>>();

/** The language's names of the spec's enums (locales/<code>/enums.json), read once per process. */
export function enumNamesIn(language: UserLanguage): Readonly<Record<string, string>> {
  let names = enumCatalogues.get(language.code);
  if (names === undefined) {
    const file = new URL(`../../../locales/${language.code}/enums.json`, import.meta.url);
    names = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    enumCatalogues.set(language.code, names);
  }
  return names;
}
