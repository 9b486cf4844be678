import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

describe('GET /api/portals (accounts-and-platform §1, §3, §7)', () => {
  it("the product's own portal answers the machine's own host names", async () => {
    const response = await server.request('GET', '/api/portals?domain=localhost');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({
      domain: 'localhost',
      headerLogo: null,
      portalDefaultConfig: { title: 'adflow', locale: 'en' },
      isSignupEnabled: true,
      featureFlags: '{}',
      portalConfig: {
        regionConfig: expect.arrayContaining([
          { region: 'GB', supportNumber: expect.any(String), currencySymbol: '£', paymentGateway: 'stripe' },
        ]),
      },
    });
  });

  it('without a domain, the host the request came to', async () => {
    const response = await server.request('GET', '/api/portals');
    expect(response.body.data[0]).toMatchObject({ domain: '127.0.0.1', portalDefaultConfig: { title: 'adflow' } });
  });

  it('a white-label portal has its own logo, title and theme (host names are not case-sensitive)', async () => {
    const response = await server.request('GET', '/api/portals?domain=Partner.Localhost');
    expect(response.body.data[0]).toMatchObject({
      headerLogo: '/portals/brightlane-logo.svg',
      portalDefaultConfig: { title: 'Brightlane Ads' },
      theme: { brand: '#0f7b6c' },
    });
  });

  it('a host no portal answers is 55 (invalid portal)', async () => {
    const response = await server.request('GET', '/api/portals?domain=ads.example.com');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ errorCode: 55, message: 'There is no portal at ads.example.com.' });
  });

  it('a domain that is no host name is refused with 102', async () => {
    const response = await server.request('GET', `/api/portals?domain=${'a'.repeat(300)}`);
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(102);
  });
});
