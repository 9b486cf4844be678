import type { Region } from '../shell/region.ts';

/** §9 supported countries and their dial codes: the country code of a phone number defaults from the region. */
export const DIAL_CODES: Readonly<Record<Region, string>> = { IN: '+91', GB: '+44' };

export const REGIONS = Object.keys(DIAL_CODES) as Region[];

/** §3: a phone number is stored as countrycode-number (`91-9876543210`). */
export const storedPhone = (dialCode: string, number: string): string =>
  `${dialCode.replace(/^\+/, '')}-${number.replace(/[\s-]/g, '')}`;

/** A stored phone number split back into the dial code of a supported country and the number, if it is one. */
export function splitStoredPhone(stored: string | null): { dialCode: string; number: string } | null {
  const match = /^\+?([0-9]{1,3})-([0-9]+)$/.exec(stored ?? '');
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return { dialCode: `+${match[1]}`, number: match[2] };
}

/** A stored number as a person reads it: `91-9876543210` is `+91 9876543210`. */
export const shownPhone = (stored: string): string => `+${stored.replace('-', ' ')}`;
