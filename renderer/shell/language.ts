// The interface languages of the spec and what depends on the language alone, free of the DOM and
// of i18next so that Node can run it too (tests/renderer/money-format.test.ts).
import languages from '../../locales/languages.json' with { type: 'json' };

/** An interface language, as locales/languages.json lists it. */
export interface Language {
  /** The spec's id, also its directory under locales/ (`cn`, `pt_PT`). */
  readonly code: string;
  /** Its English name. */
  readonly name: string;
  /** Its name in itself: the language selector lists these, so everyone finds their own. */
  readonly nativeName: string;
  /** Its BCP 47 tag, for Intl, i18next and `<html lang>` (`zh-CN` for `cn`). */
  readonly tag: string;
  readonly dir: 'ltr' | 'rtl';
}

/** Every interface language, English first. tests/locales/catalogues.test.ts checks the file. */
export const LANGUAGES = languages as readonly Language[];

export function findLanguage(code: string | null): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

export function languageOfTag(tag: string): Language | undefined {
  return LANGUAGES.find((language) => language.tag === tag);
}

const english = findLanguage('en');
if (english === undefined) throw new Error('locales/languages.json has no English');
/** The source language of the catalogues, and the one shown until another is chosen. */
export const ENGLISH: Language = english;

/**
 * Dates and times in the language of `tag`, as Intl writes them. English is written the way the
 * product's two countries write it (OL §1: India and the United Kingdom put the day first,
 * "23 Nov 2026"), not the way the United States does ("Nov 23, 2026"): decision 460.
 */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(calendarTag(tag), options);
}

const calendarTag = (tag: string): string => (tag === ENGLISH.tag ? 'en-GB' : tag);

/** Week information as Chromium and Safari give it (a function since 2024, a property before). */
type LocaleWithWeek = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/**
 * The day a calendar's week starts on where `tag` is written (Monday in British English, Sunday in
 * Hebrew): 0 for Sunday to 6 for Saturday. Monday where the browser cannot say.
 */
export function firstDayOfWeek(tag: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const locale = new Intl.Locale(calendarTag(tag)) as LocaleWithWeek;
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 1;
  return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

// One formatter per language and currency: making one costs far more than formatting with it.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `amount` of `currencyCode` (ISO 4217) as the language `languageCode` writes money, always with
 * 2 decimals (the spec's currency display): `₹1,234.50` in English, `1.234,50 €` in German. An
 * unknown language is written as English.
 */
export function formatMoney(amount: number, currencyCode: string, languageCode: string): string {
  const { tag } = findLanguage(languageCode) ?? ENGLISH;
  const key = `${tag} ${currencyCode}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/**
 * `text` kept in its own order inside a line of `dir`. In a right-to-left line the bidi algorithm
 * sets a number's trailing sign on its left: "65+" shows as "+65". A first-strong isolate
 * (FSI … PDI) orders the run by itself, so the number reads left to right while the line around it,
 * a range "18–65+" included, keeps the line's order (decision 472). Left-to-right lines need nothing.
 */
export function isolated(text: string, dir: Language['dir']): string {
  return dir === 'rtl' ? `\u2068${text}\u2069` : text;
}

/**
 * AP §3 User.languageId of a language: its place in locales/languages.json, from 1 (decision 474),
 * as the server reads it back.
 */
export const languageIdOf = (language: Language): number => LANGUAGES.indexOf(language) + 1;

/** The language of a user's languageId; undefined when the user has none. */
export const languageOfId = (languageId: number | null | undefined): Language | undefined =>
  languageId == null ? undefined : LANGUAGES[languageId - 1];
