import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateLimitRule } from '../../server/modules/accounts/rate-limits.ts';
import { LEAD_SUBMISSIONS } from '../../server/modules/leads/routes.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { ownProfile } from '../support/campaigns.ts';
import { leadCampaign } from '../support/lead-campaign.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The rate limits are counted in the database (rate-limiter-flexible's PostgreSQL store): two app
 * processes on one database share each count, so a client that spreads its calls over both is
 * refused after the limit all the same (429, Retry-After, errorCode 429: AP §8 "the code is
 * errorCode, else the HTTP status").
 */
let first: TestServer;
let second: TestServer;
let user: SignedInUser;
let campaignId: number;
let profileId: number;

beforeAll(async () => {
  // Behind the loopback proxy: each case below is its own client, counted apart from the others.
  first = await startTestServer(undefined, { trustProxy: 'loopback' });
  second = await startTestServer(first.clientUrl, { trustProxy: 'loopback', workers: false });
  user = await signedInUser(first);
  profileId = await ownProfile(first, user);
  campaignId = await leadCampaign(first, profileId);
}, 90_000);
afterAll(async () => {
  await second.close();
  await first.close();
});

interface LimitedCall {
  readonly rule: RateLimitRule;
  readonly path: () => string;
  readonly body: () => unknown;
  readonly signedIn?: boolean;
}

const CALLS: Readonly<Record<string, LimitedCall>> = {
  'sign-in by password': {
    rule: RATE_LIMITS.signIn,
    path: () => '/api/authentication/login',
    body: () => ({ emailAddress: 'guess-me@example.com', password: 'Guess#Word1' }),
  },
  'asking for a sign-in OTP': {
    rule: RATE_LIMITS.otp,
    path: () => '/api/authentication/otp',
    body: () => ({ countryCode: '+91', phoneNumber: '9000012345' }),
  },
  'signing in with an OTP': {
    rule: RATE_LIMITS.signIn,
    path: () => '/api/authentication/otp/login',
    body: () => ({ countryCode: '+91', phoneNumber: '9000012345', otp: '123456' }),
  },
  'asking for a callback': {
    rule: RATE_LIMITS.callback,
    path: () => '/api/users/callback',
    body: () => ({ businessProfileId: profileId, phone: '+44-7911123456' }),
    signedIn: true,
  },
  'the public lead form': {
    rule: LEAD_SUBMISSIONS,
    path: () => `/api/leadForms/${String(campaignId)}/leads`,
    body: () => ({
      name: 'Asha Verma',
      email: 'asha.verma@example.co.uk',
      phone: '07911 123456',
      serviceNeeded: 'Haircut',
      city: 'Leeds',
      consents: [1],
      privacyPolicyAccepted: true,
    }),
  },
};

describe('rate limits shared by two app processes on one database', { timeout: 60_000 }, () => {
  it.each(Object.entries(CALLS).map(([name, limited], index) => [name, limited, index] as const))(
    '%s: the calls spread over both count as one, then both refuse with 429 and Retry-After',
    async (_name, limited, index) => {
      const headers = {
        'x-forwarded-for': `192.0.2.${String(index + 10)}`,
        ...(limited.signedIn === true ? user.auth : {}),
      };
      const send = (server: TestServer) => server.request('POST', limited.path(), limited.body(), headers);
      for (let attempt = 0; attempt < limited.rule.points; attempt += 1) {
        const answer = await send(attempt % 2 === 0 ? first : second);
        expect([attempt, answer.status]).not.toEqual([attempt, 429]);
      }
      for (const server of [first, second]) {
        const refused = await send(server);
        expect(refused.status).toBe(429);
        expect(refused.body.errorCode).toBe(429);
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(limited.rule.windowSeconds);
        expect(refused.body.retryAfterSeconds).toBe(retryAfter);
      }
    },
  );
});
