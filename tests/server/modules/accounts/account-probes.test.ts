import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, STRONG_PASSWORD, type SignedInUser } from '../../../support/accounts.ts';
import { sessionAt } from '../../../support/walk.ts';
import { ACCOUNT_PROBES } from '../../../../server/modules/accounts/account-probes.ts';
import { verifiedPhone } from '../../../support/otp.ts';
import { startTestServer, type TestResponse, type TestServer } from '../../../support/test-server.ts';

/**
 * One client asking about many accounts is refused, whichever calls it spreads them over and
 * whichever of two app processes on one database answers (decision 345). Below the budget every
 * call answers as the spec says (AP §8: "User already exists", "e-mail does not exist", "The
 * mobile number doesn't have an account. Please create one."; OL §7 sendOtp's userAlreadyExist).
 */
let first: TestServer;
let second: TestServer;
let known: SignedInUser;
const KNOWN_PHONE = '9876512345';
let onboardingSessionId: string;
let emailSignupSessionId: string;

beforeAll(async () => {
  // Behind the loopback proxy: each case is a client of its own (X-Forwarded-For).
  first = await startTestServer(undefined, { trustProxy: 'loopback', accountProbes: ACCOUNT_PROBES.points });
  second = await startTestServer(first.clientUrl, {
    trustProxy: 'loopback',
    accountProbes: ACCOUNT_PROBES.points,
    workers: false,
  });
  known = await signedInUser(first);
  // Only a verified number has an account to sign in to (decision 351).
  await verifiedPhone(first, known, `91-${KNOWN_PHONE}`);
  onboardingSessionId = (await first.request('POST', '/api/flows/onboarding/sessions', {})).body.sessionId as string;
  emailSignupSessionId = await sessionAt(first, 'onboarding', 'emailSignup');
}, 90_000);
afterAll(async () => {
  await second.close();
  await first.close();
});

const ATTEMPTS = 30;
let fresh = 0;
const freshEmail = () => `probe${String(++fresh)}-${String(Date.now())}@example.com`;
const freshPhone = () => `98765${String(50000 + ++fresh)}`;
const WRONG_OTP = '000000';
const INVALID_OTP = { errorCode: 57, message: 'Invalid OTP. Please enter the correct OTP to proceed.' };
const NO_SUCH_MOBILE = {
  errorCode: 104,
  message: "The mobile number doesn't have an account. Please create one.",
  redirect: '/signup',
};

interface Probe {
  /** Asks about the known account, or a fresh one. */
  send(server: TestServer, headers: Record<string, string>, knownAccount: boolean): Promise<TestResponse>;
  /** The spec's answer below the budget. */
  readonly answers: { readonly known: Answer; readonly fresh: Answer };
}

interface Answer {
  readonly status: number;
  readonly body?: Record<string, unknown>;
}

const signUp = (server: TestServer, headers: Record<string, string>, emailAddress: string) =>
  server.request(
    'POST',
    '/api/roimatic/users',
    { firstName: 'Priya', lastName: 'Raman', emailAddress, loginPassword: STRONG_PASSWORD, isTosAccepted: true },
    headers,
  );
const forgotPassword = (server: TestServer, headers: Record<string, string>, emailAddress: string) =>
  server.request('POST', '/api/authentication/forgotPassword', { emailAddress }, headers);
const askOtp = (server: TestServer, headers: Record<string, string>, phoneNumber: string) =>
  server.request('POST', '/api/authentication/otp', { countryCode: '+91', phoneNumber }, headers);
const sendEmailOtp = (server: TestServer, headers: Record<string, string>, emailAddress: string) =>
  server.request('POST', `/api/sessions/${onboardingSessionId}/sendOtp`, { emailAddress }, headers);

/** A store-onboarding session on its user step (each new account signs up in a session of its own). */
async function storeUserStep(server: TestServer, headers: Record<string, string>, emailAddress: string) {
  const created = await server.request('POST', '/api/flows/store-onboarding/sessions', { flags: {} }, headers);
  const sessionId = created.body.sessionId as string;
  const storeFront = await server.request(
    'PUT',
    `/api/sessions/${sessionId}/steps/storeFront`,
    { storePlatform: 'shopify' },
    headers,
  );
  expect(storeFront.status).toBe(200);
  const user = {
    firstName: 'Hannah',
    lastName: 'Whitworth',
    emailAddress,
    loginPassword: STRONG_PASSWORD,
    isTosAccepted: true,
  };
  return server.request('PUT', `/api/sessions/${sessionId}/steps/user`, user, headers);
}

