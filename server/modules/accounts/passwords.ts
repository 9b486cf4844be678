import argon2 from 'argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { WeakPasswordError } from './account-errors.ts';

/** What computing one password hash costs: argon2id's memory (KiB), passes and lanes. */
export interface PasswordHashCost {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP's argon2id setting for 19 MiB of memory: memory-hard; a hash costs 20-50 ms of one core. */
export const OWASP_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Passwords as the accounts keep them: a salted argon2id hash, never the password. */
export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` is the one `hash` was made of. Without a hash (no such user, or one who
   * never set a password) it still checks one, so that a failure takes as long either way.
   */
  matches(hash: string | null | undefined, password: string): Promise<boolean>;
}

// zxcvbn's score runs 0-4; 3 is "safely unguessable" for an online attack.
const MINIMUM_SCORE = 3;
const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/**
 * argon2id at `cost`: the product's is OWASP's. A hash names the cost it was made with, so hashes
 * of another cost still verify. Only the tests choose a lower one (their thousands of sign-ups).
 */
export function argon2Passwords(cost: PasswordHashCost = OWASP_HASH_COST): Passwords {
  const hash = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...cost });
  let unknownUserHash: Promise<string> | undefined;
  return {
    hash,
    async matches(stored, password) {
      if (stored === null || stored === undefined) {
        unknownUserHash ??= hash('unknown user: never matches');
        await argon2.verify(await unknownUserHash, password);
        return false;
      }
      return argon2.verify(stored, password);
    },
  };
}

/**
 * §8 code 84. The schema's rule (8-30 characters, upper, lower, digit, special) is checked with
 * the request; this refuses what passes it yet is common ("Password1!") or built from the
 * user's own name or e-mail.
 */
export function assertStrongPassword(password: string, userInputs: readonly string[]): void {
  const result = strength.check(password, [...userInputs]);
  if (result.score < MINIMUM_SCORE) throw new WeakPasswordError();
}
