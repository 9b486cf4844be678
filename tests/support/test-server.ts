import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { loadProject } from '../../engine/index.ts';
import { localAdapters } from '../../server/adapters/index.ts';
import { createApp, type AppOptions } from '../../server/app.ts';
import { initOrm, type Orm } from '../../server/db/orm.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestServer {
  readonly baseUrl: string;
  /** The database it runs on, for a second server on the same one. */
  readonly clientUrl: string;
  readonly orm: Orm;
  /** JSON over HTTP against this server; the parsed body (or null) with the status. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back
  readonly headers: Headers;
}

/**
 * The real app on a real PostgreSQL database of its own, listening on a free port; with
 * `rendererDir`, it serves the built renderer too (the browser tests).
 */
export async function startTestServer(clientUrl?: string, options: AppOptions = {}): Promise<TestServer> {
  const database = clientUrl === undefined ? await createTestDatabase() : undefined;
  const url = clientUrl ?? database?.clientUrl ?? '';
  const orm = await initOrm({ clientUrl: url, poolSize: 5 });
  const app = createApp(
    {
      orm,
      project: await loadProject(),
      logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
      ...localAdapters(),
    },
    options,
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    clientUrl: url,
    orm,
    request: (method, path, body, headers) => request(baseUrl, method, path, body, headers),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await orm.close();
      await database?.drop();
    },
  };
}

export async function request(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const raw = typeof body === 'string';
  const response = await fetch(baseUrl + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? null : (JSON.parse(text) as unknown),
    headers: response.headers,
  };
}
