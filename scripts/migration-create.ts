/**
 * `npm run migration:create [-- name]`: writes the next migration (server/migrations/) from the
 * difference between the entities and the schema the committed migrations build. Runs against a
 * throw-away embedded database, so no server is needed.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import * as prettier from 'prettier';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { ormOptions } from '../server/db/orm.ts';

const dir = await mkdtemp(join(tmpdir(), 'adflow-migration-'));
const database = await startEmbeddedPostgres(dir, 2);
try {
  const orm = await MikroORM.init(ormOptions({ clientUrl: database.clientUrl, poolSize: 1 }));
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(result.diff.up.length === 0 ? 'No changes: no migration written.' : `Wrote ${result.fileName}`);
  // The migrator writes its own layout; the repository's is Prettier's (npm test checks it).
  await formatMigrations();
  await orm.close();
} finally {
  await database.stop();
  await rm(dir, { recursive: true, force: true });
}

async function formatMigrations(): Promise<void> {
  const directory = fileURLToPath(new URL('../server/migrations/', import.meta.url));
  for (const name of await readdir(directory)) {
    const file = join(directory, name);
    const options = await prettier.resolveConfig(file);
    const source = await readFile(file, 'utf8');
    const formatted = await prettier.format(source, { ...options, filepath: file });
    if (formatted !== source) await writeFile(file, formatted);
  }
}
