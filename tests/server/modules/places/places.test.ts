import { describe, expect, it } from 'vitest';
import type { Region } from '../../../../schemas/generated/index.ts';
import { countryStateCitySource } from '../../../../server/modules/places/country-state-city-source.ts';
import {
  createPlaces,
  InvalidLocationQueryError,
  UnknownCountryError,
  type GeoLocationQuery,
  type Location,
  type LocationsQuery,
  type PlaceSource,
} from '../../../../server/modules/places/places.ts';

function place(key: string, name: string, type: 4 | 5, countryCode: Region, region?: string): Location {
  return { key, name, type, countryCode, latitude: 1, longitude: 2, ...(region === undefined ? {} : { region }) };
}

const fixture: Record<Region, Location[]> = {
  IN: [
    place('IN-4-1', 'Delhi', 4, 'IN'),
    place('IN-5-2', 'Delhi', 5, 'IN', 'Delhi'),
    place('IN-5-3', 'New Delhi', 5, 'IN', 'Delhi'),
    place('IN-5-4', 'Mumbai', 5, 'IN', 'Maharashtra'),
    place('IN-4-5', 'Maharashtra', 4, 'IN'),
  ],
  GB: [
    place('GB-4-1', 'London', 4, 'GB'),
    place('GB-5-2', 'London', 5, 'GB', 'Westminster'),
    place('GB-5-3', 'City of London', 5, 'GB', 'City of London'),
    place('GB-5-4', 'Londonderry', 5, 'GB', 'Derry'),
    place('GB-5-5', 'Bo’ness', 5, 'GB', 'Falkirk'),
  ],
};

function fakeSource(): PlaceSource & { loads: number } {
  return {
    loads: 0,
    loadCountry(countryCode) {
      this.loads++;
      return Promise.resolve(fixture[countryCode]);
    },
  };
}

const keys = (locations: readonly Location[]) => locations.map((location) => location.key);

describe('GET Locations (onboarding-and-launch §7)', () => {
  const places = createPlaces(fakeSource());
  const rows: readonly { rule: string; query: LocationsQuery; expected: string[] }[] = [
    {
      rule: 'exact before prefix before substring; same name: region before city',
      query: { keyword: 'london' },
      expected: ['GB-4-1', 'GB-5-2', 'GB-5-4', 'GB-5-3'],
    },
    { rule: 'case- and accent-insensitive', query: { keyword: 'BONESS' }, expected: ['GB-5-5'] },
    {
      rule: 'both countries by default (§1)',
      query: { keyword: 'm' },
      expected: ['IN-4-5', 'IN-5-4'],
    },
    {
      rule: 'countryCodes narrows, in any case',
      query: { keyword: 'delhi', countryCodes: ['in'] },
      expected: ['IN-4-1', 'IN-5-2', 'IN-5-3'],
    },
    { rule: 'types narrows to cities (5)', query: { keyword: 'delhi', types: [5] }, expected: ['IN-5-2', 'IN-5-3'] },
    { rule: 'types narrows to regions (4)', query: { keyword: 'delhi', types: [4] }, expected: ['IN-4-1'] },
    { rule: 'postcodes (20) are valid and find nothing yet', query: { keyword: 'london', types: [20] }, expected: [] },
    { rule: 'limit cuts the ranked list', query: { keyword: 'london', limit: 2 }, expected: ['GB-4-1', 'GB-5-2'] },
    {
      rule: 'a limit above 100 is capped, not refused',
      query: { keyword: 'mumbai', limit: 500 },
      expected: ['IN-5-4'],
    },
    { rule: 'a blank keyword finds nothing', query: { keyword: ' ' }, expected: [] },
    { rule: 'hasGoogleCode is accepted', query: { keyword: 'mumbai', hasGoogleCode: true }, expected: ['IN-5-4'] },
  ];
  it.each(rows)('$rule', async ({ query, expected }) => {
    expect(keys(await places.searchLocations(query))).toEqual(expected);
  });

  const invalid: readonly { rule: string; query: LocationsQuery; error: new (...args: never[]) => Error }[] = [
    {
      rule: 'unknown country code → 102',
      query: { keyword: 'paris', countryCodes: ['FR'] },
      error: UnknownCountryError,
    },
    { rule: 'unknown location type → 102', query: { keyword: 'delhi', types: [7] }, error: InvalidLocationQueryError },
    { rule: 'limit 0 → 102', query: { keyword: 'delhi', limit: 0 }, error: InvalidLocationQueryError },
    { rule: 'fractional limit → 102', query: { keyword: 'delhi', limit: 2.5 }, error: InvalidLocationQueryError },
  ];
  it.each(invalid)('$rule', async ({ query, error }) => {
    const failure = places.searchLocations(query);
    await expect(failure).rejects.toBeInstanceOf(error);
    await expect(failure).rejects.toMatchObject({ errorCode: 102, status: 400 });
  });
});

