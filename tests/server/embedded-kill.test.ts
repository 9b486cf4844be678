import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/child-processes.ts';
import { healthy, startEmbeddedServer } from '../support/embedded-server.ts';
import { CONSENT, startWriteLoad, timedRequest, waitFor } from '../support/write-load.ts';

// `npm start` on the embedded database, killed with SIGKILL in the middle of concurrent writes:
// started again on the same data, every write it acknowledged is there.
const dataDir = await mkdtemp(join(tmpdir(), 'adflow-embedded-kill-'));
const running: ChildProcess[] = [];
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const CLIENTS = 6;
const WRITES_BEFORE_KILL = 40;
const WRITES_LIMIT_MS = 60_000;

describe('npm start on the embedded database, killed with kill -9 during writes', () => {
  it('starts again on the same data with every acknowledged write', async () => {
    const port = await freePort();
    const first = startEmbeddedServer(port, dataDir);
    running.push(first.child);
    await healthy(first);
    const load = startWriteLoad(first.baseUrl, CLIENTS);
    expect(await waitFor(() => load.confirmed.length >= WRITES_BEFORE_KILL, WRITES_LIMIT_MS)).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    await load.stop();
    // What the clients were told stands as it was when the process died.
    const created = [...load.created];
    const confirmed = new Set(load.confirmed);
    const cutOff = load.answers.filter((a) => a.status === 0).length;

    const startedAt = Date.now();
    const second = startEmbeddedServer(port, dataDir);
    running.push(second.child);
    await healthy(second);
    const restartMs = Date.now() - startedAt;
    for (const id of created) {
      const session = await timedRequest(second.baseUrl, 'GET', `/api/sessions/${id}`);
      expect([id, session.status]).toEqual([id, 200]);
      if (confirmed.has(id)) expect(session.body).toMatchObject({ data: { confirmation: CONSENT } });
    }
    // And it still takes writes.
    expect(
      (await timedRequest(second.baseUrl, 'POST', '/api/flows/onboarding/sessions', { region: 'GB' })).status,
    ).toBe(201);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    console.log(
      JSON.stringify({
        writesAcknowledged: created.length + confirmed.size,
        sessionsChecked: created.length,
        requestsCutOffByTheKill: cutOff,
        restartMs,
      }),
    );
  }, 300_000);
});
