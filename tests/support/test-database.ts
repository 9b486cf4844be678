import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/scratch-database.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import type { StuckTransaction } from '../../server/db/embedded-query-queue.ts';
import { migratedTemplate } from './template-database.ts';

/** The machine's PostgreSQL (CI and developers: 127.0.0.1:5432, trust auth, user postgres). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The prefix of the databases of a run's shared servers (shared-server.ts), dropped when the run ends. */
export const sharedDatabasePrefix = (run: string): string => `adflow_shared_${run}`;

/**
 * Which database a test server runs on: the machine's PostgreSQL (production's kind) or the
 * embedded one every `npm start` gets (PGlite, one session shared by every connection).
 */
export type DatabaseKind = 'postgresql' | 'embedded';

export const DATABASE_KINDS: readonly DatabaseKind[] = ['postgresql', 'embedded'];

export interface TestDatabase extends ScratchDatabase {
  /** Transactions the embedded database ended for keeping others waiting (always empty on PostgreSQL). */
  readonly stuckTransactions: readonly StuckTransaction[];
}

let template: Promise<string> | undefined;

/**
 * A database of the test file's own, dropped afterwards: files never share state. On PostgreSQL
 * it is a copy of the migrated template (tests/support/template-database.ts); the embedded one
 * runs every migration from empty, as `npm start` does.
 */
export async function createTestDatabase(kind: DatabaseKind = 'postgresql'): Promise<TestDatabase> {
  if (kind === 'postgresql') {
    template ??= migratedTemplate(ADMIN_URL);
    return { ...(await createScratchDatabase(ADMIN_URL, 'adflow_test', await template)), stuckTransactions: [] };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'adflow-embedded-test-'));
  const stuckTransactions: StuckTransaction[] = [];
  // As server/main.ts sizes it: the ORM's pool, the job queue's and two spare.
  const embedded = await startEmbeddedPostgres(dataDir, 5 + 2 + 2, (stuck) => stuckTransactions.push(stuck));
  return {
    clientUrl: embedded.clientUrl,
    stuckTransactions,
    async drop() {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty PostgreSQL database, for the tests of the migrations themselves: a test that migrates
 * up to some migration, writes rows as they were, then runs the rest.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  return { ...(await createScratchDatabase(ADMIN_URL, 'adflow_test')), stuckTransactions: [] };
}
