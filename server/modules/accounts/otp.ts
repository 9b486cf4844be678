import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OtpChallenge, type OtpPurpose } from './entities.ts';
import { InvalidOtpError, OtpAlreadyGeneratedError, OtpAttemptsExceededError } from './account-errors.ts';

export const OTP_DIGITS = 6;
export const OTP_VALID_SECONDS = 10 * 60;
// A new code may be asked for once a minute: before that 800 says one is on its way.
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
// accounts §9: lockout 15 minutes.
export const OTP_LOCK_SECONDS = 15 * 60;

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

function codeHash(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('base64url');
}

function assertNotLocked(challenge: OtpChallenge, now: Date): void {
  if (challenge.lockedUntil != null && challenge.lockedUntil > now) {
    throw new OtpAttemptsExceededError(secondsUntil(challenge.lockedUntil, now));
  }
}

/**
 * A new six-digit code for `target` (a phone or an e-mail), replacing the one before; returns the
 * code for the message that carries it, keeping only its hash. Runs in the caller's transaction.
 */
export async function issueOtp(em: EntityManager, purpose: OtpPurpose, target: string, now = new Date()) {
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const existing = await em.findOne(OtpChallenge, { purpose, target }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (existing !== null) {
    assertNotLocked(existing, now);
    const resendAt = later(existing.sentAt, OTP_RESEND_SECONDS);
    if (existing.codeHash != null && resendAt > now) throw new OtpAlreadyGeneratedError(secondsUntil(resendAt, now));
    if (existing.lockedUntil != null) existing.failedAttempts = 0;
    existing.lockedUntil = null;
    existing.codeHash = codeHash(existing.id, code);
    existing.sentAt = now;
    existing.expiresAt = later(now, OTP_VALID_SECONDS);
    return code;
  }
  const challenge = em.create(OtpChallenge, { purpose, target, sentAt: now, expiresAt: later(now, OTP_VALID_SECONDS) });
  challenge.codeHash = codeHash(challenge.id, code);
  try {
    await em.flush();
  } catch (error) {
    // Another request for the same target got there first: its code is on its way.
    if (error instanceof UniqueConstraintViolationException) throw new OtpAlreadyGeneratedError(OTP_RESEND_SECONDS);
    throw error;
  }
  return code;
}

/**
 * Checks a code (§5: 57 when wrong; the fifth wrong one locks the target for 15 minutes, 801). A
 * right code is used up. The row is locked while it is read and written, so two server processes
 * checking at once count both attempts.
 */
export async function checkOtp(em: EntityManager, purpose: OtpPurpose, target: string, code: string, now = new Date()) {
  // The outcome leaves the transaction as a value: throwing inside would roll the count back.
  const outcome = await em.transactional(async (tx) => {
    const challenge = await tx.findOne(OtpChallenge, { purpose, target }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (challenge === null) return 'wrong';
    if (challenge.lockedUntil != null && challenge.lockedUntil > now) return challenge.lockedUntil;
    const right =
      challenge.codeHash != null &&
      challenge.expiresAt > now &&
      sameHash(challenge.codeHash, codeHash(challenge.id, code));
    if (right) {
      challenge.codeHash = null;
      challenge.failedAttempts = 0;
      return 'right';
    }
    challenge.failedAttempts += 1;
    if (challenge.failedAttempts < OTP_MAX_FAILED_ATTEMPTS) return 'wrong';
    challenge.lockedUntil = later(now, OTP_LOCK_SECONDS);
    challenge.codeHash = null;
    return challenge.lockedUntil;
  });
  if (outcome === 'wrong') throw new InvalidOtpError();
  if (outcome instanceof Date) throw new OtpAttemptsExceededError(secondsUntil(outcome, now));
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
