import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/child-processes.ts';
import { healthy, startEmbeddedServer, type EmbeddedServer } from '../support/embedded-server.ts';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { STRONG_PASSWORD } from '../support/accounts.ts';
import { request } from '../support/test-server.ts';

// `npm start` with no environment: the embedded PostgreSQL, data kept across restarts.
const dataDir = await mkdtemp(join(tmpdir(), 'adflow-embedded-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function start(port: number): EmbeddedServer {
  const server = startEmbeddedServer(port, dataDir);
  running.push(server.child);
  return server;
}

describe('npm start on the embedded database', () => {
  it('keeps what it wrote across a restart, and a second process on the same data refuses to start', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const first = start(port);
    await healthy(first);
    const created = await request(baseUrl, 'POST', '/api/flows/onboarding/sessions', { region: 'GB' });
    const id = created.body.sessionId as string;
    const consent = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true };
    expect((await request(baseUrl, 'PUT', `/api/sessions/${id}/steps/confirmation`, consent)).status).toBe(200);

    const intruder = start(await freePort());
    expect(await intruder.exited).not.toBe(0);
    expect(intruder.output()).toContain('Another adflow process is using the embedded database');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start(port);
    await healthy(second);
    const session = (await request(baseUrl, 'GET', `/api/sessions/${id}`)).body;
    expect(session).toMatchObject({ step: 'businessDetails', launchState: 100, data: { confirmation: consent } });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);

  it('signs up, signs in and counts sign-in attempts on it, many at once (the rate limits share its one backend)', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = start(port);
    await healthy(server);
    const emailAddress = `embedded-${Date.now()}@example.com`;
    const password = 'Maple#Harbour29';
    const signUp = { firstName: 'Ann', lastName: 'Lee', emailAddress, loginPassword: password, isTosAccepted: true };
    expect((await request(baseUrl, 'POST', '/api/roimatic/users', signUp)).status).toBe(201);
    const login = (attempt: string) =>
      request(baseUrl, 'POST', '/api/authentication/login', { emailAddress, password: attempt });
    expect((await login(password)).status).toBe(200);
    // In parallel: each request may take another of the pool's connections to the one backend.
    const statuses = await Promise.all(Array.from({ length: 12 }, () => login('Wrong#Pass1').then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);

  // Once, a wrong code here left the step unanswered and every later request hanging.
  it('walks store onboarding to the e-mailed code: a wrong one is 400/57, the right one verifies, the server stays healthy', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = start(port);
    await healthy(server);
    let auth: Record<string, string> = {};
    const created = await request(baseUrl, 'POST', '/api/flows/store-onboarding/sessions', {});
    const sessionId = created.body.sessionId as string;
    const put = (step: string, data: unknown) =>
      request(baseUrl, 'PUT', `/api/sessions/${sessionId}/steps/${step}`, data, auth);
    expect((await put('storeFront', { storePlatform: 'shopify' })).status).toBe(200);
    const emailAddress = `store-${Date.now()}@candles.example`;
    const user = await put('user', {
      firstName: 'Hannah',
      lastName: 'Whitworth',
      emailAddress,
      loginPassword: STRONG_PASSWORD,
      isTosAccepted: true,
    });
    auth = { authorization: `Bearer ${String(user.body.signedIn.accessToken)}` };
    expect((await put('linkStore', { storeDomain: 'candles.myshopify.com' })).status).toBe(200);
    expect((await put('linkInstructions', {})).status).toBe(200);
    const address = {
      addressLine: 'Unit 4, Kirkgate Market',
      city: 'Leeds',
      state: 'West Yorkshire',
      postcode: 'LS2 7HY',
    };
    expect((await put('storeDetails', { name: 'Leeds Candle Co', currency: 18, address })).status).toBe(200);
    expect((await put('assets', {})).body.step).toBe('verification');
    await request(baseUrl, 'POST', `/api/sessions/${sessionId}/verificationCode`, {}, auth);
    const code = otpIn(await nextMessageTo(join(dataDir, 'outbox'), emailAddress));

    const wrong = await put('verification', { otp: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.errorCode]).toEqual([400, 57]);
    expect((await request(baseUrl, 'GET', '/api/health')).status).toBe(200);
    const right = await put('verification', { otp: code });
    expect(right.status).toBe(200);
    expect(right.body.step).not.toBe('verification');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});
