import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMessageTo, otpIn } from '../../../../scripts/outbox-reader.ts';
import { localStorePlatformsStandIn, type StorePlatforms } from '../../../../server/adapters/store-platforms.ts';
import { STRONG_PASSWORD } from '../../../support/accounts.ts';
import { DATABASE_KINDS } from '../../../support/test-database.ts';
import { startTestServer, type TestServer, type TestResponse } from '../../../support/test-server.ts';

/**
 * Decision 240: a store-onboarding step's effects (AP §2, §3) and the session's move are one
 * transaction, so a step that fails leaves the account, profile, store and session as they were.
 * On both databases: on the embedded one (every `npm start`) a wrong code once froze the server.
 */

// While a link is being made, the test may send another submission that overtakes it.
let overtaking: (() => Promise<TestResponse>) | null = null;
let overtaken: TestResponse | null = null;
const overtakingPlatforms: StorePlatforms = {
  name: 'overtaking-test-platforms',
  async connect(platform, storeDomain) {
    const other = overtaking;
    overtaking = null;
    if (other !== null) overtaken = await other();
    return localStorePlatformsStandIn.connect(platform, storeDomain);
  },
};

let counter = 0;
let server: TestServer;
const put = (sessionId: string, step: string, data: unknown, headers: Record<string, string> = {}) =>
  server.request('PUT', `/api/sessions/${sessionId}/steps/${step}`, data, headers);

async function signedUpShopifyStore() {
  const created = await server.request('POST', '/api/flows/store-onboarding/sessions', {});
  const sessionId = created.body.sessionId as string;
  await put(sessionId, 'storeFront', { storePlatform: 'shopify' });
  const emailAddress = `atomic${++counter}-${Date.now()}@candles.example`;
  const user = await put(sessionId, 'user', {
    firstName: 'Hannah',
    lastName: 'Whitworth',
    emailAddress,
    loginPassword: STRONG_PASSWORD,
    isTosAccepted: true,
  });
  expect(user.status).toBe(200);
  const auth = { authorization: `Bearer ${String(user.body.signedIn.accessToken)}` };
  return { sessionId, emailAddress, auth, profileId: user.body.session.businessProfileId as number };
}

describe.each(DATABASE_KINDS)('store onboarding steps are all or nothing (decision 240), on %s', (database) => {
  beforeAll(async () => {
    server = await startTestServer(undefined, { database, services: { storePlatforms: overtakingPlatforms } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a link refused as stale (409) is undone: the store keeps the link of the submission that won', async () => {
    const { sessionId, auth, profileId } = await signedUpShopifyStore();
    overtaking = () => put(sessionId, 'linkStore', { storeDomain: 'second-shop.myshopify.com' }, auth);

    const first = await put(sessionId, 'linkStore', { storeDomain: 'first-shop.myshopify.com' }, auth);

    expect(overtaken?.status).toBe(200);
    expect(first.status).toBe(409);
    const session = await server.request('GET', `/api/sessions/${sessionId}`, undefined, auth);
    expect(session.headers.get('etag')).toBe(overtaken?.headers.get('etag'));
    expect(session.body.data.linkStore).toEqual({ storeDomain: 'second-shop.myshopify.com' });
    const setup = await server.request('GET', `/api/businessProfiles/${profileId}/storeSetup`, undefined, auth);
    expect(setup.body).toMatchObject({ platform: 'shopify', storeDomain: 'second-shop.myshopify.com', linked: true });
  });

  it('a wrong verification code still counts towards the lock (AP §5: the fifth is 801)', async () => {
    const { sessionId, emailAddress, auth } = await signedUpShopifyStore();
    await put(sessionId, 'linkStore', { storeDomain: 'candles.myshopify.com' }, auth);
    await put(sessionId, 'linkInstructions', {}, auth);
    await put(
      sessionId,
      'storeDetails',
      {
        name: 'Leeds Candle Co',
        currency: 18,
        address: {
          addressLine: 'Unit 4, Kirkgate Market',
          city: 'Leeds',
          state: 'West Yorkshire',
          postcode: 'LS2 7HY',
        },
      },
      auth,
    );
    expect((await put(sessionId, 'assets', {}, auth)).body.step).toBe('verification');
    await server.request('POST', `/api/sessions/${sessionId}/verificationCode`, {}, auth);
    const code = otpIn(await nextMessageTo(server.outboxDir, emailAddress));
    const wrong = { otp: code === '000000' ? '111111' : '000000' };

    const answers: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      answers.push((await put(sessionId, 'verification', wrong, auth)).body.errorCode as number);
    }

    expect(answers).toEqual([57, 57, 57, 57, 801]);
    expect((await put(sessionId, 'verification', { otp: code }, auth)).body.errorCode).toBe(801);
    const session = await server.request('GET', `/api/sessions/${sessionId}`, undefined, auth);
    expect(session.body.step).toBe('verification');
    expect((await server.request('GET', '/api/health')).status).toBe(200);
    expect(server.database?.stuckTransactions).toEqual([]);
  });
});
