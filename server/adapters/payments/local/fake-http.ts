/**
 * What the local provider fakes (stripe-fake.ts, razorpay-fake.ts) share: a node:http server on
 * 127.0.0.1 with a free port, CORS for pages on other origins, and ids shaped like the providers'.
 * For tests and local development only.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface FakeResponse {
  readonly status: number;
  /** JSON unless it is a string (then sent as is, with `contentType`). */
  readonly body: unknown;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface FakeServer {
  readonly url: string;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
  'Access-Control-Max-Age': '600',
  // Chromium asks before a page reaches a loopback address from a less private one.
  'Access-Control-Allow-Private-Network': 'true',
};

/** Serves `handle` on 127.0.0.1 at a free port; answers CORS preflights itself. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeResponse): Promise<FakeServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let response: FakeResponse;
      if (req.method === 'OPTIONS') {
        response = { status: 204, body: '' };
      } else {
        try {
          response = handle({
            method: req.method ?? 'GET',
            path: url.pathname,
            query: url.searchParams,
            headers: req.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        } catch (error) {
          response = { status: 500, body: { error: { message: `Fake failed: ${String(error)}` } } };
        }
      }
      const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body, null, 2);
      res.writeHead(response.status, {
        ...CORS_HEADERS,
        'Content-Type': response.contentType ?? 'application/json; charset=utf-8',
        ...response.headers,
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDKs keep connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `cus_…`, `pi_…`, `order_…`: a prefix and random letters and digits, like the providers' ids. */
export function fakeId(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length] ?? '0';
  return `${prefix}_${id}`;
}

/** `/v1/customers/:id` against `/v1/customers/cus_123` → `{ id: 'cus_123' }`; null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/** A browser script kept next to this file (stripe-js-fake.js, razorpay-checkout-fake.js). */
export function browserScript(fileName: string): FakeResponse {
  return {
    status: 200,
    body: readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8'),
    contentType: 'application/javascript; charset=utf-8',
  };
}

/** One request header's value (the first, if it came more than once). */
export function headerOf(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
