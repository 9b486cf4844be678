import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  readonly clientUrl: string;
  drop(): Promise<void>;
}

/**
 * A throw-away database on a PostgreSQL server, for a test file or a benchmark run: empty, or a
 * copy of `template` (which nobody may be connected to meanwhile).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database "${name}"${template === undefined ? '' : ` template "${template}"`}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    clientUrl: url.toString(),
    drop: () => admin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
