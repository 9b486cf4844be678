/**
 * GB postcode districts (outward codes: "LS1", "SW1A"), found one at a time by their code
 * (decision 463). No offline data set of them with coordinates is published where the project can
 * install from (decision 444), so they come from a service when one is configured, added to the
 * place search of the shipped data.
 */
import {
  DEFAULT_LOCATION_LIMIT,
  LocationType,
  MAX_LOCATION_LIMIT,
  type Location,
  type LocationsQuery,
  type Places,
} from './places.ts';

export interface PostcodeDistricts {
  /** Named in the start-up log. */
  readonly name: string;
  /** The district of this outward code ("LS1", upper case, no space), or null when there is none. */
  district(outwardCode: string): Promise<Location | null>;
}

/** Without a service: no district is found, and the start-up log says why. */
export const noPostcodeDistricts: PostcodeDistricts = {
  name: 'none (no offline data of GB postcode districts; set POSTCODES_IO_URL to search them)',
  district: () => Promise.resolve(null),
};

// An outward code, alone or before its inward code ("LS1", "LS1 4AP", "sw1a1aa"): the district
// is what a keyword names either way. Royal Mail's formats: A9, A99, A9A, AA9, AA99, AA9A.
const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)(?:\s*[0-9][A-Z]{2})?$/;

/** The outward code a search keyword is, or starts a whole postcode with; else null. */
export function outwardCodeOf(keyword: string): string | null {
  return POSTCODE.exec(keyword.trim().toUpperCase())?.[1] ?? null;
}

/** The key a district is picked by, as other places' keys (country, type, the code). */
export const districtKey = (outwardCode: string): string => `GB-${LocationType.postcode}-${outwardCode}`;

/** The outward code of a district's key, or null when the key is not one. */
function outwardCodeOfKey(key: string): string | null {
  const prefix = districtKey('');
  return key.startsWith(prefix) ? outwardCodeOf(key.slice(prefix.length)) : null;
}

/** Whether a search asks for GB postcodes (its defaults are every type and country). */
const asksForDistricts = (query: LocationsQuery): boolean =>
  (query.types?.length ? query.types.includes(LocationType.postcode) : true) &&
  (query.countryCodes?.length ? query.countryCodes.some((code) => code.trim().toUpperCase() === 'GB') : true);

/**
 * `places` with the districts of `districts`: a keyword that is a district's code finds it first,
 * geoLocation finds it as a postcode, and a picked district's key is found again for the map. The
 * shipped data answers first (and checks the query), so a bad query is refused as before.
 */
export function withPostcodeDistricts(places: Places, districts: PostcodeDistricts): Places {
  return {
    ...places,
    async searchLocations(query) {
      const found = await places.searchLocations(query);
      const code = outwardCodeOf(query.keyword);
      if (code === null || !asksForDistricts(query)) return found;
      const district = await districts.district(code);
      if (district === null) return found;
      const limit = Math.min(query.limit ?? DEFAULT_LOCATION_LIMIT, MAX_LOCATION_LIMIT);
      return [district, ...found.filter((place) => place.key !== district.key)].slice(0, limit);
    },
    async geoLocation(query) {
      const found = await places.geoLocation(query);
      const code = outwardCodeOf(query.name);
      const asked = query.locationTypeId === LocationType.postcode && query.countryCode.trim().toUpperCase() === 'GB';
      return found ?? (asked && code !== null ? districts.district(code) : null);
    },
    async byKeys(keys) {
      const known = new Map((await places.byKeys(keys)).map((place) => [place.key, place]));
      const all = await Promise.all(
        keys.map(async (key) => {
          const code = outwardCodeOfKey(key);
          return known.get(key) ?? (code === null ? null : await districts.district(code));
        }),
      );
      return all.filter((place) => place !== null);
    },
  };
}
