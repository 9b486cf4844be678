import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS_WITH_BODY,
  ENDPOINTS_WITH_QUERY,
  UPLOAD_ENDPOINTS,
  everyEndpoint,
  type EveryEndpoint,
} from '../support/every-endpoint.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Every endpoint of the OpenAPI catalogue that takes a body, sent bodies of the wrong shape, and
 * every one that takes a query, sent queries of the wrong shape: each is a 4xx with an error code,
 * never a 500 (the guide's "bad input is never a 500").
 */
let server: TestServer;
let api: EveryEndpoint;

beforeAll(async () => {
  server = await startTestServer();
  api = await everyEndpoint(server);
}, 60_000);
afterAll(() => server.close());

const BAD_BODIES: readonly [string, unknown][] = [
  ['an array', [1, 2, 3]],
  ['a number', 42],
  ['every field the wrong type', { emailAddress: 7, password: [], name: {}, otp: true, hash: 1, sessionId: 3 }],
  ['a 90 kB string', { name: 'x'.repeat(90_000) }],
  ['malformed JSON', '{"name": '],
];

describe('bad bodies on every endpoint that takes one', () => {
  it.each(
    ENDPOINTS_WITH_BODY.flatMap((endpoint) =>
      BAD_BODIES.map(([label, body]) => [endpoint.operationId, label, endpoint, body] as const),
    ),
  )('%s with %s: a 4xx with an error code', async (_operation, _label, endpoint, body) => {
    const response = await server.request(endpoint.method.toUpperCase(), api.pathOf(endpoint), body, api.user.auth);
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    expect(typeof response.body.errorCode).toBe('number');
  });
});

describe('JSON bodies on every upload endpoint', () => {
  it('covers the uploads', () => {
    expect(UPLOAD_ENDPOINTS.map((endpoint) => endpoint.operationId)).toContain('uploadStoreLogo');
  });

  it.each(
    UPLOAD_ENDPOINTS.flatMap((endpoint) =>
      BAD_BODIES.map(([label, body]) => [endpoint.operationId, label, endpoint, body] as const),
    ),
  )('%s with %s: a 4xx with an error code', async (_operation, _label, endpoint, body) => {
    const response = await server.request('POST', api.pathOf(endpoint), body, api.user.auth);
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    expect(typeof response.body.errorCode).toBe('number');
  });
});

const BAD_QUERIES: readonly [string, string][] = [
  ['a parameter no schema names', 'noSuchParameter=1'],
  ['a parameter given twice', 'from=2026-01-01&from=2026-01-02&to=2026-01-03'],
  ['a 5,000-character value', `page=${'9'.repeat(5_000)}`],
];

describe('bad queries on every endpoint that takes one', () => {
  it.each(
    ENDPOINTS_WITH_QUERY.flatMap((endpoint) =>
      BAD_QUERIES.map(([label, query]) => [endpoint.operationId, label, endpoint, query] as const),
    ),
  )('%s with %s: a 4xx with an error code', async (_operation, _label, endpoint, query) => {
    const response = await server.request(
      endpoint.method.toUpperCase(),
      `${api.pathOf(endpoint)}?${query}`,
      undefined,
      api.authOf(endpoint),
    );
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    expect(typeof response.body.errorCode).toBe('number');
  });
});
