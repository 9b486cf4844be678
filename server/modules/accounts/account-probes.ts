import type { Request, Response } from 'express';
import type { Orm } from '../../db/orm.ts';
import { consumeOrRefuse, counterKey, postgresLimiter, type RateLimitRule } from './rate-limits.ts';
import { normalEmail } from './users.ts';

/**
 * How many different accounts (e-mail addresses, phone numbers) one client may name in a window
 * across every call whose answer tells whether an account exists: signing up (AP §8 "User already
 * exists"), forgot password ("e-mail does not exist"), a sign-in OTP and signing in with it ("The
 * mobile number doesn't have an account…"), the onboarding's e-mail OTP (`userAlreadyExist`) and
 * the sign-up steps. A person mistypes their address a few times; a script walking a list of
 * addresses needs hundreds (decision 345).
 */
export const ACCOUNT_PROBES = {
  name: 'account-probes',
  points: 10,
  windowSeconds: 15 * 60,
} as const satisfies RateLimitRule;

/** Counts an account a request names; a new one past the client's budget is refused with 429. */
export type AccountProbes = (req: Request, res: Response, account: string) => Promise<void>;

export const emailAccount = (emailAddress: string) => `email:${normalEmail(emailAddress)}`;
/** A phone number as accounts §3 stores it (storedPhoneNumber). */
export const phoneAccount = (phoneNumber: string) => `phone:${phoneNumber}`;

/**
 * Per client (req.ip), in PostgreSQL like every rate limit, so the calls spread over several
 * processes and endpoints count as one. Only a new account costs: asking again about one already
 * named this window (a resend, a retry after a weak password, the OTP after asking for it) tells
 * the client nothing new, and the per-account limits of each call still apply.
 */
export function accountProbes(orm: Orm, rule: RateLimitRule = ACCOUNT_PROBES): AccountProbes {
  const budget = postgresLimiter(orm, rule);
  const named = postgresLimiter(orm, {
    name: `${rule.name}-named`,
    points: Number.MAX_SAFE_INTEGER,
    windowSeconds: rule.windowSeconds,
  });
  return async (req, res, account) => {
    const client = req.ip ?? '';
    const key = counterKey(`${client}\n${account}`);
    const namings = await (await named()).consume(key);
    if (namings.consumedPoints > 1) return;
    try {
      await consumeOrRefuse(await budget(), res, client);
    } catch (refusal) {
      // Refused, it was not asked about: asked again, it is new again (and refused again).
      await (await named()).delete(key);
      throw refusal;
    }
  };
}
