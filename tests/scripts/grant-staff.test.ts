import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { sharedTestServer, type SharedTestServer } from '../support/shared-server.ts';

const run = promisify(execFile);
// Each test starts two or three Node processes that load the ORM: with other files on both cores
// that can pass 20 s. The limit guards against a hang, it is not a speed target.
vi.setConfig({ testTimeout: 60_000 });
let server: SharedTestServer;
let user: SignedInUser;

beforeAll(async () => {
  server = await sharedTestServer();
  user = await signedInUser(server);
}, 60_000);

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function script(file: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<Ran> {
  try {
    return { code: 0, ...(await run(process.execPath, [file, ...args], { env: { ...process.env, ...env } })) };
  } catch (error) {
    return error as Ran;
  }
}

const grant = (...args: string[]) => script('scripts/grant-staff.ts', args, { DATABASE_URL: server.clientUrl });

const studioStatus = async () => (await server.request('GET', '/api/studio/flows', undefined, user.auth)).status;

describe('npm run staff:grant (decision 250: staff open the flow studio)', () => {
  it('grants the staff role, and --revoke takes it back', async () => {
    expect(await studioStatus()).toBe(403);
    expect((await grant(user.emailAddress)).stdout).toContain('is now product staff');
    expect(await studioStatus()).toBe(200);
    expect((await grant(user.emailAddress, '--revoke')).stdout).toContain('is no longer product staff');
    expect(await studioStatus()).toBe(403);
  });

  it('an unknown address is exit 1; a bad command line exit 2', async () => {
    expect(await grant('nobody@example.com')).toMatchObject({ code: 1 });
    expect(await grant(user.emailAddress, '--forever')).toMatchObject({ code: 2 });
  });
});

describe('npm run manager:grant (account managers approve launches at /review)', () => {
  it('grants the account manager role, and --revoke takes it back', async () => {
    const manager = await signedInUser(server);
    const reviewStatus = async () =>
      (await server.request('GET', '/api/review/campaigns', undefined, manager.auth)).status;
    const managerGrant = (...args: string[]) =>
      script('scripts/grant-manager.ts', args, { DATABASE_URL: server.clientUrl });
    expect(await reviewStatus()).toBe(403);
    expect((await managerGrant(manager.emailAddress)).stdout).toContain('is now an account manager');
    expect(await reviewStatus()).toBe(200);
    expect((await managerGrant(manager.emailAddress, '--revoke')).stdout).toContain('is no longer an account manager');
    expect(await reviewStatus()).toBe(403);
  });
});

describe('while npm start holds the embedded database', () => {
  it('says plainly to stop it and run the command again: exit 1, no stack trace', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'adflow-grant-'));
    const env = { DATABASE_URL: '', ADFLOW_DATA_DIR: dataDir };
    // As npm start does: the embedded database open in this process while the script tries.
    const holder = await startEmbeddedPostgres(dataDir, 2);
    try {
      const second = await script('scripts/grant-staff.ts', ['someone@example.com'], env);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('npm start is using the embedded database');
      expect(second.stderr).toContain('npm run staff:grant -- someone@example.com');
      expect(second.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    } finally {
      await holder.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
