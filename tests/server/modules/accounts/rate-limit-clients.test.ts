import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

// Behind one load balancer (TRUST_PROXY=1): the rate limits count each client, not the proxy.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(undefined, { trustProxy: 1 });
});
afterAll(() => server.close());

const login = (client: string) =>
  server.request(
    'POST',
    '/api/authentication/login',
    { emailAddress: 'shared-office@example.com', password: 'Wrong#Pass1' },
    { 'x-forwarded-for': client },
  );

describe('rate limits behind a proxy', () => {
  it('one client used up is refused; another client behind the same proxy is not', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login('203.0.113.7')).status).toBe(401);
    expect((await login('203.0.113.7')).status).toBe(429);
    expect((await login('198.51.100.20')).status).toBe(401);
  });

  it('a key longer than any e-mail address is still counted, and refused by the schema (never a 500)', async () => {
    const response = await server.request('POST', '/api/authentication/login', {
      emailAddress: `${'a'.repeat(5000)}@example.com`,
      password: 'x',
    });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(102);
  });
});
