/**
 * `npm run agent:grant -- <e-mail address> [--revoke]`: gives an existing user the agent flag
 * (AP §3 isAgent), or takes it back, on the database `npm start` uses (DATABASE_URL, else the
 * embedded one in ./data: stop `npm start` first). Agents start clients' onboardings from the user
 * menu (OL §1); the product has no staff screen to grant it (decision 170).
 */
import { pino } from 'pino';
import { configuredDatabase } from '../server/db/configured-database.ts';
import { initOrm } from '../server/db/orm.ts';
import { userByEmail } from '../server/modules/accounts/users.ts';

const [emailAddress, option] = process.argv.slice(2);
if (emailAddress === undefined || (option !== undefined && option !== '--revoke')) {
  console.error('Usage: npm run agent:grant -- <e-mail address> [--revoke]');
  process.exit(2);
}

const logger = pino({ level: 'warn' });
const db = await configuredDatabase(process.env, logger, 4);
const orm = await initOrm({ clientUrl: db.clientUrl, poolSize: 2 });
try {
  const em = orm.em.fork();
  const user = await userByEmail(em, emailAddress);
  if (user === null) {
    console.error(`No user has the e-mail address ${emailAddress}.`);
    process.exitCode = 1;
  } else {
    user.isAgent = option !== '--revoke';
    await em.flush();
    console.log(`${user.emailAddress} is ${user.isAgent ? 'now' : 'no longer'} an agent.`);
  }
} finally {
  await orm.close();
  await db.stop();
}
