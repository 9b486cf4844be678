import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const run = promisify(execFile);
let server: TestServer;
let user: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signedInUser(server);
}, 60_000);
afterAll(() => server.close());

async function grant(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: server.clientUrl };
  try {
    return { code: 0, ...(await run(process.execPath, ['scripts/grant-staff.ts', ...args], { env })) };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

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
