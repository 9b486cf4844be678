import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OtpChallenge } from '../../../../server/modules/accounts/entities.ts';
import { nextMessageTo, otpIn } from '../../../../scripts/outbox-reader.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { smsTo, verifiedPhone } from '../../../support/otp.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

// The tests wait for the delivery job to write the SMS (it polls every second).
vi.setConfig({ testTimeout: 30_000 });

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

let numbers = 0;
/** A national Indian mobile number of this test's own, and its stored form. */
function newNumber(): { national: string; stored: string } {
  numbers += 1;
  const national = `98123${String(numbers).padStart(5, '0')}`;
  return { national, stored: `91-${national}` };
}

const patchPhone = (user: SignedInUser, phoneNumber: string | null) =>
  server.request('PATCH', `/api/users/${user.userId}`, { phoneNumber }, user.auth);
const sendOtp = (user: SignedInUser) => server.request('POST', `/api/users/${user.userId}/sendotp`, {}, user.auth);
const validateOtp = (user: SignedInUser, otp: string) =>
  server.request('POST', `/api/users/${user.userId}/validateOtp`, { otp }, user.auth);
const me = async (user: SignedInUser) =>
  (await server.request('GET', `/api/users/${user.userId}`, undefined, user.auth)).body;
const askLoginOtp = (phoneNumber: string) =>
  server.request('POST', '/api/authentication/otp', { countryCode: '+91', phoneNumber });
const otpLogin = (phoneNumber: string, otp: string) =>
  server.request('POST', '/api/authentication/otp/login', { countryCode: '+91', phoneNumber, otp });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

const NOT_REGISTERED = {
  errorCode: 104,
  message: "The mobile number doesn't have an account. Please create one.",
  redirect: '/signup',
};
const TAKEN = { errorCode: 101, message: 'This phone number is already used by another account.' };

