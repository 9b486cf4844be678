import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_BODY, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import {
  ENDPOINTS_WITH_BODY,
  ENDPOINTS_WITH_QUERY,
  UPLOAD_ENDPOINTS,
  everyEndpoint,
  type EveryEndpoint,
} from '../support/every-endpoint.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/test-server.ts';

/**
 * Every endpoint of the OpenAPI catalogue that takes a body, sent bodies of the wrong shape, and
 * every one that takes a query, sent queries of the wrong shape, by a caller who owns every id in
 * the path and holds every role the route asks for (tests/support/every-endpoint.ts): each call
 * gets past routing, sign-in, ownership and roles to the check of its input, and is refused there
 * as invalid request data (AP §8 102), with a message per field where a schema refused it — not a
 * 404 for an id of nothing, not a 403, not a 429, never a 500.
 */
let server: TestServer;
let api: EveryEndpoint;

beforeAll(async () => {
  // Each call comes from an address of its own (headersOf): the rate limits read X-Forwarded-For.
  server = await startTestServer(undefined, { trustProxy: 'loopback' });
  api = await everyEndpoint(server);
}, 60_000);
afterAll(() => server.close());

let calls = 0;

/**
 * The caller's token (product staff for the studio, whose calls check the role before anything
 * else, decision 250), from an address no other call came from: the rate limits count a call per
 * address before reading its body (decision 322), and sendLoginOtp, loginWithOtp and sendEmailOtp
 * share one allowance, which their bad bodies together would use up.
 */
const headersOf = (endpoint: ApiEndpoint): Record<string, string> => {
  calls += 1;
  return { ...api.authOf(endpoint), 'x-forwarded-for': `2001:db8::${calls.toString(16)}` };
};

/** What refuses a bad input first: the JSON parser, the input's schema, or a webhook's signature check. */
type RefusedBy = 'parser' | 'schema' | 'signature';

/** Invalid request data (AP §8 102): 400, 413 past the size limit, 415 for an encoding it cannot read. */
function expectInvalidData(response: TestResponse, refusedBy: RefusedBy): void {
  const seen = `${String(response.status)} ${JSON.stringify(response.body)}`;
  expect([400, 413, 415], seen).toContain(response.status);
  expect(response.body?.errorCode, seen).toBe(102);
  // server/request-input.ts: a schema's refusal names each field it refused.
  if (refusedBy === 'schema') expect(response.body.fields, seen).toEqual(expect.arrayContaining([expect.anything()]));
}

const MALFORMED_JSON = 'malformed JSON';
const TOO_LARGE = 'a body past the 100 kB limit';
const BAD_BODIES: readonly [string, unknown][] = [
  ['an array', [1, 2, 3]],
  ['a number', 42],
  // The test server's request() sends a string as it is: this one is the JSON text of a string.
  ['a JSON string', '"hello"'],
  // Decision 114: a JSON null is data, not "no body", even where the body may be left out.
  ['a JSON null', null],
  ['every field the wrong type', { emailAddress: 7, password: [], name: {}, otp: true, hash: 1, sessionId: 3 }],
  ['a 90 kB string', { name: 'x'.repeat(90_000) }],
  [TOO_LARGE, { name: 'x'.repeat(110_000) }],
  [MALFORMED_JSON, '{"name": '],
];

/**
 * The body parsers refuse malformed JSON and a body past the limit (server/app.ts; the studio's is
 * 1 MB) before any route. A webhook's body is read only once the provider's signature matches its
 * exact bytes: unsigned, any other bad body is refused there.
 */
function refusedByOf(endpoint: ApiEndpoint, label: string): RefusedBy {
  if (label === TOO_LARGE && !endpoint.path.startsWith('/studio/')) return 'parser';
  if (endpoint.body === SIGNED_BODY) return 'signature';
  return label === MALFORMED_JSON ? 'parser' : 'schema';
}

describe('bad bodies on every endpoint that takes one', () => {
  it.each(
    ENDPOINTS_WITH_BODY.flatMap((endpoint) =>
      BAD_BODIES.map(([label, body]) => [endpoint.operationId, label, endpoint, body] as const),
    ),
  )('%s with %s: invalid request data (102)', async (_operation, label, endpoint, body) => {
    const response = await server.request(
      endpoint.method.toUpperCase(),
      api.pathOf(endpoint),
      body,
      headersOf(endpoint),
    );
    expectInvalidData(response, refusedByOf(endpoint, label));
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
  )('%s with %s: invalid request data (102)', async (_operation, label, endpoint, body) => {
    const response = await server.request('POST', api.pathOf(endpoint), body, headersOf(endpoint));
    expectInvalidData(response, refusedByOf(endpoint, label));
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
  )('%s with %s: invalid request data (102)', async (_operation, _label, endpoint, query) => {
    const path = `${api.pathOf(endpoint)}?${query}`;
    expectInvalidData(
      await server.request(endpoint.method.toUpperCase(), path, undefined, headersOf(endpoint)),
      'schema',
    );
  });
});
