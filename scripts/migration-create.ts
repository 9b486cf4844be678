/**
 * `npm run migration:create [-- name]`: writes the next migration (server/migrations/) from the
 * difference between the entities and the schema the committed migrations build. Runs against a
 * throw-away embedded database, so no server is needed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { ormOptions } from '../server/db/orm.ts';

const dir = await mkdtemp(join(tmpdir(), 'adflow-migration-'));
const database = await startEmbeddedPostgres(dir, 2);
try {
  const orm = await MikroORM.init(ormOptions({ clientUrl: database.clientUrl, poolSize: 1 }));
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(result.diff.up.length === 0 ? 'No changes: no migration written.' : `Wrote ${result.fileName}`);
  await orm.close();
} finally {
  await database.stop();
  await rm(dir, { recursive: true, force: true });
}
