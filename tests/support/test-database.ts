import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (CI and developers: 127.0.0.1:5432, trust auth, user postgres). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  readonly clientUrl: string;
  drop(): Promise<void>;
}

/** A database of the test file's own, dropped afterwards: files never share state. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `adflow_test_${randomBytes(6).toString('hex')}`;
  await admin(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    clientUrl: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
