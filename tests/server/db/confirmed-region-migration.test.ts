import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { ormOptions } from '../../../server/db/orm.ts';
import { createEmptyTestDatabase } from '../../support/test-database.ts';

// The migration before a session's region followed the confirmed country (decision 380).
const BEFORE = 'Migration20261128035348_verified_phone';

/** Sessions as they were saved before: their region, their confirmed country; and the region after. */
const SAVED: readonly (readonly [region: string | null, confirmed: string | null, after: string | null])[] = [
  ['IN', 'GB', 'GB'],
  ['GB', 'IN', 'IN'],
  ['IN', 'IN', 'IN'],
  // Not confirmed yet: the region it started in stays.
  ['GB', null, 'GB'],
  [null, null, null],
];

describe('the confirmed-region migration on saved sessions (OL §2 confirmation, §9)', { timeout: 60_000 }, () => {
  it('each confirmed session takes the country it confirmed', async () => {
    const database = await createEmptyTestDatabase();
    const orm = await MikroORM.init(ormOptions({ clientUrl: database.clientUrl, poolSize: 1 }));
    try {
      await orm.migrator.up({ to: BEFORE });
      const connection = orm.em.getConnection();
      for (const [index, [region, confirmed]] of SAVED.entries()) {
        const steps = confirmed === null ? {} : { confirmation: { region: confirmed, isTosAccepted: true } };
        await connection.execute(
          `insert into flow_session (id, flow_id, flow_version, step, launch_state, flags, region, query_parameters,
             steps, details, created_at, updated_at)
           values (?, 'onboarding', 1, 'businessDetails', 100, '{}', ?, '{}', ?::jsonb, '{}', now(), now())`,
          [`00000000-0000-4000-8000-00000000000${String(index)}`, region, JSON.stringify(steps)],
        );
      }
      await orm.migrator.up();
      const rows = await connection.execute<{ region: string | null }[]>('select region from flow_session order by id');
      expect(rows.map((row) => row.region)).toEqual(SAVED.map(([, , after]) => after));
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});
