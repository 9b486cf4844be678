import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The security headers (decisions 333-335) on an API answer and on a page of the renderer; the
 * browser tests (pay-and-launch, studio) prove the built renderer works under the policy.
 */
const PARTNER = 'https://partner.example.com';
let server: TestServer;
let rendererDir: string;

beforeAll(async () => {
  rendererDir = await mkdtemp(join(tmpdir(), 'adflow-page-'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>adflow</title>');
  server = await startTestServer(undefined, { rendererDir, embedOrigins: [PARTNER] });
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(rendererDir, { recursive: true, force: true });
});

const headersOf = async (path: string) => (await fetch(server.baseUrl + path)).headers;

/** The policy's directives by name, each with its sources. */
function policyOf(headers: Headers): Record<string, string[]> {
  const policy = headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe.each([
  ['an API answer', '/api/currencies'],
  ['an API refusal', '/api/users/1'],
  ['a page', '/dashboard'],
])('%s', (_label, path) => {
  it('carries HSTS, nosniff, a same-origin referrer policy and no framing by other sites', async () => {
    const headers = await headersOf(path);
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(policyOf(headers)['frame-ancestors']).toEqual(["'self'"]);
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it("runs scripts of its own and the payment providers' only, never inline ones", async () => {
    const policy = policyOf(await headersOf(path));
    const providers = [server.payments.stripe, server.payments.razorpay].map(
      (fake) => new URL(fake.browserScriptUrl).origin,
    );
    expect(policy['script-src']?.sort()).toEqual(["'self'", "'unsafe-eval'", ...providers].sort());
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });
});

describe('embed mode (?embed=true, decision 334)', () => {
  it('a page opened to be embedded may be framed by the configured sites, and by no other', async () => {
    const headers = await headersOf('/dashboard?embed=true');
    expect(policyOf(headers)['frame-ancestors']).toEqual(["'self'", PARTNER]);
    // X-Frame-Options cannot name another origin: the policy alone says it.
    expect(headers.get('x-frame-options')).toBeNull();
  });

  it('without configured sites, embed changes nothing', async () => {
    const plain = await startTestServer(server.clientUrl, { rendererDir, workers: false });
    try {
      const response = await fetch(`${plain.baseUrl}/dashboard?embed=true`);
      expect(policyOf(response.headers)['frame-ancestors']).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    } finally {
      await plain.close();
    }
  });
});
