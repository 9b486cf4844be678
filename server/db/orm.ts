import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.ts';
import { ReleasingPostgreSqlDriver } from './releasing-postgresql-driver.ts';

export type Orm = MikroORM;

export interface DatabaseOptions {
  /** postgres://user@host:port/database */
  readonly clientUrl: string;
  /** Connections in the pool (the embedded database queues them: keep it small). */
  readonly poolSize?: number;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export function ormOptions({ clientUrl, poolSize = 10 }: DatabaseOptions): Options {
  return {
    // A restart of PostgreSQL must not cost the pool its connections (releasing-postgresql-driver.ts).
    driver: ReleasingPostgreSqlDriver,
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: poolSize },
    // Node 22 runs the committed .ts migrations directly (toolchain: emit 'ts').
    migrations: {
      path: MIGRATIONS_DIR,
      emit: 'ts',
      glob: '!(*.d).ts',
      silent: true,
      // One snapshot whatever the database is called, written only by `npm run migration:create`.
      snapshotName: '.snapshot-adflow',
      snapshotOnMigrate: false,
    },
    debug: false,
  };
}

/** Connects and brings the schema up to date; the app never runs on a stale schema. */
export async function initOrm(options: DatabaseOptions): Promise<Orm> {
  const orm = new MikroORM(ormOptions(options));
  await orm.migrator.up();
  return orm;
}

/** Whether every committed migration has run (GET /api/health). */
export async function migrationsCurrent(orm: Orm): Promise<boolean> {
  return (await orm.migrator.getPending()).length === 0;
}
