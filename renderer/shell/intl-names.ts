// Names Intl gives in every language, for the lists an owner picks from: out of language.ts, which
// the first load carries, as only the pages with such a list need them.

/**
 * A currency (ISO 4217 `code`) named in the language of `tag`, with its code, as a list of
 * currencies shows it ("British Pound (GBP)"): Intl knows every code's name in every language.
 */
export function currencyName(code: string, tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'currency' }).of(code);
  return name === undefined || name === code ? code : `${name} (${code})`;
}

/**
 * A time zone (IANA `zone`) as the language of `tag` names it, with its identifier, as a list of
 * time zones shows it ("India Standard Time (Asia/Kolkata)"): an owner knows their zone by the
 * first, a support agent by the second.
 */
export function timeZoneName(zone: string, tag: string): string {
  const parts = new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts();
  const name = parts.find((part) => part.type === 'timeZoneName')?.value;
  return name === undefined || name === zone ? zone : `${name} (${zone})`;
}
