/**
 * A local fake of postcodes.io's outcode lookup (GET /outcodes/:outcode), for tests of the GB
 * postcode district search with the real adapter on the path. It answers as the service does: a
 * case-insensitive code, `{ status, result }` bodies, 404 "Outcode not found".
 */
import { startFakeServer, type FakeServer } from '../../server/adapters/payments/local/fake-http.ts';

interface FakeOutcode {
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly admin_district: readonly string[];
}

/** A few districts with their centres as postcodes.io gives them. */
export const FAKE_OUTCODES: Readonly<Record<string, FakeOutcode>> = {
  LS1: { latitude: 53.79648, longitude: -1.54785, admin_district: ['Leeds'] },
  LS6: { latitude: 53.8184, longitude: -1.57743, admin_district: ['Leeds'] },
  SW1A: { latitude: 51.50453, longitude: -0.13226, admin_district: ['Westminster', 'Wandsworth'] },
  // British Forces Post Office: a code, not a place.
  BF1: { latitude: null, longitude: null, admin_district: [] },
};

export interface PostcodesIoFake extends FakeServer {
  /** The outward codes asked for, in order. */
  readonly asked: string[];
  /** Answer every request with this status from now on (an outage), or normally again (null). */
  failWith(status: number | null): void;
}

export async function startPostcodesIoFake(): Promise<PostcodesIoFake> {
  const asked: string[] = [];
  let failing: number | null = null;
  const server = await startFakeServer(({ method, path }) => {
    const code = /^\/outcodes\/([^/]+)$/.exec(path)?.[1];
    if (method !== 'GET' || code === undefined)
      return { status: 404, body: { status: 404, error: 'Resource not found' } };
    const outcode = decodeURIComponent(code).toUpperCase();
    asked.push(outcode);
    if (failing !== null) return { status: failing, body: { status: failing, error: 'Service unavailable' } };
    const found = FAKE_OUTCODES[outcode];
    if (found === undefined) return { status: 404, body: { status: 404, error: 'Outcode not found' } };
    return {
      status: 200,
      body: {
        status: 200,
        result: {
          outcode,
          ...found,
          northings: null,
          eastings: null,
          parish: [],
          admin_county: [],
          admin_ward: [],
          country: ['England'],
          parliamentary_constituency: [],
        },
      },
    };
  });
  return {
    ...server,
    asked,
    failWith(status) {
      failing = status;
    },
  };
}
