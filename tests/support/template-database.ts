import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { initOrm, MIGRATIONS_DIR } from '../../server/db/orm.ts';
import { startJobQueue } from '../../server/jobs/job-queue.ts';

// Marks a template whose build finished: a build cut off half-way is never cloned.
const COMPLETE = 'adflow test template: migrated, job queue installed';
// One build at a time on a PostgreSQL server, whichever runs (two checkouts testing at once).
const BUILD_LOCK = 'adflow_test_template';

/**
 * The name of a database holding every migration and the job queue's schema, built once for the
 * current migrations and reused: each test file's database is a copy of it (CREATE DATABASE …
 * TEMPLATE), which takes a fraction of running 30 migrations and pg-boss's install per file.
 */
export async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `adflow_template_${await migrationsDigest()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [BUILD_LOCK]);
    const found = await admin.query<{ complete: boolean }>(
      `select shobj_description(oid, 'pg_database') = $2 as complete from pg_database where datname = $1`,
      [name, COMPLETE],
    );
    if (found.rows[0]?.complete === true) return name;
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await install(databaseUrl(adminUrl, name));
    await admin.query(`comment on database "${name}" is '${COMPLETE}'`);
    return name;
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What the template is made of: the migration files and the job queue's version. */
async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort())
    hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  const boss = JSON.parse(
    await readFile(new URL('../../node_modules/pg-boss/package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  };
  return hash.update(boss.version).digest('hex').slice(0, 16);
}

/** Runs the migrations and installs the job queue's schema, then lets go of every connection. */
async function install(clientUrl: string): Promise<void> {
  const orm = await initOrm({ clientUrl, poolSize: 1 });
  await orm.close();
  const queue = await startJobQueue({ clientUrl, logger: pino({ level: 'silent' }), poolSize: 1 });
  await queue.stop();
}
