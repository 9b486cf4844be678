import { afterAll, describe, expect, it } from 'vitest';
import { nextMessageTo } from '../../scripts/outbox-reader.ts';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { sessionAt } from '../support/walk.ts';
import { CONSENT, startWriteLoad, timedRequest, waitFor, type Answer, type WriteLoad } from '../support/write-load.ts';

// PostgreSQL dies (pg_ctl stop -m immediate) under a stream of writes and comes back, twice:
// clients are told 503 meanwhile, never a 500 or nothing, and the same process serves again.
const binDir = await postgresBinDir();
const MISSING_TOOLS =
  'database-restart.test.ts needs initdb and pg_ctl (pg_config --bindir, /usr/lib/postgresql/15/bin): install the postgresql package.';
// On a developer's machine without them it is skipped, loudly; in CI a missing tool is a failure.
const skipped = binDir === undefined && process.env.CI === undefined;
if (skipped) console.warn(`SKIPPED ${MISSING_TOOLS}`);

const CLIENTS = 4;
const RESTARTS = 2;
const WRITES_BETWEEN = 20;
const REFUSALS_SEEN = 5;
const DOWN_LIMIT_MS = 30_000;
const RECOVERY_LIMIT_MS = 60_000;
const UNAVAILABLE = { errorCode: 503, message: 'The database is unavailable. Try again in a moment.' };

let postgres: PrivatePostgres | undefined;
let server: TestServer | undefined;
// The private PostgreSQL goes whatever happens to the server's close: it must not outlive the test.
afterAll(async () => {
  try {
    await server?.close();
  } finally {
    await postgres?.remove();
  }
}, 60_000);

/** GET /api/health every 200 ms, remembering each answer. */
function watchHealth(baseUrl: string): { answers: Answer[]; stop(): Promise<void> } {
  const answers: Answer[] = [];
  const stopped = new AbortController();
  const polling = (async () => {
    while (!stopped.signal.aborted) {
      answers.push(await timedRequest(baseUrl, 'GET', '/api/health'));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    answers,
    async stop() {
      stopped.abort();
      await polling;
    },
  };
}

interface Outage {
  readonly downForMs: number;
  /** From PostgreSQL accepting connections again to the first acknowledged write. */
  readonly recoveryMs: number;
}

/** Kills PostgreSQL, waits to see 503s (writes and health), starts it, waits for writes and health to succeed. */
async function outage(load: WriteLoad, health: readonly Answer[], database: PrivatePostgres): Promise<Outage> {
  await database.kill();
  const killedAt = Date.now();
  const seen = (answers: readonly Answer[], since: number, ok: (status: number) => boolean) =>
    answers.filter((a) => a.at > since && ok(a.status));
  const down = await waitFor(
    () =>
      seen(load.answers, killedAt, (s) => s === 503).length >= REFUSALS_SEEN &&
      seen(health, killedAt, (s) => s === 503).length > 0,
    DOWN_LIMIT_MS,
  );
  expect(down).toBe(true);

  await database.start();
  const startedAt = Date.now();
  const acknowledged = load.confirmed.length;
  const up = await waitFor(
    () =>
      load.confirmed.length >= acknowledged + WRITES_BETWEEN && seen(health, startedAt, (s) => s === 200).length > 0,
    RECOVERY_LIMIT_MS,
  );
  expect(up).toBe(true);
  const firstWrite = seen(load.answers, startedAt, (s) => s === 200 || s === 201)[0];
  return { downForMs: startedAt - killedAt, recoveryMs: (firstWrite?.at ?? NaN) - startedAt };
}

describe.skipIf(skipped)('PostgreSQL restarted under load', () => {
  it('answers 503 while it is down, recovers without a restart, and keeps every acknowledged write', async () => {
    if (binDir === undefined) throw new Error(MISSING_TOOLS);
    postgres = await startPrivatePostgres(binDir);
    const running = await startTestServer(postgres.clientUrl);
    server = running;
    const health = watchHealth(running.baseUrl);
    const load = startWriteLoad(running.baseUrl, CLIENTS);
    expect(await waitFor(() => load.confirmed.length >= WRITES_BETWEEN, RECOVERY_LIMIT_MS)).toBe(true);
    const outages: Outage[] = [];
    for (let restart = 0; restart < RESTARTS; restart++) outages.push(await outage(load, health.answers, postgres));
    await load.stop();
    await health.stop();

    const unexpected = load.answers.filter((a) => ![200, 201, 503].includes(a.status));
    expect(unexpected).toEqual([]);
    const refusals = load.answers.filter((a) => a.status === 503);
    for (const refusal of refusals) expect(refusal.body).toEqual(UNAVAILABLE);
    expect(health.answers.find((a) => a.status === 503)?.body).toMatchObject({ database: 'down' });
    expect(health.answers.at(-1)).toMatchObject({ status: 200, body: { database: 'up' } });

    // Every acknowledged write survived the crashes: the session, and its consent when that was acknowledged.
    const confirmed = new Set(load.confirmed);
    for (const id of load.created) {
      const session = await timedRequest(running.baseUrl, 'GET', `/api/sessions/${id}`);
      expect(session.status).toBe(200);
      if (confirmed.has(id)) expect(session.body).toMatchObject({ data: { confirmation: CONSENT } });
    }

    // No connection was lost with the transactions the crashes cut: the pool is whole and idle again.
    const pool = await running.orm.em.getConnection().getNativeClient();
    expect(await waitFor(() => pool.totalCount === pool.idleCount, 10_000)).toBe(true);

    // The job queue reconnected too: an OTP e-mail asked for now is delivered by its worker.
    const sessionId = await sessionAt(running, 'onboarding', 'emailSignup', {
      businessDetails: { presence: 'none', name: 'After the restart' },
    });
    const emailAddress = 'after-restart@example.com';
    const sent = await running.request('POST', `/api/sessions/${sessionId}/sendOtp`, { emailAddress });
    expect(sent.status).toBe(200);
    expect((await nextMessageTo(running.outboxDir, emailAddress)).body).toMatch(/\b\d{6}\b/);

    console.log(
      JSON.stringify({
        restarts: RESTARTS,
        writesAcknowledged: load.created.length + load.confirmed.length,
        sessionsChecked: load.created.length,
        answers503: refusals.length,
        answersOther: load.answers.length - refusals.length,
        health503: health.answers.filter((a) => a.status === 503).length,
        outages,
      }),
    );
  }, 180_000);
});