describe('a phone number counts only once its owner proves it (AP §7 sendotp, validateOtp; decision 351)', () => {
  it('a saved number waits unverified, is texted a code, and does not sign in', async () => {
    const user = await signedInUser(server);
    const { national, stored } = newNumber();
    const saved = await patchPhone(user, stored);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ phoneNumber: stored, isPhoneNumberVerified: false });
    expect(otpIn(await nextMessageTo(server.outboxDir, smsTo(stored)))).toMatch(/^\d{6}$/);
    const asked = await askLoginOtp(national);
    expect(asked.status).toBe(404);
    expect(asked.body).toEqual(NOT_REGISTERED);
  });

  it('a wrong code is 57; the right one verifies the number, which then signs in', async () => {
    const user = await signedInUser(server);
    const { national, stored } = newNumber();
    await patchPhone(user, stored);
    const code = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored)));
    const wrong = await validateOtp(user, wrongCodeFor(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ errorCode: 57, message: 'Invalid OTP. Please enter the correct OTP to proceed.' });
    expect((await me(user)).isPhoneNumberVerified).toBe(false);
    const right = await validateOtp(user, code);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ phoneNumber: stored, isPhoneNumberVerified: true });
    expect(await me(user)).toMatchObject({ phoneNumber: stored, isPhoneNumberVerified: true });
    // The code is used up.
    expect((await validateOtp(user, code)).status).toBe(409);
    expect((await askLoginOtp(national)).status).toBe(200);
    const signIn = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored), 1));
    const signedIn = await otpLogin(national, signIn);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userId).toBe(user.userId);
  });

  it('the fifth wrong code locks the number for 15 minutes (801)', async () => {
    const user = await signedInUser(server);
    const { stored } = newNumber();
    await patchPhone(user, stored);
    const code = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored)));
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await validateOtp(user, wrongCodeFor(code))).body.errorCode);
    }
    expect(answers).toEqual([57, 57, 57, 57, 801]);
    expect((await validateOtp(user, code)).body.errorCode).toBe(801);
    expect((await me(user)).isPhoneNumberVerified).toBe(false);
  });

  it('sendotp texts a new code (800 within the minute); the new code verifies', async () => {
    const user = await signedInUser(server);
    const { stored } = newNumber();
    await patchPhone(user, stored);
    await nextMessageTo(server.outboxDir, smsTo(stored));
    const tooSoon = await sendOtp(user);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.errorCode).toBe(800);
    await server.orm.em
      .fork()
      .nativeUpdate(OtpChallenge, { purpose: 'phone', target: `${user.userId}:${stored}` }, { sentAt: new Date(0) });
    const resent = await sendOtp(user);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const code = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored), 1));
    expect((await validateOtp(user, code)).status).toBe(200);
  });

  it('+91-98…, 91-98…, +91 98… and +919… are one number, stored as countrycode-number', async () => {
    const { national, stored } = newNumber();
    const spaced = `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
    const owner = await signedInUser(server);
    const saved = await patchPhone(owner, `+91-${national}`);
    expect(saved.body.phoneNumber).toBe(stored);
    // The same number again, in another form: nothing changes, no second code goes.
    expect((await patchPhone(owner, spaced)).body).toMatchObject({ phoneNumber: stored, isPhoneNumberVerified: false });
    const code = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored)));
    expect((await validateOtp(owner, code)).status).toBe(200);
    const other = await signedInUser(server);
    for (const form of [stored, `+91-${national}`, spaced, `+91${national}`]) {
      const refused = await patchPhone(other, form);
      expect(refused.status, form).toBe(409);
      expect(refused.body, form).toEqual(TAKEN);
    }
    // Sign-in reads the number typed every way as this one: one code, then 800 for the same target.
    expect((await askLoginOtp(spaced)).status).toBe(200);
    for (const typed of [national, `${national.slice(0, 5)}-${national.slice(5)}`, `+91${national}`, `91${national}`]) {
      expect((await askLoginOtp(typed)).body.errorCode, typed).toBe(800);
    }
    const signIn = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored), 1));
    expect((await otpLogin(`91-${national}`, signIn)).body.userId).toBe(owner.userId);
  });

  it("another account's verified number is refused (101); an unverified one blocks nobody", async () => {
    const { national, stored } = newNumber();
    const squatter = await signedInUser(server);
    await patchPhone(squatter, stored);
    const squatterCode = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored)));
    const owner = await signedInUser(server);
    const saved = await patchPhone(owner, stored);
    expect(saved.status).toBe(200);
    const ownerCode = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored), 1));
    // Each account's code proves the number for that account only.
    if (ownerCode !== squatterCode) expect((await validateOtp(owner, squatterCode)).body.errorCode).toBe(57);
    expect((await validateOtp(owner, ownerCode)).status).toBe(200);
    const late = await validateOtp(squatter, squatterCode);
    expect(late.status).toBe(409);
    expect(late.body).toEqual(TAKEN);
    expect((await sendOtp(squatter)).body).toEqual(TAKEN);
    const third = await signedInUser(server);
    expect((await patchPhone(third, stored)).body).toEqual(TAKEN);
    await askLoginOtp(national);
    const signIn = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored), 2));
    expect((await otpLogin(national, signIn)).body.userId).toBe(owner.userId);
  });

  it('a new number replaces the verified one: it waits unverified, the old one signs in no more', async () => {
    const user = await signedInUser(server);
    const first = newNumber();
    await verifiedPhone(server, user, first.stored);
    const second = newNumber();
    expect((await patchPhone(user, second.stored)).body).toMatchObject({
      phoneNumber: second.stored,
      isPhoneNumberVerified: false,
    });
    expect((await askLoginOtp(first.national)).body).toEqual(NOT_REGISTERED);
    expect((await askLoginOtp(second.national)).body).toEqual(NOT_REGISTERED);
    // null removes the number.
    expect((await patchPhone(user, null)).body).toMatchObject({ phoneNumber: null, isPhoneNumberVerified: false });
  });

  it('nothing to verify: no number is 404 (104), a verified one 409', async () => {
    const user = await signedInUser(server);
    expect((await sendOtp(user)).body.errorCode).toBe(104);
    expect((await validateOtp(user, '123456')).body.errorCode).toBe(104);
    await verifiedPhone(server, user, newNumber().stored);
    const again = await sendOtp(user);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errorCode: 409, message: 'This phone number is already verified.' });
  });

  it.each([
    ['no real number', '+91 12345 6', 'Please provide a valid phone number'],
    ['no country code', '9812300000', 'Please provide a valid phone number'],
    ['letters', '91-98123abcde', 'Please provide a valid phone number'],
  ])('a phone that is %s is 102 beside the field', async (_rule, phoneNumber, message) => {
    const user = await signedInUser(server);
    const refused = await patchPhone(user, phoneNumber);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(102);
    expect(refused.body.fields).toEqual([{ path: '/phoneNumber', message }]);
  });

  it('validateOtp needs a six-digit code (§5)', async () => {
    const user = await signedInUser(server);
    const missing = await server.request('POST', `/api/users/${user.userId}/validateOtp`, {}, user.auth);
    expect(missing.body.fields).toEqual([{ path: '/otp', message: 'Please enter OTP' }]);
    expect((await validateOtp(user, '12ab')).body.fields).toEqual([
      { path: '/otp', message: 'OTP must be of six digits' },
    ]);
  });

  it('the number a callback request saves (§5) waits unverified too, and is texted a code', async () => {
    const user = await signedInUser(server);
    const [profile] = (await server.request('GET', `/api/users/${user.userId}/businessProfiles`, undefined, user.auth))
      .body.data;
    const { national, stored } = newNumber();
    const requested = await server.request(
      'POST',
      '/api/users/callback',
      { businessProfileId: profile.id, phone: `+${stored}` },
      user.auth,
    );
    expect(requested.status).toBe(201);
    expect(requested.body).toEqual({ requested: true, isPhoneNumberSaved: true });
    expect(await me(user)).toMatchObject({ phoneNumber: stored, isPhoneNumberVerified: false });
    expect((await askLoginOtp(national)).body).toEqual(NOT_REGISTERED);
    const code = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored)));
    expect((await validateOtp(user, code)).status).toBe(200);
    expect((await askLoginOtp(national)).status).toBe(200);
  });
});
