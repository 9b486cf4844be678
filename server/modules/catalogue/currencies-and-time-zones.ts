/**
 * GET /currencies and GET /timezones (AP §7): the ids a business profile may have (AP §3
 * currencyId, timeZoneId; decision 152 numbers them in schemas/enums) with what the ISO 4217 and
 * IANA data of the runtime's `Intl` says of each (decision 210).
 */
import currencyIds from '../../../schemas/enums/currency-id.schema.json' with { type: 'json' };
import timeZoneIds from '../../../schemas/enums/time-zone-id.schema.json' with { type: 'json' };
import type { Currency, TimeZone } from '../../../schemas/generated/index.ts';

// The names are English, as the API's other words: the page names them in the user's language.
const LANGUAGE = 'en';

export const CURRENCIES: readonly Currency[] = Object.freeze(
  currencyIds.oneOf.map(({ const: id, title: code }) => {
    const format = new Intl.NumberFormat(LANGUAGE, { style: 'currency', currency: code });
    return Object.freeze({
      id,
      code,
      displayName: new Intl.DisplayNames([LANGUAGE], { type: 'currency' }).of(code) ?? code,
      currencyOffset: format.resolvedOptions().maximumFractionDigits ?? 2,
      symbol: format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? code,
    });
  }),
);

/** The profile's time zones, with today's offsets (worked out per request: they change with the season). */
export function timeZones(now: Date): TimeZone[] {
  return timeZoneIds.oneOf.map(({ const: id, title: name }) => ({
    id,
    name,
    displayName: zoneName(name, 'longGeneric', now),
    utcOffset: offsetOf(zoneName(name, 'longOffset', now)),
  }));
}

function zoneName(timeZone: string, timeZoneName: 'longGeneric' | 'longOffset', now: Date): string {
  const parts = new Intl.DateTimeFormat(LANGUAGE, { timeZone, timeZoneName }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

// `GMT+05:30` as `+05:30`; UTC itself is written `GMT`.
const offsetOf = (longOffset: string): string => (longOffset === 'GMT' ? '+00:00' : longOffset.replace(/^GMT/, ''));
