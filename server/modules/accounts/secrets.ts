import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a token or link: 32 bytes, URL-safe, behind a prefix saying what it is. */
export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** Whether `value` has the shape `newSecret(prefix)` gives (32 bytes are 43 base64url characters). */
export function isSecretOf(prefix: string, value: string): boolean {
  return new RegExp(`^${prefix}_[A-Za-z0-9_-]{43}$`).test(value);
}

/**
 * What the database keeps of a secret. The secrets are random and long, so a fast hash is
 * enough: nothing could be guessed from it, and looking a token up stays one indexed query.
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
