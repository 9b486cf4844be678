import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashEncodedId,
  isExpired,
  isWellFormedEncodedId,
  newEncodedId,
  SUMMARY_LINK_LIFETIME_MS,
  summaryLinkExpiresAt,
} from '../../../../server/modules/summary-links/encoded-id.ts';

describe('newEncodedId: unguessable and URL-safe', () => {
  const ids = Array.from({ length: 1000 }, newEncodedId);

  it('22 base64url characters, no padding (128 random bits)', () => {
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(ids[0] ?? '', 'base64url')).toHaveLength(16);
  });

  it('1000 ids are 1000 different ids', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('survives a URL path unescaped', () => {
    for (const id of ids) expect(encodeURIComponent(id)).toBe(id);
  });

  it('every id it makes is well formed', () => {
    expect(ids.every(isWellFormedEncodedId)).toBe(true);
  });
});

describe('isWellFormedEncodedId', () => {
  it.each([
    { rule: 'too short', value: 'abc' },
    { rule: 'too long', value: 'A'.repeat(23) },
    { rule: 'padding', value: `${'A'.repeat(20)}==` },
    { rule: 'characters outside base64url', value: `${'A'.repeat(21)}/` },
    { rule: 'empty', value: '' },
  ])('refuses $rule', ({ value }) => {
    expect(isWellFormedEncodedId(value)).toBe(false);
  });
});

describe('hashEncodedId: the database stores only a SHA-256', () => {
  it('is the hex SHA-256 of the id', () => {
    expect(hashEncodedId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is stable, so the link can be looked up again', () => {
    const id = newEncodedId();
    expect(hashEncodedId(id)).toBe(hashEncodedId(id));
    expect(hashEncodedId(id)).toBe(createHash('sha256').update(id).digest('hex'));
  });

  it('differs from the id', () => {
    const id = newEncodedId();
    expect(hashEncodedId(id)).not.toContain(id);
  });
});

describe('expiry: links work for 7 days (the spec gives no lifetime)', () => {
  const createdAt = new Date('2030-01-01T10:00:00Z');
  const expiresAt = summaryLinkExpiresAt(createdAt);

  it('the default lifetime is 7 days', () => {
    expect(SUMMARY_LINK_LIFETIME_MS).toBe(604_800_000);
    expect(expiresAt.toISOString()).toBe('2030-01-08T10:00:00.000Z');
  });

  it.each([
    { rule: 'just made: not expired', now: '2030-01-01T10:00:00.000Z', expired: false },
    { rule: 'a millisecond before expiry: not expired', now: '2030-01-08T09:59:59.999Z', expired: false },
    { rule: 'at the expiry instant: expired', now: '2030-01-08T10:00:00.000Z', expired: true },
    { rule: 'after expiry: expired', now: '2030-02-01T00:00:00.000Z', expired: true },
  ])('$rule', ({ now, expired }) => {
    expect(isExpired(expiresAt, new Date(now))).toBe(expired);
  });

  it('a lifetime can be given', () => {
    expect(summaryLinkExpiresAt(createdAt, 60_000).toISOString()).toBe('2030-01-01T10:01:00.000Z');
  });
});
