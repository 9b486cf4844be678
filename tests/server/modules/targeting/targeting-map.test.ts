import { beforeAll, describe, expect, it } from 'vitest';
import type { TargetingMap } from '../../../../schemas/generated/api/targeting-map.ts';
import { distanceKm, type Location } from '../../../../server/modules/places/places.ts';
import { project } from '../../../support/project.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import type { SignedInUser } from '../../../support/accounts.ts';
import { newCampaign } from '../../../support/signed-in-campaign.ts';
import { ownerHeaders, sessionAt } from '../../../support/walk.ts';

/**
 * Issue 24, decision 444: the location step's map. Indian PIN codes are places of their own
 * (searchable, India Post's directory); the map's call places the business from its answers and
 * the picked places from their keys.
 */
let server: SharedTestServer;

const punePinAddress = {
  addressLine: 'Shop 3, Lane 7',
  city: 'Pune',
  state: 'Maharashtra',
  postcode: '411001',
  countryCode: 'IN',
};

interface Place {
  readonly key: string;
  readonly name: string;
  readonly type: number;
  readonly region?: string;
  readonly latitude: number;
  readonly longitude: number;
}

const search = async (query: string): Promise<Place[]> => {
  const { status, body } = await server.request('GET', `/api/Locations?${query}`);
  expect(status).toBe(200);
  return body as Place[];
};

const mapOf = async (sessionId: string, keys?: readonly string[]): Promise<TargetingMap> => {
  const query = keys === undefined ? '' : `?keys=${keys.join(',')}`;
  const { status, body } = await server.request('GET', `/api/sessions/${sessionId}/targetingMap${query}`);
  expect(status).toBe(200);
  expect(project.validate('api/targeting-map.schema.json', body).errors).toEqual([]);
  return body as TargetingMap;
};

/** Within about 10 km: a PIN code's point is the middle of its post offices, not one address. */
const near = (place: { latitude: number; longitude: number } | null | undefined, [latitude, longitude]: number[]) => {
  expect(place).toBeTruthy();
  expect(Math.abs((place?.latitude ?? 0) - (latitude ?? 0))).toBeLessThan(0.1);
  expect(Math.abs((place?.longitude ?? 0) - (longitude ?? 0))).toBeLessThan(0.1);
};

beforeAll(async () => {
  server = await sharedTestServer();
});

describe('Indian PIN codes are places of type postcode (20)', () => {
  it('a whole PIN code is found, named by its district and state, where its post offices are', async () => {
    const [found, ...others] = await search('keyword=110001&types=20');
    expect(others).toEqual([]);
    expect(found).toMatchObject({ key: 'IN-20-110001', name: '110001', type: 20, countryCode: 'IN' });
    expect(found?.region).toMatch(/Delhi/);
    near(found, [28.63, 77.22]);
  });

  it('the first digits find the PIN codes that start with them, and only in India', async () => {
    const found = await search('keyword=56000&types=20&limit=50');
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((place) => place.name.startsWith('56000') && place.type === 20)).toBe(true);
    expect(found.map((place) => place.region)).toContain('Bengaluru Urban, Karnataka');
    expect(await search('keyword=56000&types=20&countryCodes=GB')).toEqual([]);
  });

  it('the default search (regions, cities and postcodes) finds a PIN code too', async () => {
    expect((await search('keyword=411001')).map((place) => place.key)).toContain('IN-20-411001');
  });
});

describe("a place's region never repeats its name (the map, the search and the chips say it once)", () => {
  const regionOf = async (query: string, name: string) =>
    (await search(query)).filter((place) => place.name === name).map((place) => place.region ?? null);

  it('a city in a region of its own name has none: Leeds, Chandigarh', async () => {
    expect(await regionOf('keyword=Leeds&types=5&countryCodes=GB', 'Leeds')).toEqual([null]);
    expect(await regionOf('keyword=Chandigarh&types=5&countryCodes=IN', 'Chandigarh')).toEqual([null]);
    // A region that only contains the name is another place: it stays.
    expect(await regionOf('keyword=City and Borough of Leeds&types=5', 'City and Borough of Leeds')).toEqual(['Leeds']);
    expect(await regionOf('keyword=Cambridge&types=5&countryCodes=GB', 'Cambridge')).toEqual(['Cambridgeshire']);
  });

  it('a PIN code whose district is named as its state says it once', async () => {
    expect(await regionOf('keyword=160017&types=20', '160017')).toEqual(['Chandigarh']);
    expect(await regionOf('keyword=411001&types=20', '411001')).toEqual(['Pune, Maharashtra']);
  });
});

