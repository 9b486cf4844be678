import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import { localOutboxDirectory } from '../../server/adapters/message-delivery.ts';
import type { AppOptions } from '../../server/app.ts';
import { composeServer } from '../../server/composition.ts';
import { argon2Passwords } from '../../server/modules/accounts/passwords.ts';
import type { Orm } from '../../server/db/orm.ts';
import type { Services } from '../../server/services.ts';
import { httpFeedDownloads } from '../../server/adapters/feed-downloads.ts';
import { answerUnreadableRequests } from '../../server/unreadable-requests.ts';
import {
  startFakePaymentGateways,
  type FakePaymentGateways,
} from '../../server/adapters/payments/local/fake-payment-gateways.ts';
import { project } from './project.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.ts';

// Enough accounts named from 127.0.0.1 for the largest file (the walk of every path: hundreds).
const MANY_ACCOUNTS = 100_000;

/** A running server as a test talks to it (a shared one is closed by nobody but its worker's end). */
export interface TestApp {
  readonly baseUrl: string;
  /** The Express app it serves: its router lists every mounted route. */
  readonly app: Express;
  /** The database it runs on, for a second server on the same one. */
  readonly clientUrl: string;
  /** The database it made for itself (none when given a clientUrl). */
  readonly database: TestDatabase | undefined;
  readonly orm: Orm;
  /** Where its local outbox stand-in writes the messages it sends (read them with tests/support/outbox.ts). */
  readonly outboxDir: string;
  /** The local fakes of Stripe and Razorpay its payment gateways talk to (real SDKs, real signatures). */
  readonly payments: FakePaymentGateways;
  /** How the test's requests reach it (the shared server's name the file's own client address). */
  readonly fetch: typeof fetch;
  /** JSON over HTTP against this server; the parsed body (or null) with the status. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
}

/** A server a test started, and closes. */
export interface TestServer extends TestApp {
  close(): Promise<void>;
}

export interface TestResponse {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back
  readonly headers: Headers;
}

export interface TestServerOptions extends AppOptions {
  /** Where its logs go (silent unless TEST_LOG_LEVEL says otherwise): a test that reads them. */
  readonly logger?: Logger;
  /** The kind of database it makes for itself (PostgreSQL unless told; ignored with a clientUrl). */
  readonly database?: DatabaseKind;
  /** false: the server queues jobs but takes none (another server on its database does). */
  readonly workers?: boolean;
  /** Where its local outbox writes, asked at each delivery: a directory of its own unless given. */
  readonly outboxDir?: () => string;
  /** Stand-ins for real services, e.g. a creative renderer that fails, a social network of the test's own. */
  readonly services?: Partial<
    Pick<
      Services,
      | 'creativeRenderer'
      | 'socialPages'
      | 'adChannels'
      | 'storePlatforms'
      | 'feedDownloads'
      | 'adCopyWriter'
      | 'places'
      | 'now'
    >
  >;
}

/**
 * Passwords hashed at argon2's least cost: the suite signs up thousands of users, and at the
 * product's cost (OWASP's, 19 MiB and two passes) their hashes were a tenth of its CPU. What is
 * tested is the same: a salted argon2id hash, checked the same way (passwords.test.ts checks the
 * product's cost).
 */
const TEST_PASSWORDS = argon2Passwords({ memoryCost: 64, timeCost: 1, parallelism: 1 });

/**
 * The real app on a real PostgreSQL database of its own, listening on a free port, with its job
 * queue; with `rendererDir`, it serves the built renderer too (the browser tests).
 */
export async function startTestServer(clientUrl?: string, options: TestServerOptions = {}): Promise<TestServer> {
  const database = clientUrl === undefined ? await createTestDatabase(options.database) : undefined;
  const url = clientUrl ?? database?.clientUrl ?? '';
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const outboxDir = await mkdtemp(join(tmpdir(), 'adflow-outbox-'));
  const payments = await startFakePaymentGateways();
  const composed = await composeServer({
    // The worker's one compiled project (read-only): compiling every schema again took 0.6 s of
    // each server's 0.95 s start.
    project,
    clientUrl: url,
    logger,
    poolSize: 5,
    queuePoolSize: 2,
    outboxDir,
    payments,
    adapters: {
      passwords: TEST_PASSWORDS,
      // The files of other hosts (feeds, product images) are the test's own, on this machine.
      feedDownloads: httpFeedDownloads({ allowPrivateNetworks: true }),
      ...(options.outboxDir !== undefined && { messageDelivery: localOutboxDirectory(options.outboxDir) }),
      ...options.services,
    },
    ...(options.workers !== undefined && { workers: options.workers }),
    seedFlowFiles: false,
    scheduleReports: false,
    // Every test signs up its own users, all from this one address: the probing budget of one
    // client (decision 345) is not what they test; account-probes.test.ts sets the real one.
    // Every answer a response schema describes is checked against it (a mismatch is a 500).
    app: { accountProbes: MANY_ACCOUNTS, checkResponses: true, ...options },
  });
  const { app, orm } = composed;
  const server = app.listen(0, '127.0.0.1');
  answerUnreadableRequests(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    app,
    clientUrl: url,
    database,
    orm,
    outboxDir,
    payments,
    fetch,
    request: (method, path, body, headers) => request(baseUrl, method, path, body, headers),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await composed.close();
      await database?.drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

export async function request(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  send: typeof fetch = fetch,
): Promise<TestResponse> {
  const raw = typeof body === 'string';
  const response = await send(baseUrl + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    // A download (a CSV, a PDF) is its text; Node's own refusals (431) have no body at all.
    body: text === '' ? null : isJson(response) ? (JSON.parse(text) as unknown) : text,
    headers: response.headers,
  };
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? 'application/json').includes('json');
