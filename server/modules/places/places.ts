/**
 * Place search for onboarding-and-launch §7:
 *   GET Locations?keyword&types (default 4,5,20)&hasGoogleCode&countryCodes&limit (default 20)
 *   GET geoLocation?name&locationTypeId (default 5)&countryCode
 * answered from a place data set behind `PlaceSource`, for the supported countries of §1.
 */
import type { Region } from '../../../schemas/generated/index.ts';
import { InvalidRequestError } from '../../errors.ts';
import { createNameIndex, MatchTier, type NameIndex } from '../shared/name-match.ts';
import { namesOfPlace } from './place-names.ts';

/**
 * Location type ids. §9 gives "types 4,5,20" and "geo location type 5" but never names them;
 * adflow reads them as 4 = region (state, UK nation or council), 5 = city or town, 20 = postcode.
 * Indian PIN codes are postcodes (india-pin-code-source.ts); no offline data set of GB postcode
 * districts with coordinates is published on npm, so theirs come from a service when one is
 * configured (postcode-districts.ts, decision 463).
 */
export const LocationType = { region: 4, city: 5, postcode: 20 } as const;
export type LocationTypeId = (typeof LocationType)[keyof typeof LocationType];
const LOCATION_TYPE_IDS: readonly number[] = Object.values(LocationType);

/** §1: onboarding supports India and the United Kingdom. */
export const PLACE_COUNTRIES: readonly Region[] = ['IN', 'GB'];

/** §9: location search limit 20. The maximum is adflow's, to keep a response small. */
export const DEFAULT_LOCATION_LIMIT = 20;
export const MAX_LOCATION_LIMIT = 100;
const DEFAULT_SEARCH_TYPES: readonly LocationTypeId[] = [LocationType.region, LocationType.city, LocationType.postcode];

