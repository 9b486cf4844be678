import { issueOtp } from '../../server/modules/accounts/otp.ts';
import { messagesTo, nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import type { SignedInUser } from './accounts.ts';
import type { TestApp } from './test-server.ts';

/**
 * A fresh e-mail OTP for `emailAddress`, issued by the server's own OTP service on the test's
 * database, for tests about something else than delivery (walking hundreds of sessions through
 * the e-mail sign-up step). Delivery is tested through the outbox.
 */
export function emailOtpFor(server: TestApp, emailAddress: string): Promise<string> {
  return server.orm.em.fork().transactional((em) => issueOtp(em, 'email', emailAddress));
}

/** Where the SMS to a number in its stored form (`91-9876543210`) goes: `+919876543210`. */
export const smsTo = (phoneNumber: string) => `+${phoneNumber.replace(/\D/g, '')}`;

/**
 * Saves `phoneNumber` (stored form) on the user's account and proves it with the code texted to
 * it, through the API as its owner would (PATCH /users/{id}, then POST …/validateOtp): only a
 * verified number signs in. Answers how many SMS the number has had, for reading the next one.
 */
export async function verifiedPhone(server: TestApp, user: SignedInUser, phoneNumber: string): Promise<number> {
  const recipient = smsTo(phoneNumber);
  const before = (await messagesTo(server.outboxDir, recipient)).length;
  const saved = await server.request('PATCH', `/api/users/${user.userId}`, { phoneNumber }, user.auth);
  if (saved.status !== 200) throw new Error(`PATCH answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  const otp = otpIn(await nextMessageTo(server.outboxDir, recipient, before));
  const verified = await server.request('POST', `/api/users/${user.userId}/validateOtp`, { otp }, user.auth);
  if (verified.status !== 200)
    throw new Error(`validateOtp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return before + 1;
}
