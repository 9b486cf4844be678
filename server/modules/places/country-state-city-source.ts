/**
 * `PlaceSource` over @countrystatecity/countries, the npm release of the
 * countries-states-cities database (ODbL-1.0: show "Place data © countries-states-cities
 * database contributors, ODbL" where place results are displayed). For IN it holds 36 states and
 * union territories and about 4,200 cities; for GB 221 nations, councils and boroughs and about
 * 3,900 towns, each with coordinates and a numeric id that the database keeps across releases.
 */
import { getAllCitiesOfCountry, getStatesOfCountry } from '@countrystatecity/countries';
import type { Region } from '../../../schemas/generated/index.ts';
import { LocationType, regionOf, type Location, type LocationTypeId, type PlaceSource } from './places.ts';

function coordinate(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

interface Place {
  readonly id: number;
  readonly name: string;
  readonly latitude: string | null;
  readonly longitude: string | null;
}

function toLocation(place: Place, type: LocationTypeId, countryCode: Region, state?: string): Location | undefined {
  const latitude = coordinate(place.latitude);
  const longitude = coordinate(place.longitude);
  // A place without coordinates cannot be targeted, so it is not offered.
  if (latitude === undefined || longitude === undefined) return undefined;
  const location = {
    key: `${countryCode}-${type}-${place.id}`,
    name: place.name,
    type,
    countryCode,
    latitude,
    longitude,
  };
  // A city named as its state or council (Leeds in Leeds) is named once (places.ts).
  const region = regionOf(place.name, [state]);
  return region === undefined ? location : { ...location, region };
}

export const countryStateCitySource: PlaceSource = {
  async loadCountry(countryCode) {
    const [states, cities] = await Promise.all([getStatesOfCountry(countryCode), getAllCitiesOfCountry(countryCode)]);
    const stateNames = new Map(states.map((state) => [state.iso2, state.name]));
    return [
      ...states.map((state) => toLocation(state, LocationType.region, countryCode)),
      ...cities.map((city) => toLocation(city, LocationType.city, countryCode, stateNames.get(city.state_code))),
    ].filter((location) => location !== undefined);
  },
};
