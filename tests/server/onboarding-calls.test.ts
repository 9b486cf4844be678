import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer, type SharedTestServer } from '../support/shared-server.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function newDetails(body: object = { name: 'Bloom Salon', websiteUrl: 'https://bloom.example', region: 'GB' }) {
  const created = await server.request('POST', '/api/businessDetails', body);
  expect(created.status).toBe(201);
  return created.body as { sessionId: string } & Record<string, unknown>;
}

const details = async (sessionId: string) =>
  (await server.request('GET', `/api/businessDetails?sessionId=${sessionId}`)).body;
const session = async (sessionId: string) => (await server.request('GET', `/api/sessions/${sessionId}`)).body;

describe('businessDetails (OL §7)', () => {
  it('POST starts an onboarding session holding the details', async () => {
    const created = await newDetails({
      name: 'Bloom Salon',
      category: 'Hair salon',
      region: 'GB',
      shortenFlow: true,
      queryParameters: { agentid: 'a1' },
    });
    expect(created).toMatchObject({
      name: 'Bloom Salon',
      category: 'Hair salon',
      region: 'GB',
      shortenFlow: true,
      launchState: 0,
      queryParameters: { agentid: 'a1' },
    });
    expect(await session(created.sessionId)).toMatchObject({
      flowId: 'onboarding',
      flags: { shortened: true, agent: true },
    });
  });

  it.each([
    ['not a URL', 'bloom'],
    ['a social media link', 'https://www.facebook.com/bloom'],
  ])('a website that is %s: "Invalid website URL." (OL §8)', async (_case, websiteUrl) => {
    const response = await server.request('POST', '/api/businessDetails', { name: 'Bloom', websiteUrl });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ path: '/websiteUrl', message: 'Invalid website URL.' }]);
  });

  it('GET reads them back; an unknown session is 104, a missing id 102', async () => {
    const { sessionId } = await newDetails();
    expect(await details(sessionId)).toMatchObject({
      sessionId,
      name: 'Bloom Salon',
      websiteUrl: 'https://bloom.example',
    });
    expect(
      (await server.request('GET', '/api/businessDetails?sessionId=6f1c2b1e-0000-4000-8000-000000000000')).body
        .errorCode,
    ).toBe(104);
    expect((await server.request('GET', '/api/businessDetails')).body.errorCode).toBe(102);
  });

  it('PATCH applies only the differences', async () => {
    const { sessionId } = await newDetails();
    const patched = await server.request('PATCH', '/api/businessDetails', {
      sessionId,
      businessDetail: [
        { op: 'replace', path: '/name', value: 'Bloom & Co' },
        { op: 'add', path: '/services', value: ['Cut', 'Colour'] },
      ],
    });
    expect(patched.status).toBe(200);
    expect(await details(sessionId)).toMatchObject({
      name: 'Bloom & Co',
      services: ['Cut', 'Colour'],
      websiteUrl: 'https://bloom.example',
    });
  });

  it('PATCH with no differences writes nothing', async () => {
    const { sessionId } = await newDetails();
    const before = await session(sessionId);
    expect((await server.request('PATCH', '/api/businessDetails', { sessionId, businessDetail: [] })).status).toBe(200);
    expect((await session(sessionId)).version).toBe(before.version);
  });

  it.each([
    ['a field the session owns', [{ op: 'replace', path: '/launchState', value: 2000 }], 'cannot be changed'],
    ['a result the schema refuses', [{ op: 'replace', path: '/name', value: 'N'.repeat(26) }], 'Invalid request data'],
    ['a difference that does not fit', [{ op: 'replace', path: '/nowhere/deep', value: 1 }], ''],
    ['an unknown operation', [{ op: 'merge', path: '/name', value: 'x' }], 'Invalid request data'],
  ])('PATCH refuses %s and changes nothing', async (_case, businessDetail, message) => {
    const { sessionId } = await newDetails();
    const before = await session(sessionId);
    const response = await server.request('PATCH', '/api/businessDetails', { sessionId, businessDetail });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 102, message: expect.stringContaining(message) as string });
    expect(await session(sessionId)).toEqual(before);
  });
});

