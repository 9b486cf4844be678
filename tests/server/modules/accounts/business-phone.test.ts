import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nextMessageTo, otpIn } from '../../../../scripts/outbox-reader.ts';
import { signedInUser } from '../../../support/accounts.ts';
import { emailOtpFor, smsTo, verifiedPhone } from '../../../support/otp.ts';
import { sessionAt } from '../../../support/walk.ts';
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
  const national = `98124${String(numbers).padStart(5, '0')}`;
  return { national, stored: `91-${national}` };
}

/** An onboarding walked to its e-mail sign-up with `national` as the business phone, then signed up by `emailAddress`. */
async function signedUpWithPhone(national: string, emailAddress: string) {
  const sessionId = await sessionAt(server, 'onboarding', 'emailSignup', {
    businessPhoneNumber: { dialCode: '+91', phoneNumber: national },
  });
  const otp = await emailOtpFor(server, emailAddress);
  const signUp = await server.request('PUT', `/api/sessions/${sessionId}/steps/emailSignup`, { emailAddress, otp });
  expect(signUp.status).toBe(200);
  const { userId, accessToken } = signUp.body.signedIn as { userId: number; accessToken: string };
  return { userId, auth: { authorization: `Bearer ${accessToken}` } };
}

const askLoginOtp = (phoneNumber: string) =>
  server.request('POST', '/api/authentication/otp', { countryCode: '+91', phoneNumber });
const otpLogin = (phoneNumber: string, otp: string) =>
  server.request('POST', '/api/authentication/otp/login', { countryCode: '+91', phoneNumber, otp });

describe('the business phone typed in the flow is the new account’s, once verified (decision 422)', () => {
  it('sign-up saves it unverified and texts a code; the code verifies it and mobile sign-in works', async () => {
    const { national, stored } = newNumber();
    const { userId, auth } = await signedUpWithPhone(national, 'owner-phone1@example.com');
    const me = await server.request('GET', `/api/users/${String(userId)}`, undefined, auth);
    expect(me.body).toMatchObject({ phoneNumber: stored, isPhoneNumberVerified: false });
    // Unverified, it signs nobody in (decision 351).
    expect((await askLoginOtp(national)).status).toBe(404);

    const code = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored)));
    const verified = await server.request('POST', `/api/users/${String(userId)}/validateOtp`, { otp: code }, auth);
    expect(verified.body).toEqual({ phoneNumber: stored, isPhoneNumberVerified: true });
    expect((await askLoginOtp(national)).status).toBe(200);
    const signIn = otpIn(await nextMessageTo(server.outboxDir, smsTo(stored), 1));
    const signedIn = await otpLogin(national, signIn);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userId).toBe(userId);
  });

  it('an account that has a number keeps it', async () => {
    const owner = await signedInUser(server);
    const own = newNumber();
    await verifiedPhone(server, owner, own.stored);
    const typed = newNumber();
    const { userId, auth } = await signedUpWithPhone(typed.national, owner.emailAddress);
    expect(userId).toBe(owner.userId);
    const me = await server.request('GET', `/api/users/${String(userId)}`, undefined, auth);
    expect(me.body).toMatchObject({ phoneNumber: own.stored, isPhoneNumberVerified: true });
  });

  it('a number another account has verified stays theirs: the new account has none', async () => {
    const holder = await signedInUser(server);
    const { national, stored } = newNumber();
    await verifiedPhone(server, holder, stored);
    const { userId, auth } = await signedUpWithPhone(national, 'owner-phone3@example.com');
    const me = await server.request('GET', `/api/users/${String(userId)}`, undefined, auth);
    expect(me.body).toMatchObject({ phoneNumber: null, isPhoneNumberVerified: false });
  });
});
