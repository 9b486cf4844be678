import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/child-processes.ts';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { STRONG_PASSWORD } from '../support/accounts.ts';
import { healthy, startEmbeddedServer } from '../support/embedded-server.ts';
import { request } from '../support/test-server.ts';

/**
 * Verifying a phone number on `npm start`'s embedded database (one PGlite connection behind a
 * queue), where a request that waits on a second connection inside its own transaction would hang
 * every request: saving a number (PATCH, a callback request), the code's wrong and right entries
 * and mobile sign-in each answer, one after another.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'adflow-embedded-phone-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('phone verification on the embedded database (decision 351)', () => {
  it('saves, verifies and signs in by the number without a request hanging', { timeout: 240_000 }, async () => {
    const server = startEmbeddedServer(await freePort(), dataDir);
    running.push(server.child);
    await healthy(server);
    const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      request(server.baseUrl, method, path, body, headers);
    const outboxDir = join(dataDir, 'outbox');

    async function signedUp(emailAddress: string) {
      const account = { firstName: 'Priya', lastName: 'Raman', loginPassword: STRONG_PASSWORD, isTosAccepted: true };
      expect((await call('POST', '/api/roimatic/users', { ...account, emailAddress })).status).toBe(201);
      const login = await call('POST', '/api/authentication/login', { emailAddress, password: STRONG_PASSWORD });
      return { userId: login.body.userId as number, auth: { authorization: `Bearer ${login.body.accessToken}` } };
    }

    const user = await signedUp('phone-owner@example.com');
    const saved = await call('PATCH', `/api/users/${user.userId}`, { phoneNumber: '+91 98450 44556' }, user.auth);
    expect(saved.body).toMatchObject({ phoneNumber: '91-9845044556', isPhoneNumberVerified: false });
    const code = otpIn(await nextMessageTo(outboxDir, '+919845044556'));
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await call('POST', `/api/users/${user.userId}/validateOtp`, { otp: wrong }, user.auth)).body.errorCode,
    ).toBe(57);
    expect((await call('POST', `/api/users/${user.userId}/validateOtp`, { otp: code }, user.auth)).status).toBe(200);
    expect(
      (await call('POST', '/api/authentication/otp', { countryCode: '+91', phoneNumber: '9845044556' })).status,
    ).toBe(200);
    const signIn = otpIn(await nextMessageTo(outboxDir, '+919845044556', 1));
    const signedIn = await call('POST', '/api/authentication/otp/login', {
      countryCode: '+91',
      phoneNumber: '9845044556',
      otp: signIn,
    });
    expect(signedIn.body.userId).toBe(user.userId);

    const caller = await signedUp('phone-caller@example.com');
    const [profile] = (await call('GET', `/api/users/${caller.userId}/businessProfiles`, undefined, caller.auth)).body
      .data;
    const requested = await call(
      'POST',
      '/api/users/callback',
      { businessProfileId: profile.id, phone: '91-9845055667' },
      caller.auth,
    );
    expect(requested.body).toEqual({ requested: true, isPhoneNumberSaved: true });
    expect(otpIn(await nextMessageTo(outboxDir, '+919845055667'))).toMatch(/^\d{6}$/);
    expect((await call('GET', '/api/health')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
