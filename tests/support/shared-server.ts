import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createScratchDatabase } from '../../scripts/scratch-database.ts';
import type { FakePaymentGateways } from '../../server/adapters/payments/local/fake-payment-gateways.ts';
import { builtRenderer } from './built-renderer.ts';
import { ADMIN_URL, sharedDatabasePrefix } from './test-database.ts';
import { migratedTemplate } from './template-database.ts';
import { request, startTestServer, type TestApp, type TestServer } from './test-server.ts';

/** The worker's shared server as one test file sees it: nobody closes it but the worker's end. */
export interface SharedTestServer extends TestApp {
  /**
   * The file's own client address: its requests (and its browser pages') say they come from it
   * through the proxy header the shared server trusts from loopback, so the limits per address
   * (sign-ups, codes, callbacks) count each file apart, as they count visitors apart.
   */
  readonly clientAddress: string;
}

let shared: Promise<TestServer> | undefined;
let files = 0;
// The outbox of the file running now: each file reads only the messages sent while it runs, as
// with a server of its own (the numbers and addresses of schema examples recur across files).
let outbox: string | undefined;

/**
 * The real app on its own PostgreSQL database, serving the built renderer too, shared by every
 * test file that runs in this vitest worker (vitest.config.ts runs them without per-file
 * isolation): started by the first file that asks. Files share it because each signs up its own
 * users and businesses, as real visitors share production; a file that changes what every user
 * sees (a published flow, a portal's settings, the review queue it counts) or needs a server
 * configured otherwise starts its own with startTestServer.
 */
export async function sharedTestServer(): Promise<SharedTestServer> {
  files += 1;
  const previous = outbox;
  const outboxDir = await mkdtemp(join(tmpdir(), 'adflow-outbox-'));
  outbox = outboxDir;
  if (previous !== undefined) await rm(previous, { recursive: true, force: true });
  shared ??= startShared();
  const server = await shared;
  const clientAddress = `10.${process.env.VITEST_POOL_ID ?? '0'}.${String(files >> 8)}.${String(files & 255)}`;
  const send: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', clientAddress);
    return fetch(input, { ...init, headers });
  };
  return {
    ...server,
    clientAddress,
    outboxDir,
    payments: paymentsFromNow(server.payments),
    fetch: send,
    request: (method, path, body, headers) => request(server.baseUrl, method, path, body, headers, send),
  };
}

/**
 * The payment fakes as one file sees them: their lists hold what was made since the file began, as
 * a server of its own would (files of a worker run one after another, never side by side).
 */
function paymentsFromNow(payments: FakePaymentGateways): FakePaymentGateways {
  const { stripe, razorpay } = payments;
  const [intents, refunds, orders, paid] = [
    stripe.paymentIntents().length,
    stripe.refunds().length,
    razorpay.orders().length,
    razorpay.payments().length,
  ];
  return {
    ...payments,
    stripe: {
      ...stripe,
      paymentIntents: () => stripe.paymentIntents().slice(intents),
      refunds: () => stripe.refunds().slice(refunds),
    },
    razorpay: {
      ...razorpay,
      orders: () => razorpay.orders().slice(orders),
      payments: () => razorpay.payments().slice(paid),
    },
  };
}

async function startShared(): Promise<TestServer> {
  const [rendererDir, template] = await Promise.all([builtRenderer(), migratedTemplate(ADMIN_URL)]);
  // Named for this run, so the run's global teardown drops it (the worker ends with it open).
  const database = await createScratchDatabase(ADMIN_URL, sharedDatabasePrefix(inject('testRun')), template);
  return startTestServer(database.clientUrl, {
    rendererDir,
    trustProxy: 'loopback',
    // Set before the server starts: the fallback is never asked.
    outboxDir: () => outbox ?? tmpdir(),
  });
}