describe('GET geoLocation (onboarding-and-launch §7)', () => {
  const places = createPlaces(fakeSource());
  const rows: readonly { rule: string; query: GeoLocationQuery; expected: string | null }[] = [
    { rule: 'type 5 (city) by default (§9)', query: { name: 'Delhi', countryCode: 'IN' }, expected: 'IN-5-2' },
    {
      rule: 'locationTypeId 4 finds the region',
      query: { name: 'delhi', countryCode: 'IN', locationTypeId: 4 },
      expected: 'IN-4-1',
    },
    {
      rule: 'a prefix resolves when nothing is exact',
      query: { name: 'Londond', countryCode: 'GB' },
      expected: 'GB-5-4',
    },
    { rule: 'a substring never resolves', query: { name: 'of London', countryCode: 'GB' }, expected: null },
    { rule: 'only the given country', query: { name: 'London', countryCode: 'IN' }, expected: null },
  ];
  it.each(rows)('$rule', async ({ query, expected }) => {
    expect((await places.geoLocation(query))?.key ?? null).toBe(expected);
  });

  const invalid: readonly { rule: string; query: GeoLocationQuery; error: new (...args: never[]) => Error }[] = [
    { rule: 'unknown country code → 102', query: { name: 'Paris', countryCode: 'FR' }, error: UnknownCountryError },
    {
      rule: 'unknown location type → 102',
      query: { name: 'Delhi', countryCode: 'IN', locationTypeId: 3 },
      error: InvalidLocationQueryError,
    },
    { rule: 'blank name → 102', query: { name: '', countryCode: 'IN' }, error: InvalidLocationQueryError },
  ];
  it.each(invalid)('$rule', async ({ query, error }) => {
    await expect(places.geoLocation(query)).rejects.toBeInstanceOf(error);
  });
});

describe('loading', () => {
  it('the data set loads once, however many searches run at once', async () => {
    const source = fakeSource();
    const places = createPlaces(source);
    await Promise.all([
      places.searchLocations({ keyword: 'delhi' }),
      places.searchLocations({ keyword: 'london' }),
      places.geoLocation({ name: 'Mumbai', countryCode: 'IN' }),
    ]);
    expect(source.loads).toBe(2); // one per country
  });

  it('a failed load is retried by the next call', async () => {
    let failures = 1;
    const places = createPlaces({
      loadCountry(countryCode) {
        if (failures-- > 0) return Promise.reject(new Error('disk'));
        return Promise.resolve(fixture[countryCode]);
      },
    });
    await expect(places.searchLocations({ keyword: 'delhi' })).rejects.toThrow('disk');
    expect(keys(await places.searchLocations({ keyword: 'mumbai' }))).toEqual(['IN-5-4']);
  });
});

describe('real data set (@countrystatecity/countries)', () => {
  const places = createPlaces(countryStateCitySource);
  const rows: readonly {
    rule: string;
    query: GeoLocationQuery;
    name: string;
    region?: string;
    near: [number, number];
  }[] = [
    {
      rule: 'Mumbai is a city in Maharashtra',
      query: { name: 'mumbai', countryCode: 'IN' },
      name: 'Mumbai',
      region: 'Maharashtra',
      near: [19.07, 72.88],
    },
    {
      rule: 'Karnataka is a region',
      query: { name: 'karnataka', countryCode: 'IN', locationTypeId: 4 },
      name: 'Karnataka',
      near: [15.3, 75.7],
    },
    { rule: 'London is a city', query: { name: 'London', countryCode: 'GB' }, name: 'London', near: [51.51, -0.13] },
    {
      rule: 'Scotland is a region',
      query: { name: 'scotland', countryCode: 'GB', locationTypeId: 4 },
      name: 'Scotland',
      near: [56.5, -4.2],
    },
    {
      rule: 'Bo’ness is found without its apostrophe',
      query: { name: 'boness', countryCode: 'GB' },
      name: 'Bo’ness',
      near: [56.0, -3.6],
    },
  ];
  it.each(rows)('$rule', async ({ query, name, region, near }) => {
    const found = await places.geoLocation(query);
    expect(found).toMatchObject({ name, countryCode: query.countryCode, type: query.locationTypeId ?? 5 });
    if (region !== undefined) expect(found?.region).toBe(region);
    // Within a degree: the point a data set picks for a region varies, its place does not.
    expect(Math.abs((found?.latitude ?? 0) - near[0])).toBeLessThan(1);
    expect(Math.abs((found?.longitude ?? 0) - near[1])).toBeLessThan(1);
  });

  // Issue 20: people type the names they grew up with; each finds the place under its data set name.
  it.each([
    ['Bangalore', 'IN', 'Bengaluru'],
    ['Bombay', 'IN', 'Mumbai'],
    ['Madras', 'IN', 'Chennai'],
    ['Calcutta', 'IN', 'Kolkata'],
    ['Gurgaon', 'IN', 'Gurugram'],
    ['Gurugram', 'IN', 'Gurugram'],
    ['Poona', 'IN', 'Pune'],
    ['Trivandrum', 'IN', 'Thiruvananthapuram'],
    ['Mysore', 'IN', 'Mysuru'],
    ['Baroda', 'IN', 'Vadodara'],
    ['Hull', 'GB', 'Kingston upon Hull'],
    ['Stoke', 'GB', 'Stoke-on-Trent'],
  ] as const)('"%s" finds %s\'s %s first', async (keyword, countryCode, name) => {
    const [first] = await places.searchLocations({ keyword, countryCodes: [countryCode], types: [5] });
    expect(first?.name).toBe(name);
    expect(await places.geoLocation({ name: keyword, countryCode })).toMatchObject({ name });
  });

  it('an old name and the new one find a place once', async () => {
    // "ngal" is inside both "Bengaluru" and "Bangalore".
    const found = await places.searchLocations({ keyword: 'ngal', countryCodes: ['IN'], types: [5], limit: 100 });
    expect(found.filter((location) => location.name === 'Bengaluru')).toHaveLength(1);
  });

  it('keys are unique and say country, type and source id', async () => {
    const all = await places.searchLocations({ keyword: 'a', limit: 100 });
    expect(all).toHaveLength(100);
    for (const location of all) expect(location.key).toMatch(/^(IN|GB)-(4|5)-\d+$/);
    expect(new Set(keys(all)).size).toBe(all.length);
  });
});
