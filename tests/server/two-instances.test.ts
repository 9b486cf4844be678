import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Stateless servers: two app instances on one database behave as one.
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer(a.clientUrl);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const confirmation = (region: string) => ({ region, isTosAccepted: true, isPrivacyPolicyAccepted: true });

async function newSession(): Promise<string> {
  return (await a.request('POST', '/api/flows/onboarding/sessions', {})).body.sessionId as string;
}

describe('two server instances on one database', () => {
  it('a session started on one is read and continued on the other', async () => {
    const id = await newSession();
    expect((await b.request('GET', `/api/sessions/${id}`)).body.step).toBe('confirmation');
    expect((await b.request('PUT', `/api/sessions/${id}/steps/confirmation`, confirmation('GB'))).status).toBe(200);
    expect((await a.request('GET', `/api/sessions/${id}`)).body).toMatchObject({
      step: 'businessDetails',
      launchState: 100,
    });
  });

  it('of two writes from the same version, one wins and the other is refused', async () => {
    const id = await newSession();
    const { version } = (await a.request('GET', `/api/sessions/${id}`)).body;
    const ifMatch = { 'If-Match': `"${String(version)}"` };
    const [fromA, fromB] = await Promise.all([
      a.request('PUT', `/api/sessions/${id}/steps/confirmation`, confirmation('GB'), ifMatch),
      b.request('PUT', `/api/sessions/${id}/steps/confirmation`, confirmation('IN'), ifMatch),
    ]);
    expect([fromA.status, fromB.status].sort()).toEqual([200, 409]);
    const winner = fromA.status === 200 ? 'GB' : 'IN';
    const after = (await b.request('GET', `/api/sessions/${id}`)).body;
    expect(after.data.confirmation.region).toBe(winner);
    expect(after.version).toBe(Number(version) + 1);
  });

  it('concurrent writes without a version: every 200 is in the database, nothing is lost', async () => {
    const id = await newSession();
    await a.request('PUT', `/api/sessions/${id}/steps/confirmation`, confirmation('GB'));
    const { version } = (await a.request('GET', `/api/sessions/${id}`)).body;
    const names = Array.from({ length: 20 }, (_, i) => `Bloom ${String(i)}`);
    const writes = names.map((name, i) =>
      (i % 2 === 0 ? a : b).request('PUT', `/api/sessions/${id}/steps/businessDetails`, { presence: 'none', name }),
    );
    const statuses = (await Promise.all(writes)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const succeeded = names.filter((_, i) => statuses[i] === 200);
    expect(succeeded.length).toBeGreaterThan(0);
    // Each acknowledged write changed the row exactly once: none overwrote another unseen.
    const after = (await a.request('GET', `/api/sessions/${id}`)).body;
    expect(after.version).toBe(Number(version) + succeeded.length);
    expect(succeeded).toContain(after.data.businessDetails.name);
  });
});