describe('offerDetails (OL §4: stores the offer, replaces the ad detail)', () => {
  it.each([
    ['percentage', { type: 1, value: 20, noEnd: true }, { primaryText: '20% off', callToAction: 2 }],
    ['flat in GBP', { type: 2, value: 5, noEnd: true }, { primaryText: '£5 off', callToAction: 2 }],
    ['free delivery', { type: 4, noEnd: true }, { primaryText: 'Free delivery', callToAction: 2 }],
    [
      'no offer',
      { type: 6 },
      { primaryText: 'Visit Bloom Salon', callToAction: 3, leadFormDescription: 'Fill the form to know more' },
    ],
  ])('%s', async (_case, offerDetail, adDetail) => {
    const { sessionId } = await newDetails();
    const response = await server.request('POST', '/api/offerDetails', { sessionId, offerDetail });
    expect(response.status).toBe(200);
    expect(response.body.adDetail).toMatchObject(adDetail);
    expect(await details(sessionId)).toMatchObject({ offerDetail, creativeDetail: { adDetail } });
  });

  it('a second offer replaces the first ad detail', async () => {
    const { sessionId } = await newDetails();
    await server.request('POST', '/api/offerDetails', { sessionId, offerDetail: { type: 1, value: 10, noEnd: true } });
    await server.request('POST', '/api/offerDetails', { sessionId, offerDetail: { type: 1, value: 30, noEnd: true } });
    expect((await details(sessionId)).creativeDetail.adDetail.primaryText).toBe('30% off');
  });

  it('a percentage outside 1-99 is refused (OL §5)', async () => {
    const { sessionId } = await newDetails();
    const response = await server.request('POST', '/api/offerDetails', {
      sessionId,
      offerDetail: { type: 1, value: 120, noEnd: true },
    });
    expect(response.status).toBe(400);
  });
});

describe('look-ups (OL §7)', () => {
  it('BusinessCategories?keyword', async () => {
    const response = await server.request('GET', '/api/BusinessCategories?keyword=hair');
    expect(response.body.map((c: { name: string }) => c.name)).toContain('Hair salon');
  });

  it('Locations from the real place data set, limited to 20 by default', async () => {
    const leeds = await server.request('GET', '/api/Locations?keyword=Leeds&countryCodes=GB');
    expect(leeds.body[0]).toMatchObject({ name: 'Leeds', countryCode: 'GB' });
    const many = await server.request('GET', '/api/Locations?keyword=a');
    expect(many.body).toHaveLength(20);
    expect((await server.request('GET', '/api/Locations?keyword=a&limit=5')).body).toHaveLength(5);
  });

  it.each([
    ['a country outside IN and GB', '/api/Locations?keyword=Paris&countryCodes=FR'],
    ['a limit that is not a number', '/api/Locations?keyword=Leeds&limit=many'],
    ['a repeated keyword', '/api/Locations?keyword=a&keyword=b'],
  ])('Locations refuses %s with 102', async (_case, path) => {
    expect((await server.request('GET', path)).body.errorCode).toBe(102);
  });

  it('geoLocation finds a city (type 5 by default)', async () => {
    expect((await server.request('GET', '/api/geoLocation?name=Pune&countryCode=IN')).body).toMatchObject({
      name: 'Pune',
      type: 5,
      countryCode: 'IN',
    });
  });

  it('the visitor from loopback has no country: the region defaults to IN (OL §9)', async () => {
    expect((await server.request('GET', '/api/ip2locations/countries')).body).toEqual({
      countryCode: null,
      region: 'IN',
    });
  });

  it('defaultTargeting', async () => {
    expect((await server.request('GET', '/api/defaultTargeting?region=GB')).body).toMatchObject({
      gender: 3,
      radius: 10,
    });
  });
});

// Summary links are the agent flow's: tests/server/agent-flow.test.ts.

describe('pricing (OL §9)', () => {
  it.each([
    ['IN', { currencyCode: 'INR', minimumDailyBudgetMinor: 35000, recommendedDailyBudgetMinor: 35000 }],
    ['GB', { currencyCode: 'GBP', minimumDailyBudgetMinor: 2000, recommendedDailyBudgetMinor: 3000 }],
  ])('pricing band for %s', async (region, band) => {
    expect((await server.request('GET', `/api/localBusiness/pricingBand?region=${region}`)).body).toMatchObject(band);
  });

  it.each([
    ['IN', '₹350/day'],
    ['GB', '£30/day'],
  ])('estimatebudget for %s: %s', async (region, costPerDay) => {
    const { sessionId } = await newDetails({ name: 'Bloom', region });
    const response = await server.request('POST', `/api/localBusiness/${sessionId}/estimatebudget`, {});
    expect(response.body).toMatchObject({ costPerDay });
  });

  it('a region outside IN and GB is refused', async () => {
    expect((await server.request('GET', '/api/localBusiness/pricingBand?region=FR')).body.errorCode).toBe(102);
  });
});

describe('website/screenshot', () => {
  it('says plainly that no screenshot service is configured (503), never a made-up picture', async () => {
    const response = await server.request('GET', '/api/website/screenshot?website=https://bloom.example');
    expect(response.status).toBe(503);
    expect(response.body.message).toContain('screenshot service');
  });
});