export interface Location {
  /** Stable across restarts and data loads: country, type and the source's own id. */
  readonly key: string;
  readonly name: string;
  readonly type: LocationTypeId;
  readonly countryCode: Region;
  readonly latitude: number;
  readonly longitude: number;
  /** The region a city lies in; absent on regions. */
  readonly region?: string;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * The region a place is named with (its `region`, which the renderer writes after its name: "Pune,
 * Maharashtra"), from the areas it lies in, smallest first. An area named as the place, or as an
 * area kept before it, is left out, so no name is said twice: Leeds in the council of Leeds is
 * "Leeds", not "Leeds, Leeds"; PIN code 160017 lies in "Chandigarh", not "Chandigarh, Chandigarh".
 * An area that only contains the name ("Cambridge", "Cambridgeshire") is another place and stays.
 * Undefined when no area is left. The shipped sources name regions through it; a GB postcode
 * district (decision 463) is named by its code, which no council shares.
 */
export function regionOf(name: string, areas: readonly (string | undefined)[]): string | undefined {
  const kept: string[] = [];
  for (const area of areas) {
    if (area === undefined || area.trim() === '') continue;
    if (sameName(area, name) || kept.some((other) => sameName(other, area))) continue;
    kept.push(area.trim());
  }
  return kept.length === 0 ? undefined : kept.join(', ');
}

/** Where places come from; the tests pass a small fake. */
export interface PlaceSource {
  loadCountry(countryCode: Region): Promise<readonly Location[]>;
}

/** The places of every source, one after the other (cities and regions, then postcodes). */
export const allOf = (...sources: readonly PlaceSource[]): PlaceSource => ({
  async loadCountry(countryCode) {
    return (await Promise.all(sources.map((source) => source.loadCountry(countryCode)))).flat();
  },
});

export interface LocationsQuery {
  readonly keyword: string;
  readonly types?: readonly number[];
  /**
   * The data set carries no Google Ads geo-target ids, so this flag cannot narrow anything yet;
   * it is accepted so the call keeps its §7 shape.
   */
  readonly hasGoogleCode?: boolean;
  readonly countryCodes?: readonly string[];
  readonly limit?: number;
}

export interface GeoLocationQuery {
  readonly name: string;
  readonly locationTypeId?: number;
  readonly countryCode: string;
}

/** accounts-and-platform §8: 102 "invalid request data", answered by the one error handler. */
export class UnknownCountryError extends InvalidRequestError {
  override name = 'UnknownCountryError';
  constructor(countryCode: string) {
    super(`Unknown country code "${countryCode}": places are available for ${PLACE_COUNTRIES.join(', ')}.`);
  }
}

export class InvalidLocationQueryError extends InvalidRequestError {
  override name = 'InvalidLocationQueryError';
}

export interface Places {
  searchLocations(query: LocationsQuery): Promise<Location[]>;
  /** The place a name stands for: an exact match, else the first prefix match, else null. */
  geoLocation(query: GeoLocationQuery): Promise<Location | null>;
  /** The places of these keys (a picked place's `key`), in their order; unknown keys are left out. */
  byKeys(keys: readonly string[]): Promise<Location[]>;
  /**
   * Cities and towns within `km` of a place, nearest first, each at least `apart` km from the
   * place and from the others (the data set names neighbourhoods as cities: their labels would
   * lie on top of each other).
   */
  townsNear(
    place: Location,
    km: number,
    options: { readonly limit: number; readonly apart: number },
  ): Promise<Location[]>;
}

const EARTH_RADIUS_KM = 6_371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance (haversine) between two places, in kilometres. */
export function distanceKm(a: Location, b: Location): number {
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

function toCountry(code: string): Region {
  const upper = code.trim().toUpperCase();
  const country = PLACE_COUNTRIES.find((candidate) => candidate === upper);
  if (country === undefined) throw new UnknownCountryError(code);
  return country;
}

function toLocationType(id: number): LocationTypeId {
  if (!LOCATION_TYPE_IDS.includes(id)) {
    throw new InvalidLocationQueryError(`Unknown location type ${id}: use ${LOCATION_TYPE_IDS.join(', ')}.`);
  }
  return id as LocationTypeId;
}

function toLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new InvalidLocationQueryError(`limit must be a whole number from 1, not ${limit}.`);
  }
  return Math.min(limit, MAX_LOCATION_LIMIT);
}

/** Same name: regions before cities (type id order), then by key so the order never varies. */
function byTypeThenKey(a: Location, b: Location): number {
  return a.type - b.type || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * Loads every supported country from the source on first use, once (concurrent first calls
 * share the load; a failed load is retried by the next call), and indexes the names.
 * Measured on the real data set (IN and GB, about 8,300 places, Node 22, 2 cores): loading and
 * indexing take about 0.15 s once; a search then takes at most 0.3 ms (a full substring scan).
 */
export function createPlaces(source: PlaceSource): Places {
  interface Loaded {
    readonly names: NameIndex<Location>;
    readonly byKey: ReadonlyMap<string, Location>;
  }
  let loading: Promise<Loaded> | undefined;

  function loaded(): Promise<Loaded> {
    loading ??= Promise.all(PLACE_COUNTRIES.map((country) => source.loadCountry(country))).then(
      (countries) => {
        const all = countries.flat();
        return {
          names: createNameIndex(all, namesOfPlace, byTypeThenKey),
          byKey: new Map(all.map((location) => [location.key, location])),
        };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }
  const index = async () => (await loaded()).names;

  async function searchLocations(query: LocationsQuery): Promise<Location[]> {
    const types = new Set(query.types?.length ? query.types.map(toLocationType) : DEFAULT_SEARCH_TYPES);
    const countries = new Set(query.countryCodes?.length ? query.countryCodes.map(toCountry) : PLACE_COUNTRIES);
    const limit = toLimit(query.limit ?? DEFAULT_LOCATION_LIMIT);
    // A typeahead sends an empty keyword before the first key press: nothing to find, no error.
    if (query.keyword.trim() === '') return [];
    return (await index()).search(query.keyword, {
      limit,
      accept: (location) => types.has(location.type) && countries.has(location.countryCode),
    });
  }

  async function geoLocation(query: GeoLocationQuery): Promise<Location | null> {
    const type = toLocationType(query.locationTypeId ?? LocationType.city);
    const country = toCountry(query.countryCode);
    if (query.name.trim() === '') throw new InvalidLocationQueryError('name is required.');
    // No substring matches: a name must not resolve to another place that merely contains it
    // ("Ham" is not "Birmingham").
    const [best] = (await index()).search(query.name, {
      limit: 1,
      tiers: [MatchTier.exact, MatchTier.prefix],
      accept: (location) => location.type === type && location.countryCode === country,
    });
    return best ?? null;
  }

  async function byKeys(keys: readonly string[]): Promise<Location[]> {
    const { byKey } = await loaded();
    return keys.flatMap((key) => byKey.get(key) ?? []);
  }

  async function townsNear(
    place: Location,
    km: number,
    { limit, apart }: { readonly limit: number; readonly apart: number },
  ): Promise<Location[]> {
    const { byKey } = await loaded();
    const candidates = [...byKey.values()]
      .filter((town) => town.type === LocationType.city && town.key !== place.key)
      .map((town) => ({ town, km: distanceKm(place, town) }))
      .filter((near) => near.km <= km && near.km >= apart)
      .sort((a, b) => a.km - b.km);
    const chosen: Location[] = [];
    for (const { town } of candidates) {
      if (chosen.length === limit) break;
      if (chosen.every((other) => distanceKm(other, town) >= apart)) chosen.push(town);
    }
    return chosen;
  }

  return { searchLocations, geoLocation, byKeys, townsNear };
}
