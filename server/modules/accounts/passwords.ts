import argon2 from 'argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { WeakPasswordError } from './account-errors.ts';

// OWASP's argon2id setting for 19 MiB of memory: memory-hard, and a sign-in costs ~20 ms here.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// zxcvbn's score runs 0-4; 3 is "safely unguessable" for an online attack.
const MINIMUM_SCORE = 3;
const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, HASH_OPTIONS);

export async function passwordMatches(hash: string | null | undefined, password: string): Promise<boolean> {
  if (hash === null || hash === undefined) return false;
  return argon2.verify(hash, password);
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
