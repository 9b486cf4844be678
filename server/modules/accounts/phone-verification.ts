import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User, type OutboxMessage } from './entities.ts';
import type { Portal } from '../portals/entities.ts';
import {
  NoPhoneNumberError,
  OtpAlreadyGeneratedError,
  OtpAttemptsExceededError,
  PhoneNumberAlreadyVerifiedError,
  PhoneNumberTakenError,
} from './account-errors.ts';
import { checkOtp, issueOtp } from './otp.ts';
import { enqueueMessage } from './outbox.ts';
import { smsRecipient } from './phone.ts';

// A phone number counts only once its owner proves it (decision 351): saved, it waits unproven
// and a code is texted to it; the right code (AP §7 POST /users/{id}/validateOtp) proves it.

// One challenge per account and number: a code proves the number it was sent to, and nobody
// else's attempts lock this account out.
const otpTarget = (user: User, phoneNumber: string) => `${user.id}:${phoneNumber}`;

/** Whether another account has proved `phoneNumber`: it signs in with it, so it is theirs. */
export async function isPhoneNumberTaken(em: EntityManager, user: User, phoneNumber: string): Promise<boolean> {
  return (await em.count(User, { phoneNumber, phoneVerifiedAt: { $ne: null }, id: { $ne: user.id } })) > 0;
}

async function assertNotTaken(em: EntityManager, user: User, phoneNumber: string): Promise<void> {
  if (await isPhoneNumberTaken(em, user, phoneNumber)) throw new PhoneNumberTakenError();
}

/** The user's number while it waits to be proven (404 104 none saved, 409 already proven). */
function pendingNumberOf(user: User): string {
  if (user.phoneNumber == null) throw new NoPhoneNumberError();
  if (user.phoneVerifiedAt != null) throw new PhoneNumberAlreadyVerifiedError();
  return user.phoneNumber;
}

/** A new code for the user's pending number, in the caller's transaction (800, 801 as for sign-in). */
async function textCode(em: EntityManager, portal: Portal, user: User, phoneNumber: string): Promise<OutboxMessage> {
  const code = await issueOtp(em, 'phone', otpTarget(user, phoneNumber));
  return enqueueMessage(em, {
    channel: 'sms',
    recipient: smsRecipient(phoneNumber),
    body: `${code} is your ${portal.title} code to verify this phone number. It expires in 10 minutes. Never share it.`,
  });
}

/**
 * Saves `phoneNumber` (stored form, phone.ts) on the user's account, unproven, and texts it a
 * code (101 when another account has proved it). The number they have already changes nothing.
 * Returns the SMS to dispatch once the caller's work is saved.
 */
export async function savePhoneNumber(
  em: EntityManager,
  portal: Portal,
  user: User,
  phoneNumber: string,
): Promise<OutboxMessage | null> {
  if (phoneNumber === user.phoneNumber) return null;
  await assertNotTaken(em, user, phoneNumber);
  return em.transactional(async (tx) => {
    tx.assign(user, { phoneNumber, phoneVerifiedAt: null });
    try {
      // A savepoint: a code that cannot go now must not undo the number being saved.
      return await tx.transactional((inner) => textCode(inner, portal, user, phoneNumber));
    } catch (error) {
      // The number changed back within the minute (800: the code sent then still proves it) or is
      // locked (801): saved all the same; POST /users/{id}/sendotp says why no code comes.
      if (error instanceof OtpAlreadyGeneratedError || error instanceof OtpAttemptsExceededError) return null;
      throw error;
    }
  });
}

/** POST /users/{id}/sendotp: another code to the pending number (800 within the minute, 801 locked). */
export async function sendPhoneOtp(em: EntityManager, portal: Portal, user: User): Promise<OutboxMessage> {
  const phoneNumber = pendingNumberOf(user);
  await assertNotTaken(em, user, phoneNumber);
  return em.transactional((tx) => textCode(tx, portal, user, phoneNumber));
}

/**
 * POST /users/{id}/validateOtp: the right code makes the pending number the user's proven one
 * (57 a wrong code, 801 after the fifth, 101 when another account proved it first).
 */
export async function verifyPhoneNumber(em: EntityManager, user: User, otp: string): Promise<string> {
  const phoneNumber = pendingNumberOf(user);
  await assertNotTaken(em, user, phoneNumber);
  // Its own transaction, committed whatever follows: a wrong code counts towards the lock.
  await checkOtp(em, 'phone', otpTarget(user, phoneNumber), otp);
  user.phoneVerifiedAt = new Date();
  try {
    await em.flush();
  } catch (error) {
    // Another account proved the same number a moment ago (the partial unique index).
    if (error instanceof UniqueConstraintViolationException) throw new PhoneNumberTakenError();
    throw error;
  }
  return phoneNumber;
}