describe('GET /api/sessions/{sessionId}/targetingMap', () => {
  it('places an Indian business at its PIN code', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'businessPhoneNumber', {
      businessLocationDetails: { address: punePinAddress },
    });
    const { business, locations, towns } = await mapOf(sessionId);
    expect(business).toMatchObject({ key: 'IN-20-411001', name: '411001', region: 'Pune, Maharashtra' });
    near(business, [18.51, 73.88]);
    expect(locations).toEqual([]);
    // The towns around it, nearest first, within the widest radius and a little more, apart.
    expect(towns.length).toBeGreaterThan(2);
    const kms = towns.map((town) => distanceKm(business as Location, town as Location));
    expect(kms.every((km) => km >= 6 && km <= 35)).toBe(true);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    for (const town of towns) {
      const others = towns.filter((other) => other !== town);
      expect(others.every((other) => distanceKm(town as Location, other as Location) >= 6)).toBe(true);
    }
  });

  it('places a business in Britain at its city (no postcode data for GB yet)', async () => {
    // The address step's first example: 14 Call Lane, Leeds LS1 6DT.
    const sessionId = await sessionAt(server, 'onboarding', 'businessPhoneNumber', {}, {}, 'GB');
    const { business } = await mapOf(sessionId);
    expect(business).toMatchObject({ name: 'Leeds', type: 5, countryCode: 'GB' });
    // Its council is Leeds too: no region that would name it "Leeds, Leeds".
    expect(business?.region).toBeUndefined();
    near(business, [53.8, -1.55]);
  });

  it("a later campaign, whose flow asks no address, is placed where its profile's onboarding said", async () => {
    // Walked past the e-mail sign-up: the session made the owner's business profile.
    const onboarding = await sessionAt(server, 'onboarding', 'creative', {
      businessLocationDetails: { address: punePinAddress },
    });
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ business_profile_id: number }[]>('select business_profile_id from flow_session where id = ?', [
        onboarding,
      ]);
    const owner = { auth: ownerHeaders(onboarding) } as unknown as SignedInUser;
    const campaign = await newCampaign(server, owner, row?.business_profile_id ?? 0);
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const { status, body } = await server.request(
      'GET',
      `/api/sessions/${String(campaign.body.sessionId)}/targetingMap`,
      undefined,
      owner.auth,
    );
    expect(status).toBe(200);
    expect((body as TargetingMap).business).toMatchObject({ key: 'IN-20-411001' });
  });

  it('a map listing picked from the place search places the business before its address', async () => {
    const [mysuru] = await search('keyword=Mysuru&types=5');
    expect(mysuru?.name).toBe('Mysuru');
    const sessionId = await sessionAt(server, 'onboarding', 'businessPhoneNumber', {
      businessDetails: {
        presence: 'mapListing',
        googlePlaceDetail: { placeId: mysuru?.key, name: 'Mysuru', formattedAddress: 'Mysuru, Karnataka' },
        name: 'Chai & Crumbs',
      },
      businessLocationDetails: { address: punePinAddress },
    });
    expect((await mapOf(sessionId)).business).toEqual(mysuru);
  });

  it('answers the picked places by key, in the order asked, leaving out keys no place has', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'businessPhoneNumber', {
      businessLocationDetails: { address: punePinAddress },
    });
    const [pune] = await search('keyword=Pune&types=5');
    const { locations } = await mapOf(sessionId, ['IN-20-560001', 'IN-5-0', pune?.key ?? '']);
    expect(locations.map((place) => place.key)).toEqual(['IN-20-560001', pune?.key]);
    near(locations[0], [12.98, 77.6]);
  });

  it('a malformed list of keys is 400 with the field named; an unknown session 404', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'businessPhoneNumber');
    const bad = await server.request('GET', `/api/sessions/${sessionId}/targetingMap?keys=a,,b`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('keys');
    const unknown = await server.request('GET', '/api/sessions/00000000-0000-4000-8000-000000000000/targetingMap');
    expect(unknown.status).toBe(404);
  });
});
