import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OtpChallenge } from '../../../../server/modules/accounts/entities.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { verifiedPhone } from '../../../support/otp.ts';
import { nextMessageTo, otpIn } from '../../../../scripts/outbox-reader.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

// The tests wait for the delivery job to write the SMS (it polls every second).
vi.setConfig({ testTimeout: 30_000 });

let server: TestServer;
let second: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A second process on the same database: OTPs and their counters must be shared.
  second = await startTestServer(server.clientUrl, { workers: false });
});
afterAll(async () => {
  await second.close();
  await server.close();
});

let phoneCounter = 0;
/**
 * A signed-up user with a verified mobile number of their own (stored as countrycode-number);
 * `texts`: how many SMS it has had (the verification code), so the next is the sign-in code.
 */
async function userWithPhone(): Promise<SignedInUser & { national: string; sms: string; texts: number }> {
  const user = await signedInUser(server);
  phoneCounter += 1;
  const national = `98765${String(43210 + phoneCounter).padStart(5, '0')}`;
  const texts = await verifiedPhone(server, user, `91-${national}`);
  return { ...user, national, sms: `+91${national}`, texts };
}

const askOtp = (on: TestServer, phoneNumber: string) =>
  on.request('POST', '/api/authentication/otp', { countryCode: '+91', phoneNumber });
const otpLogin = (on: TestServer, phoneNumber: string, otp: string) =>
  on.request('POST', '/api/authentication/otp/login', { countryCode: '+91', phoneNumber, otp });

describe('sign-in by mobile number and OTP (accounts §2, §5, §8)', () => {
  it('texts a six-digit code that signs in once, and keeps only its hash', async () => {
    const user = await userWithPhone();
    const asked = await askOtp(server, user.national);
    expect(asked.body).toEqual({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const code = otpIn(await nextMessageTo(server.outboxDir, user.sms, user.texts));
    expect(code).toMatch(/^\d{6}$/);
    const challenge = await server.orm.em.fork().findOneOrFail(OtpChallenge, { target: `91-${user.national}` });
    expect(challenge.codeHash).not.toContain(code);
    const signedIn = await otpLogin(server, user.national, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userId).toBe(user.userId);
    expect((await otpLogin(server, user.national, code)).body.errorCode).toBe(57);
  });

  it('accepts the number typed with spaces, a hyphen or the country prefix', async () => {
    const user = await userWithPhone();
    await askOtp(server, `${user.national.slice(0, 5)} ${user.national.slice(5)}`);
    const code = otpIn(await nextMessageTo(server.outboxDir, user.sms, user.texts));
    expect((await otpLogin(server, `+91-${user.national}`, code)).status).toBe(200);
  });

  it('a second code within a minute is 800 OTP already generated', async () => {
    const user = await userWithPhone();
    await askOtp(server, user.national);
    const again = await askOtp(second, user.national);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(800);
    expect(again.body.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('an unregistered number says so and points to /signup', async () => {
    const response = await askOtp(server, '9123456780');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      errorCode: 104,
      message: "The mobile number doesn't have an account. Please create one.",
      redirect: '/signup',
    });
  });

  it('refuses a number that is not a real one with the schema’s message', async () => {
    const response = await askOtp(server, '0000000');
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ path: '/phoneNumber', message: 'Please provide a valid phone number' }]);
  });

  it('counts wrong codes across both processes: the fifth locks for 15 minutes (57, then 801)', async () => {
    const user = await userWithPhone();
    await askOtp(server, user.national);
    const code = otpIn(await nextMessageTo(server.outboxDir, user.sms, user.texts));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await otpLogin(attempt % 2 === 0 ? server : second, user.national, wrong)).body.errorCode);
    }
    expect(answers).toEqual([57, 57, 57, 57, 801]);
    const locked = await otpLogin(second, user.national, code);
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe(801);
    expect(locked.body.message).toBe('Too many wrong OTPs. Please retry after 15 minutes.');
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await askOtp(server, user.national)).body.errorCode).toBe(801);
  });

  it('after the lock a new code may be asked for, with a fresh count', async () => {
    const user = await userWithPhone();
    await askOtp(server, user.national);
    const target = `91-${user.national}`;
    await server.orm.em
      .fork()
      .nativeUpdate(
        OtpChallenge,
        { target },
        { failedAttempts: 5, lockedUntil: new Date(Date.now() - 1000), sentAt: new Date(0) },
      );
    expect((await askOtp(server, user.national)).status).toBe(200);
    const code = otpIn(await nextMessageTo(server.outboxDir, user.sms, user.texts + 1));
    expect((await otpLogin(server, user.national, code)).status).toBe(200);
  });

  it('an expired code is wrong', async () => {
    const user = await userWithPhone();
    await askOtp(server, user.national);
    const code = otpIn(await nextMessageTo(server.outboxDir, user.sms, user.texts));
    await server.orm.em
      .fork()
      .nativeUpdate(OtpChallenge, { target: `91-${user.national}` }, { expiresAt: new Date(1) });
    expect((await otpLogin(server, user.national, code)).body.errorCode).toBe(57);
  });

  it('rate limits count the requests of both processes alike (sign-in: 10 per 15 minutes per account)', async () => {
    const login = (on: TestServer) =>
      on.request('POST', '/api/authentication/login', { emailAddress: 'shared@example.com', password: 'Wrong#Pass1' });
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await login(attempt % 2 === 0 ? server : second)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect((await login(server)).status).toBe(429);
  });
});
