import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { accountEntities } from './account-entities.ts';
import { campaignEditEntities } from './campaign-edit-entities.ts';
import { addOnEntities } from './add-on-entities.ts';
import { assetEntities } from './asset-entities.ts';
import { briefEntities } from './brief-entities.ts';
import { entities } from './entities.ts';
import { flowVersionEntities } from './flow-version-entities.ts';
import { franchiseEntities } from './franchise-entities.ts';
import { funnelEntities } from './funnel-entities.ts';
import { leadEntities } from './lead-entities.ts';
import { moneyEntities } from './money-entities.ts';
import { productFeedEntities } from './product-feed-entities.ts';
import { ReleasingPostgreSqlDriver } from './releasing-postgresql-driver.ts';
import { reportEntities } from './report-entities.ts';
import { socialLinkEntities } from './social-link-entities.ts';
import { statsEntities } from './stats-entities.ts';
import { storeEntities } from './store-entities.ts';

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
    entities: [
      ...entities,
      ...accountEntities,
      ...moneyEntities,
      ...leadEntities,
      ...statsEntities,
      ...socialLinkEntities,
      ...franchiseEntities,
      ...campaignEditEntities,
      ...storeEntities,
      ...productFeedEntities,
      ...reportEntities,
      ...briefEntities,
      ...addOnEntities,
      ...assetEntities,
      ...funnelEntities,
      ...flowVersionEntities,
    ],
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
