// Money, rates and dates as the money pages show them. Free of React and the DOM:
// tests/renderer/money-pages.test.ts runs it in Node.
import { dateTimeFormat, findLanguage, ENGLISH, formatMoney } from '../../shell/language.ts';

// INR and GBP both have 100 minor units to the major unit (the server's MINOR_PER_MAJOR).
const MINOR_PER_MAJOR = 100;

/** An amount the API answered in minor units, as the language writes money (AP §9: 2 decimals). */
export const formatMinor = (amountMinor: number, currencyCode: string, languageCode: string): string =>
  formatMoney(amountMinor / MINOR_PER_MAJOR, currencyCode, languageCode);

/** A rate in basis points (1% = 100) as the language writes a percentage: 18 %, 18%. */
export function formatRate(basisPoints: number, languageCode: string): string {
  const { tag } = findLanguage(languageCode) ?? ENGLISH;
  return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** A date (an ISO timestamp or date) as the language writes it, without the time: 23 Nov 2026. */
export function formatDate(iso: string, languageCode: string, withTime = false): string {
  const { tag } = findLanguage(languageCode) ?? ENGLISH;
  // A bare date is a calendar day: read and shown in UTC, so that no time zone moves it a day.
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return dateTimeFormat(tag, {
    dateStyle: 'medium',
    ...(withTime && !dateOnly ? { timeStyle: 'short' } : {}),
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(new Date(iso));
}

const AMOUNT = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/;

/**
 * An amount typed in major units (1000, 1000.50, or 1000,50 where a comma is the decimal sign);
 * null when it is not one. Grouping signs are not accepted: "1,000" would be ambiguous.
 */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (match === null) return null;
  const [, whole = '0', fraction = ''] = match;
  // Whole minor units, then back: 19.99 is 1999 / 100, never a sum of floats.
  return (Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'))) / MINOR_PER_MAJOR;
}
