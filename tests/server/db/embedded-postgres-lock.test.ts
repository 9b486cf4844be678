import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../server/db/embedded-postgres.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'adflow-embedded-lock-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// What a running server holds: the data directory's lock, refreshed while it lives.
const HOLD_LOCK = `
import lockfile from 'proper-lockfile';
await lockfile.lock(process.argv[1], { lockfilePath: process.argv[1] + '/adflow.lock' });
console.log('locked');
setInterval(() => {}, 1000);
`;

describe('the embedded database after its process was killed with kill -9', () => {
  it('opens on the same directory: the dead holder’s fresh lock is waited out, not refused', async () => {
    const holder = spawn(process.execPath, ['--input-type=module', '-e', HOLD_LOCK, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => {
      holder.stdout.once('data', () => {
        resolve();
      });
    });
    const killed = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await killed;
    const started = Date.now();
    const db = await startEmbeddedPostgres(dataDir, 2);
    expect(db.clientUrl).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    console.log(JSON.stringify({ openedAfterKillMs: Date.now() - started }));
    await db.stop();
  }, 240_000);
});
