import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../server/db/account-entities.ts';
import { setStaff } from '../../server/modules/accounts/staff.ts';
import { API_CATALOGUE, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Every endpoint of the OpenAPI catalogue that takes a body, sent bodies of the wrong shape: each
 * is a 4xx with an error code, never a 500 (the guide's "bad input is never a 500").
 */
let server: TestServer;
let user: SignedInUser;
let values: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  user = await signedInUser(server);
  // Staff too: the studio's bodies are checked, not just refused for want of the role.
  const em = server.orm.em.fork();
  setStaff(await em.findOneOrFail(User, { id: user.userId }), true);
  await em.flush();
  const profiles = await server.request('GET', `/api/users/${user.userId}/businessProfiles`, undefined, user.auth);
  const session = await server.request('POST', '/api/flows/onboarding/sessions', {});
  values = {
    flowId: 'onboarding',
    sessionId: session.body.sessionId as string,
    stepId: 'confirmation',
    mediaId: '00000000-0000-4000-8000-000000000000',
    userId: String(user.userId),
    businessProfileId: String(profiles.body.data[0].id),
    campaignId: '1',
    invoiceId: '1',
    leadId: '1',
    encodedId: 'AAAAAAAAAAAAAAAAAAAAAA',
    catalogId: '1',
    feedId: '1',
    reportId: '1',
    briefId: '1',
    versionId: '1',
    version: '1',
    audienceId: '1',
  };
});
afterAll(() => server.close());

const withBody = API_CATALOGUE.filter((endpoint) => endpoint.body !== undefined && endpoint.method !== 'get');
const BAD_BODIES: readonly [string, unknown][] = [
  ['an array', [1, 2, 3]],
  ['a number', 42],
  ['every field the wrong type', { emailAddress: 7, password: [], name: {}, otp: true, hash: 1, sessionId: 3 }],
  ['a 90 kB string', { name: 'x'.repeat(90_000) }],
  ['malformed JSON', '{"name": '],
];

const pathOf = (endpoint: ApiEndpoint) =>
  `/api${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')}`;

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
