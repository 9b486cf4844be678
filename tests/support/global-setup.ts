import { ADMIN_URL } from './test-database.ts';
import { migratedTemplate } from './template-database.ts';

/** Before any test file: the migrated template their PostgreSQL databases are copied from. */
export default async function setup(): Promise<void> {
  await migratedTemplate(ADMIN_URL);
}
