import { createScratchDatabase, type ScratchDatabase } from '../../scripts/scratch-database.ts';

/** The machine's PostgreSQL (CI and developers: 127.0.0.1:5432, trust auth, user postgres). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database of the test file's own, dropped afterwards: files never share state. */
export function createTestDatabase(): Promise<ScratchDatabase> {
  return createScratchDatabase(ADMIN_URL, 'adflow_test');
}
