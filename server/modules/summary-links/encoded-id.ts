/**
 * The id in an agent's summary link /s/{encodedId} (onboarding-and-launch §2, §7 POST sendSummary,
 * GET getSessionId?encodedId). The link goes out by WhatsApp, e-mail or SMS (§1) and opens a
 * client's session, so it must be unguessable and must expire.
 */
import { createHash, randomBytes } from 'node:crypto';

/** 128 bits: as hard to guess as a random UUID and then some, in 22 URL-safe characters. */
const RANDOM_BYTES = 16;

/**
 * How long a summary link works. The spec gives no lifetime (§8 only knows "invalid or expired
 * link"); 7 days leaves a client a week to open a link an agent shared.
 */
export const SUMMARY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const ENCODED_ID = /^[A-Za-z0-9_-]{22}$/;

/** A fresh id for a summary link: base64url, no padding. */
export function newEncodedId(): string {
  return randomBytes(RANDOM_BYTES).toString('base64url');
}

/**
 * Whether a value could be an id from `newEncodedId`, so that GET getSessionId can refuse
 * garbage (102) before it looks anything up.
 */
export function isWellFormedEncodedId(value: string): boolean {
  return ENCODED_ID.test(value);
}

/**
 * What the database stores instead of the id, so that a leaked table opens no session. The id is
 * random and long, so a plain SHA-256 suffices: there is nothing to brute-force a salt against.
 */
export function hashEncodedId(encodedId: string): string {
  return createHash('sha256').update(encodedId, 'utf8').digest('hex');
}

/** When a link made at `createdAt` stops working. */
export function summaryLinkExpiresAt(createdAt: Date, lifetimeMs: number = SUMMARY_LINK_LIFETIME_MS): Date {
  return new Date(createdAt.getTime() + lifetimeMs);
}

/** A link is expired from its expiry instant on. */
export function isExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}
