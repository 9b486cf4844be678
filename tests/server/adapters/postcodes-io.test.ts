import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TargetingMap } from '../../../schemas/generated/api/targeting-map.ts';
import { placesWith } from '../../../server/adapters/index.ts';
import { postcodesIo } from '../../../server/adapters/postcodes-io.ts';
import { startPostcodesIoFake, type PostcodesIoFake } from '../../fakes/postcodes-io-fake.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { sessionAt } from '../../support/walk.ts';
import { warningsLogger } from '../../support/warnings-logger.ts';

/**
 * Decision 463: GB postcode districts are found through postcodes.io when POSTCODES_IO_URL is set,
 * here its local fake's HTTP API with the real adapter on the path, through the place search, the
 * geo location and the location step's map.
 */
interface Place {
  readonly key: string;
  readonly name: string;
  readonly type: number;
  readonly countryCode: string;
  readonly region?: string;
  readonly latitude: number;
  readonly longitude: number;
}

let fake: PostcodesIoFake;
let server: TestServer;
const { logger, warnings } = warningsLogger();

beforeAll(async () => {
  fake = await startPostcodesIoFake();
  server = await startTestServer(undefined, { services: { places: placesWith(postcodesIo(fake.url, logger)) } });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => {
  fake.failWith(null);
  fake.asked.length = 0;
  warnings.length = 0;
});

const search = async (keyword: string, query = '&countryCodes=GB'): Promise<Place[]> => {
  const { status, body } = await server.request('GET', `/api/Locations?keyword=${encodeURIComponent(keyword)}${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Place[];
};

describe('GB postcode districts from postcodes.io (decision 463)', () => {
  it('a district is found by its code, in any case and with its inward code, where the service places it', async () => {
    for (const keyword of ['LS1', 'ls1', ' LS1 4AP ', 'ls14ap']) {
      const [first] = await search(keyword);
      expect(first, keyword).toEqual({
        key: 'GB-20-LS1',
        name: 'LS1',
        type: 20,
        countryCode: 'GB',
        region: 'Leeds',
        latitude: 53.79648,
        longitude: -1.54785,
      });
    }
    expect(fake.asked).toEqual(['LS1', 'LS1', 'LS1', 'LS1']);
  });

  it('a district across two councils names both; the cities and regions are still searched', async () => {
    const [first] = await search('SW1A');
    expect(first).toMatchObject({ name: 'SW1A', region: 'Westminster, Wandsworth' });
    const leeds = await search('Leeds');
    expect(leeds.some((place) => place.name === 'Leeds' && place.type === 5)).toBe(true);
    // "Leeds" is no postcode: the service is not asked.
    expect(fake.asked).toEqual(['SW1A']);
  });

  it('is asked only when GB postcodes are searched for', async () => {
    expect(await search('LS1', '&countryCodes=IN')).toEqual([]);
    expect(await search('LS1', '&countryCodes=GB&types=4,5')).toEqual([]);
    expect(fake.asked).toEqual([]);
  });

  it('a code the service does not know, or one that is no place, finds nothing', async () => {
    expect(await search('ZZ9')).toEqual([]);
    expect(await search('BF1')).toEqual([]);
    expect(fake.asked).toEqual(['ZZ9', 'BF1']);
  });

  it('an outage of the service is logged and the search still answers, without the district', async () => {
    fake.failWith(503);
    expect(await search('LS1')).toEqual([]);
    expect(warnings.some((warning) => warning.includes('postcode district'))).toBe(true);
    fake.failWith(null);
    expect((await search('LS1')).map((place) => place.name)).toEqual(['LS1']);
  });

  it('geoLocation finds a district as a place of type 20', async () => {
    const { status, body } = await server.request('GET', '/api/geoLocation?name=LS6&locationTypeId=20&countryCode=GB');
    expect(status).toBe(200);
    expect(body).toMatchObject({ key: 'GB-20-LS6', name: 'LS6', type: 20, region: 'Leeds' });
  });

  it("places a British business at its address's postcode district, not its city's middle", async () => {
    // The address step's first example: 14 Call Lane, Leeds LS1 6DT.
    const sessionId = await sessionAt(server, 'onboarding', 'businessPhoneNumber', {}, {}, 'GB');
    const { status, body } = await server.request('GET', `/api/sessions/${sessionId}/targetingMap`);
    expect(status).toBe(200);
    expect((body as TargetingMap).business).toMatchObject({ key: 'GB-20-LS1', name: 'LS1', region: 'Leeds' });
  });

  it('a picked district is drawn on the location step map', async () => {
    const started = await server.request('POST', '/api/flows/onboarding/sessions', {});
    expect(started.status).toBe(201);
    const sessionId = started.body.sessionId as string;
    const { status, body } = await server.request(
      'GET',
      `/api/sessions/${sessionId}/targetingMap?keys=GB-20-LS1,GB-20-SW1A`,
    );
    expect(status).toBe(200);
    const map = body as TargetingMap;
    expect(map.locations.map((place) => [place.name, place.latitude, place.longitude])).toEqual([
      ['LS1', 53.79648, -1.54785],
      ['SW1A', 51.50453, -0.13226],
    ]);
  });
});
