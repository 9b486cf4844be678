/**
 * What the scripts that change the database `npm start` uses share: DATABASE_URL, else the
 * embedded one in ./data (which one process at a time may open: stop `npm start` first), an ORM
 * over it, and a clean close.
 */
import { pino } from 'pino';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadProject } from '../engine/index.ts';
import { readConfig } from '../server/config.ts';
import { configuredDatabase } from '../server/db/configured-database.ts';
import { DataDirectoryInUseError } from '../server/db/embedded-postgres.ts';
import { initOrm } from '../server/db/orm.ts';
import type { User } from '../server/modules/accounts/entities.ts';
import { userByEmail } from '../server/modules/accounts/users.ts';

/** Runs `work` with an entity manager on the configured database, then closes it. */
export async function withDatabase<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
  const logger = pino({ level: 'warn' });
  const db = await configuredDatabase(readConfig(await loadProject(), process.env), logger, 4);
  const orm = await initOrm({ clientUrl: db.clientUrl, poolSize: 2 });
  try {
    return await work(orm.em.fork());
  } finally {
    await orm.close();
    await db.stop();
  }
}

/**
 * `npm run <command> -- <e-mail address> [--revoke]`: gives an existing user a right, or takes it
 * back; `apply` changes the user and says what it did.
 */
export async function grantScript(command: string, apply: (user: User, granted: boolean) => string): Promise<void> {
  const [emailAddress, option] = process.argv.slice(2);
  if (emailAddress === undefined || (option !== undefined && option !== '--revoke')) {
    console.error(`Usage: npm run ${command} -- <e-mail address> [--revoke]`);
    process.exitCode = 2;
    return;
  }
  process.exitCode = await withDatabase(async (em) => {
    const user = await userByEmail(em, emailAddress);
    if (user === null) {
      console.error(`No user has the e-mail address ${emailAddress}.`);
      return 1;
    }
    const message = apply(user, option !== '--revoke');
    await em.flush();
    console.log(message);
    return 0;
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    // The usual case: `npm start` is running on the embedded database, which only it may open.
    console.error(
      `npm start is using the embedded database, which one process at a time may open. Stop it (Ctrl+C in its terminal), run \`npm run ${command} -- ${process.argv.slice(2).join(' ')}\` again, then npm start again.`,
    );
    return 1;
  });
}
