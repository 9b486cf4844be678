import { createHmac } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { STRONG_PASSWORD, type SignedInUser } from '../support/accounts.ts';
import { ownProfile } from '../support/campaigns.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The logs of the flows that handle secrets (sign-up, sign-in by password and by OTP, a token
 * refresh, a card payment, both providers' webhooks, and their failures), written at the most
 * detailed level: none holds a password, an OTP, a token, an Authorization header, a provider's
 * secret or a webhook's signature. Every answer on the way is checked for cookies too (decision 336).
 */
const lines: string[] = [];
/** Every secret the flows below used: none may appear in any log line. */
const secrets = new Set<string>([STRONG_PASSWORD]);
/** The headers of every answer the flows got. */
const answers: Headers[] = [];
let server: TestServer;
let user: SignedInUser;

const keep = (...values: unknown[]) => {
  for (const value of values) if (typeof value === 'string' && value !== '') secrets.add(value);
};

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const answer = await server.request(method, path, body, headers);
  answers.push(answer.headers);
  return answer;
}

beforeAll(async () => {
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  server = await startTestServer(undefined, { logger });
  keep(
    server.payments.stripe.secretKey,
    server.payments.stripe.webhookSecret,
    server.payments.razorpay.keySecret,
    server.payments.razorpay.webhookSecret,
  );
}, 60_000);
afterAll(() => server.close());

describe('the secrets of the main flows never reach the log', { timeout: 60_000 }, () => {
  it('sign-up and sign-in by password, right and wrong', async () => {
    const emailAddress = `log-check-${String(Date.now())}@example.com`;
    const signUp = await call('POST', '/api/roimatic/users', {
      firstName: 'Priya',
      lastName: 'Raman',
      emailAddress,
      loginPassword: STRONG_PASSWORD,
      isTosAccepted: true,
    });
    expect(signUp.status).toBe(201);
    const login = await call('POST', '/api/authentication/login', { emailAddress, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    const { userId, accessToken, refreshToken } = login.body as SignedInUser;
    const authorization = `Bearer ${accessToken}`;
    user = { userId, emailAddress, accessToken, refreshToken, auth: { authorization } };
    keep(accessToken, refreshToken, authorization);
    const wrong = await call('POST', '/api/authentication/login', {
      emailAddress: user.emailAddress,
      password: 'Wrong#Harbour29',
    });
    expect(wrong.status).toBe(401);
    keep('Wrong#Harbour29');
    await call('GET', `/api/users/${String(user.userId)}`, undefined, user.auth);
    // A token that is not one: refused, and not written down either.
    const forged = `Bearer ata_${'F'.repeat(43)}`;
    keep(forged);
    expect((await call('GET', `/api/users/${String(user.userId)}`, undefined, { authorization: forged })).status).toBe(
      401,
    );
  });

  it('sign-in by mobile number and OTP, a wrong code first', async () => {
    const national = '9876512345';
    await call('PATCH', `/api/users/${String(user.userId)}`, { phoneNumber: `91-${national}` }, user.auth);
    // The number signs in once its owner has proved it with the code texted to it.
    const proof = otpIn(await nextMessageTo(server.outboxDir, `+91${national}`));
    keep(proof);
    const verified = await call('POST', `/api/users/${String(user.userId)}/validateOtp`, { otp: proof }, user.auth);
    expect(verified.status).toBe(200);
    await call('POST', '/api/authentication/otp', { countryCode: '+91', phoneNumber: national });
    const code = otpIn(await nextMessageTo(server.outboxDir, `+91${national}`, 1));
    const wrongCode = code === '000000' ? '111111' : '000000';
    keep(code);
    const refused = await call('POST', '/api/authentication/otp/login', {
      countryCode: '+91',
      phoneNumber: national,
      otp: wrongCode,
    });
    expect(refused.body.errorCode).toBe(57);
    const signedIn = await call('POST', '/api/authentication/otp/login', {
      countryCode: '+91',
      phoneNumber: national,
      otp: code,
    });
    expect(signedIn.status).toBe(200);
    keep(signedIn.body.accessToken, signedIn.body.refreshToken);
  });

  it('a token refresh', async () => {
    const refreshed = await call('POST', '/api/authentication/refresh', { refreshToken: user.refreshToken });
    expect(refreshed.status).toBe(200);
    keep(refreshed.body.accessToken, refreshed.body.refreshToken);
    user = { ...user, auth: { authorization: `Bearer ${String(refreshed.body.accessToken)}` } };
  });

  it('a card payment into the wallet', async () => {
    const profileId = await ownProfile(server, user);
    const card = await server.payments.stripe.createPaymentMethod('4242424242424242');
    const base = `/api/businessProfiles/${String(profileId)}/stripe`;
    await call('POST', `${base}/paymentOptions`, { paymentMethodId: card, region: 'GB' }, user.auth);
    const paid = await call(
      'POST',
      `${base}/paymentIntent`,
      { amount: 10, paymentOptionId: card, idempotencyKey: 'log-check-top-up-1', region: 'GB' },
      user.auth,
    );
    expect(paid.status).toBe(200);
  });

  it("both providers' webhooks, signed and forged", async () => {
    const stripe = server.payments.stripe.signedWebhook({
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_log_check', amount: 100 } },
    });
    const razorpayBody = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 7 } } } });
    const razorpaySignature = createHmac('sha256', server.payments.razorpay.webhookSecret)
      .update(razorpayBody)
      .digest('hex');
    keep(stripe.signature, razorpaySignature, 'v1=forged0123456789');
    const post = async (path: string, body: string, headers: Record<string, string>) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      });
      answers.push(response.headers);
      return response;
    };
    expect((await post('/api/webhooks/stripe', stripe.body, { 'stripe-signature': stripe.signature })).status).toBe(
      200,
    );
    expect(
      (await post('/api/webhooks/stripe', stripe.body, { 'stripe-signature': 'v1=forged0123456789' })).status,
    ).toBe(400);
    expect(
      (await post('/api/webhooks/razorpay', razorpayBody, { 'x-razorpay-signature': razorpaySignature })).status,
    ).toBe(200);
  });

  it('the log was written (the checks below read something), and holds none of the secrets', () => {
    // The request logger wrote a line per call at least: an empty log would prove nothing.
    expect(lines.length).toBeGreaterThanOrEqual(answers.length);
    const log = lines.join('');
    expect(log).toContain('/api/authentication/otp/login');
    for (const secret of secrets) expect(log.includes(secret), `${secret} is in the log`).toBe(false);
    expect(log.toLowerCase()).not.toContain('authorization');
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('no answer on the way set a cookie: nothing rides on one (decision 336)', () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.flatMap((headers) => headers.getSetCookie())).toEqual([]);
  });
});
