import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/portals (accounts-and-platform §1, §7)', () => {
  it('answers the portal of the asked domain with its title, locale and flags', async () => {
    const response = await server.request('GET', '/api/portals?domain=ads.example.com');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({
      domain: 'ads.example.com',
      portalDefaultConfig: { title: 'adflow', locale: 'en' },
      isSignupEnabled: true,
    });
  });

  it('without a domain, the host the request came to', async () => {
    const response = await server.request('GET', '/api/portals');
    expect(response.body.data[0].domain).toBe('127.0.0.1');
  });

  it('a domain that is no host name is refused with 102', async () => {
    const response = await server.request('GET', `/api/portals?domain=${'a'.repeat(300)}`);
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(102);
  });
});
