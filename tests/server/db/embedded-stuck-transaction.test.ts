import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSocialPagesStandIn, type SocialPages } from '../../../server/adapters/social-pages.ts';
import { linkPageForSession } from '../../support/social-link.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

/**
 * The embedded database is one PostgreSQL session that every connection shares in turn: a
 * transaction that waits on a query of another connection would wait forever, and every request
 * with it (issue: a store owner's wrong code froze the server). Such a transaction is ended once it
 * has kept others waiting a few seconds; everything else goes on.
 */
describe('the embedded database never hangs on a transaction that waits on another connection', () => {
  let database: TestDatabase;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: database.clientUrl });
    // The ended connection's error arrives as an event too; the test reads it from the query.
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase('embedded');
    const setup = await connect();
    await setup.query('create table pets (name text)');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await database.drop();
  });

  it('ends the waiting transaction (rolled back, its connection told why) and answers the other query', async () => {
    const holder = await connect();
    const other = await connect();
    await holder.query('begin');
    await holder.query("insert into pets values ('Rex')");

    // Inside the holder's transaction, a query on another connection: without the guard it never returns.
    const answered = await other.query<{ pets: string }>('select count(*)::text as pets from pets');
    const holderNext = await holder.query('commit').then(
      () => 'committed',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

    expect(answered.rows).toEqual([{ pets: '0' }]);
    expect(holderNext).not.toBe('committed');
    expect(database.stuckTransactions).toHaveLength(1);
    expect(database.stuckTransactions[0]?.waiting).toBe(1);
    const after = await (await connect()).query<{ pets: string }>('select count(*)::text as pets from pets');
    expect(after.rows).toEqual([{ pets: '0' }]);
  }, 30_000);

  it('never mixes the extended-protocol exchanges of connections that query at once', async () => {
    const pool = new pg.Pool({ connectionString: database.clientUrl, max: 6 });
    try {
      const values = Array.from({ length: 300 }, (_, index) => index);
      const answers = await Promise.all(
        values.map((value) =>
          pool.query<{ n: number; s: string }>('select $1::int as n, $2::text as s', [value, `v${value}`]),
        ),
      );
      expect(answers.map((answer) => answer.rows[0])).toEqual(values.map((value) => ({ n: value, s: `v${value}` })));
    } finally {
      await pool.end();
    }
  }, 30_000);
});

describe('a request whose transaction waits on another request (embedded database)', () => {
  let server: TestServer;
  let nested: Promise<number> | undefined;
  let sessionId = '';
  // The social network's answer comes while the page's row is locked in a transaction: here it
  // waits on another request to this server, as a slow network call that needs the database would.
  const waitingNetwork: SocialPages = {
    ...localSocialPagesStandIn,
    name: 'waiting-on-another-request',
    async requestPageAccess(accessToken, pageId) {
      nested = server.request('GET', `/api/sessions/${sessionId}`).then((answer) => answer.status);
      await nested;
      return localSocialPagesStandIn.requestPageAccess(accessToken, pageId);
    },
  };

  beforeAll(async () => {
    server = await startTestServer(undefined, { database: 'embedded', services: { socialPages: waitingNetwork } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 503 with a reason, answers the other request, and the server stays healthy', async () => {
    const created = await server.request('POST', '/api/flows/onboarding/sessions', { region: 'GB' });
    sessionId = created.body.sessionId as string;

    const linking = await linkPageForSession(server, sessionId).then(
      () => 'linked',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

    expect(await nested).toBe(200);
    expect(linking).toContain('503');
    expect(server.database?.stuckTransactions).toHaveLength(1);
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  }, 40_000);
});