const PROBES: Readonly<Record<string, Probe>> = {
  'signing up (POST /roimatic/users)': {
    send: (server, headers, knownAccount) => signUp(server, headers, knownAccount ? known.emailAddress : freshEmail()),
    answers: {
      known: { status: 409, body: { errorCode: 101, message: 'User already exists' } },
      fresh: { status: 201 },
    },
  },
  'forgot password': {
    send: (server, headers, knownAccount) =>
      forgotPassword(server, headers, knownAccount ? known.emailAddress : freshEmail()),
    answers: {
      known: { status: 200, body: { sent: true } },
      fresh: { status: 404, body: { errorCode: 104, message: "This e-mail address doesn't have an account." } },
    },
  },
  'asking for a sign-in OTP': {
    send: (server, headers, knownAccount) => askOtp(server, headers, knownAccount ? KNOWN_PHONE : freshPhone()),
    answers: { known: { status: 200, body: { sent: true } }, fresh: { status: 404, body: NO_SUCH_MOBILE } },
  },
  'signing in with an OTP': {
    send: (server, headers, knownAccount) =>
      server.request(
        'POST',
        '/api/authentication/otp/login',
        { countryCode: '+91', phoneNumber: knownAccount ? KNOWN_PHONE : freshPhone(), otp: WRONG_OTP },
        headers,
      ),
    answers: { known: { status: 400, body: INVALID_OTP }, fresh: { status: 404, body: NO_SUCH_MOBILE } },
  },
  "the onboarding's e-mail OTP (sendOtp)": {
    send: (server, headers, knownAccount) =>
      sendEmailOtp(server, headers, knownAccount ? known.emailAddress : freshEmail()),
    answers: {
      known: { status: 200, body: { userAlreadyExist: true } },
      fresh: { status: 200, body: { userAlreadyExist: false } },
    },
  },
  "the onboarding's e-mail sign-up step": {
    send: (server, headers, knownAccount) =>
      server.request(
        'PUT',
        `/api/sessions/${emailSignupSessionId}/steps/emailSignup`,
        { emailAddress: knownAccount ? known.emailAddress : freshEmail(), otp: WRONG_OTP },
        headers,
      ),
    answers: { known: { status: 400, body: INVALID_OTP }, fresh: { status: 400, body: INVALID_OTP } },
  },
  "the store onboarding's user step": {
    send: (server, headers, knownAccount) =>
      storeUserStep(server, headers, knownAccount ? known.emailAddress : freshEmail()),
    answers: {
      known: { status: 409, body: { errorCode: 101, message: 'User already exists' } },
      fresh: { status: 200 },
    },
  },
};

function expectAnswer(response: TestResponse, answer: Answer, why: string): void {
  expect(response.status, `${why}: ${JSON.stringify(response.body)}`).toBe(answer.status);
  if (answer.body !== undefined) expect(response.body, why).toMatchObject(answer.body);
}

function expectRefused(response: TestResponse, why: string): void {
  expect(response.status, `${why}: ${JSON.stringify(response.body)}`).toBe(429);
  expect(response.body.errorCode, why).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter, why).toBeGreaterThan(0);
  expect(retryAfter, why).toBeLessThanOrEqual(ACCOUNT_PROBES.windowSeconds);
  expect(response.body.retryAfterSeconds, why).toBe(retryAfter);
}

// Attempts alternate between the two processes: the count is the database's, not a process's.
const serverOf = (attempt: number) => (attempt % 2 === 0 ? first : second);

describe('asking about many accounts from one client (decision 345)', { timeout: 120_000 }, () => {
  it.each(Object.entries(PROBES).map(([name, probe], index) => [name, probe, index] as const))(
    '%s: 30 accounts from one client are refused after the budget; below it the spec answers; another client is not',
    async (_name, probe, index) => {
      const client = { 'x-forwarded-for': `192.0.2.${String(index + 10)}` };
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const knownAccount = attempt === 0;
        const response = await probe.send(serverOf(attempt), client, knownAccount);
        const why = `attempt ${String(attempt + 1)}`;
        if (attempt >= ACCOUNT_PROBES.points) expectRefused(response, why);
        else expectAnswer(response, knownAccount ? probe.answers.known : probe.answers.fresh, why);
      }
      const another = { 'x-forwarded-for': `198.51.100.${String(index + 10)}` };
      expectAnswer(await probe.send(second, another, false), probe.answers.fresh, 'another client');
    },
  );

  it('one budget for every call: accounts spread over sign-up, forgot password and both OTPs count together', async () => {
    const client = { 'x-forwarded-for': '192.0.2.99' };
    const signedUp = freshEmail();
    const asks = [
      (server: TestServer) => signUp(server, client, freshEmail()),
      (server: TestServer) => forgotPassword(server, client, freshEmail()),
      (server: TestServer) => sendEmailOtp(server, client, freshEmail()),
      (server: TestServer) => askOtp(server, client, freshPhone()),
    ];
    expectAnswer(await signUp(first, client, signedUp), { status: 201 }, 'sign-up');
    for (let attempt = 1; attempt < ACCOUNT_PROBES.points; attempt += 1) {
      const response = await asks[attempt % asks.length]?.(serverOf(attempt));
      expect([attempt, response?.status]).not.toEqual([attempt, 429]);
    }
    expectRefused(await signUp(first, client, freshEmail()), 'sign-up');
    expectRefused(await forgotPassword(second, client, freshEmail()), 'forgot password');
    expectRefused(await askOtp(first, client, freshPhone()), 'sign-in OTP');
    expectRefused(await sendEmailOtp(second, client, freshEmail()), 'sendOtp');
    // An account the client already asked about tells it nothing new: not refused.
    expectAnswer(await forgotPassword(first, client, signedUp), { status: 200, body: { sent: true } }, 'asked again');
    expectAnswer(
      await sendEmailOtp(second, client, signedUp),
      { status: 200, body: { userAlreadyExist: true } },
      'asked again',
    );
  });
});
