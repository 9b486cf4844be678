import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../server/db/embedded-postgres.ts';
import { ormOptions } from '../../../server/db/orm.ts';
import { createEmptyTestDatabase } from '../../support/test-database.ts';

// The migration before phone numbers had to be proven (decision 351).
const BEFORE = 'Migration20261123212500_feed_failure_reasons';

/** Phone numbers as they were saved before (PATCH kept them as sent), and as they are after. */
const SAVED: readonly (readonly [before: string | null, after: string | null])[] = [
  ['+91-9876543210', '91-9876543210'],
  // Another form of the same number: two accounts held it, told apart by a plus.
  ['91-9876543210', '91-9876543210'],
  ['44-07911123456', '44-7911123456'],
  // No real number: kept, digits only, for its owner to correct.
  ['+44-7700900123', '44-7700900123'],
  [null, null],
];

async function migrateWithData(clientUrl: string) {
  const orm = await MikroORM.init(ormOptions({ clientUrl, poolSize: 1 }));
  try {
    await orm.migrator.up({ to: BEFORE });
    const connection = orm.em.getConnection();
    for (const [index, [phone]] of SAVED.entries()) {
      await connection.execute(
        `insert into app_user (email_address, first_name, last_name, phone_number, role_ids, created_at)
         values (?, 'Priya', 'Raman', ?, '[27]', now())`,
        [`user${String(index)}@example.com`, phone],
      );
    }
    await orm.migrator.up();
    return await connection.execute<{ phone_number: string | null; phone_verified_at: Date | null }[]>(
      'select phone_number, phone_verified_at from app_user order by id',
    );
  } finally {
    await orm.close();
  }
}

describe('the verified-phone migration on saved numbers', { timeout: 120_000 }, () => {
  it.each([
    [
      'PostgreSQL',
      async () => {
        const database = await createEmptyTestDatabase();
        return { clientUrl: database.clientUrl, stop: () => database.drop() };
      },
    ],
    [
      'the embedded PGlite',
      async () => {
        const dir = await mkdtemp(join(tmpdir(), 'adflow-migration-'));
        const database = await startEmbeddedPostgres(dir, 2);
        return {
          clientUrl: database.clientUrl,
          stop: async () => {
            await database.stop();
            await rm(dir, { recursive: true, force: true });
          },
        };
      },
    ],
  ])('on %s: one stored form per number, none of them verified', async (_database, start) => {
    const database = await start();
    try {
      const rows = await migrateWithData(database.clientUrl);
      expect(rows.map((row) => row.phone_number)).toEqual(SAVED.map(([, after]) => after));
      expect(rows.every((row) => row.phone_verified_at === null)).toBe(true);
    } finally {
      await database.stop();
    }
  });
});
