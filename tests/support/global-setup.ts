import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ADMIN_URL, sharedDatabasePrefix } from './test-database.ts';
import { migratedTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's shared test databases (tests/support/shared-server.ts). */
    testRun: string;
  }
}

/**
 * Before any test file: the migrated template their PostgreSQL databases are copied from. After
 * the last: the databases of the workers' shared servers, which end with their workers.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  project.provide('testRun', run);
  await migratedTemplate(ADMIN_URL);
  return () => dropSharedDatabases(run);
}

async function dropSharedDatabases(run: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [sharedDatabasePrefix(run)],
    );
    for (const { datname } of found.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
