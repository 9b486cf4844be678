import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../server/db/account-entities.ts';
import { setStaff, STAFF_ROLE } from '../../server/modules/accounts/staff.ts';
import { API_CATALOGUE, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { pathOf as pathWith, PLACEHOLDER_IDS, setRoles, type PathValues } from '../support/api-calls.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Every endpoint of the OpenAPI catalogue that takes a body, sent bodies of the wrong shape, and
 * every one that takes a query, sent queries of the wrong shape: each is a 4xx with an error code,
 * never a 500 (the guide's "bad input is never a 500").
 */
let server: TestServer;
let user: SignedInUser;
/** Product staff (decision 250): the studio's calls check their query only after the role. */
let staff: SignedInUser;
let values: PathValues;

beforeAll(async () => {
  server = await startTestServer();
  user = await signedInUser(server);
  staff = await signedInUser(server);
  await setRoles(server, staff, [STAFF_ROLE]);
  // Staff too: the studio's bodies are checked, not just refused for want of the role.
  const em = server.orm.em.fork();
  setStaff(await em.findOneOrFail(User, { id: user.userId }), true);
  await em.flush();
  const profiles = await server.request('GET', `/api/users/${user.userId}/businessProfiles`, undefined, user.auth);
  const session = await server.request('POST', '/api/flows/onboarding/sessions', {});
  values = {
    ...PLACEHOLDER_IDS,
    sessionId: session.body.sessionId as string,
    userId: String(user.userId),
    businessProfileId: String(profiles.body.data[0].id),
  };
}, 60_000);
afterAll(() => server.close());

const withBody = API_CATALOGUE.filter((endpoint) => endpoint.body !== undefined && endpoint.method !== 'get');
const BAD_BODIES: readonly [string, unknown][] = [
  ['an array', [1, 2, 3]],
  ['a number', 42],
  ['every field the wrong type', { emailAddress: 7, password: [], name: {}, otp: true, hash: 1, sessionId: 3 }],
  ['a 90 kB string', { name: 'x'.repeat(90_000) }],
  ['malformed JSON', '{"name": '],
];

const pathOf = (endpoint: ApiEndpoint) => pathWith(endpoint, values);

describe('bad bodies on every endpoint that takes one', () => {
  it.each(
    withBody.flatMap((endpoint) =>
      BAD_BODIES.map(([label, body]) => [endpoint.operationId, label, endpoint, body] as const),
    ),
  )('%s with %s: a 4xx with an error code', async (_operation, _label, endpoint, body) => {
    const response = await server.request(endpoint.method.toUpperCase(), pathOf(endpoint), body, user.auth);
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    expect(typeof response.body.errorCode).toBe('number');
  });
});

// Uploads take multipart/form-data, not a JSON body: sent JSON (or none of their form), each says so.
const uploads = API_CATALOGUE.filter(
  (endpoint) =>
    endpoint.body === undefined &&
    endpoint.method === 'post' &&
    (endpoint.description ?? '').includes('multipart/form-data'),
);

describe('JSON bodies on every upload endpoint', () => {
  it('covers the uploads', () => {
    expect(uploads.map((endpoint) => endpoint.operationId)).toContain('uploadStoreLogo');
  });

  it.each(
    uploads.flatMap((endpoint) =>
      BAD_BODIES.map(([label, body]) => [endpoint.operationId, label, endpoint, body] as const),
    ),
  )('%s with %s: a 4xx with an error code', async (_operation, _label, endpoint, body) => {
    const response = await server.request('POST', pathOf(endpoint), body, user.auth);
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    expect(typeof response.body.errorCode).toBe('number');
  });
});

const withQuery = API_CATALOGUE.filter((endpoint) => endpoint.query !== undefined);
const BAD_QUERIES: readonly [string, string][] = [
  ['a parameter no schema names', 'noSuchParameter=1'],
  ['a parameter given twice', 'from=2026-01-01&from=2026-01-02&to=2026-01-03'],
  ['a 5,000-character value', `page=${'9'.repeat(5_000)}`],
];

describe('bad queries on every endpoint that takes one', () => {
  it.each(
    withQuery.flatMap((endpoint) =>
      BAD_QUERIES.map(([label, query]) => [endpoint.operationId, label, endpoint, query] as const),
    ),
  )('%s with %s: a 4xx with an error code', async (_operation, _label, endpoint, query) => {
    const auth = endpoint.path.startsWith('/studio/') ? staff.auth : user.auth;
    const response = await server.request(
      endpoint.method.toUpperCase(),
      `${pathOf(endpoint)}?${query}`,
      undefined,
      auth,
    );
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    expect(typeof response.body.errorCode).toBe('number');
  });
});
