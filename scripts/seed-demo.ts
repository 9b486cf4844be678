/**
 * `npm run seed:demo`: a demo account whose dashboard has a year of history. It signs in with
 * demo@adflow.test and the password printed below, on the database `npm start` uses (DATABASE_URL,
 * else the embedded one in ./data: stop `npm start` first, one process holds it at a time).
 * Running it again changes nothing.
 */
import { pino } from 'pino';
import { localRecordingAdChannels } from '../server/adapters/ad-channels.ts';
import { PortalMember, User } from '../server/modules/accounts/entities.ts';
import { loadProject } from '../engine/index.ts';
import { readConfig } from '../server/config.ts';
import { configuredDatabase } from '../server/db/configured-database.ts';
import { Portal } from '../server/modules/portals/entities.ts';
import { initOrm } from '../server/db/orm.ts';
import { argon2Passwords } from '../server/modules/accounts/passwords.ts';
import { createProfile } from '../server/modules/accounts/profiles.ts';
import { CLIENT_ACCESS_ROLE, PROFILE_ADMIN_ROLE, userByEmail } from '../server/modules/accounts/users.ts';
import { seedCampaignHistory } from '../server/modules/dashboard/demo-history.ts';

const EMAIL = 'demo@adflow.test';
const PASSWORD = 'Demo#Harbour2026';
const CAMPAIGNS = 24;
const DAYS = 365;

const logger = pino({ level: 'warn' });
const db = await configuredDatabase(readConfig(await loadProject(), process.env), logger, 4);
const orm = await initOrm({ clientUrl: db.clientUrl, poolSize: 2 });
try {
  const em = orm.em.fork();
  if ((await userByEmail(em, EMAIL)) === null) {
    const portal = await em.findOneOrFail(Portal, { domains: { $contains: ['localhost'] } });
    const user = em.create(User, {
      emailAddress: EMAIL,
      firstName: 'Demo',
      lastName: 'Bakery',
      passwordHash: await argon2Passwords().hash(PASSWORD),
      roleIds: [CLIENT_ACCESS_ROLE],
      emailVerifiedAt: new Date(),
    });
    em.create(PortalMember, { user, portal });
    const profile = createProfile(em, user, portal, { name: 'Demo Bakery' }, PROFILE_ADMIN_ROLE);
    await em.flush();
    await seedCampaignHistory(em, localRecordingAdChannels, {
      businessProfileId: profile.id,
      campaigns: CAMPAIGNS,
      days: DAYS,
      region: 'IN',
    });
    console.log(`Demo profile ${String(profile.id)}: ${String(CAMPAIGNS)} campaigns over ${String(DAYS)} days.`);
  } else {
    console.log('The demo account exists already.');
  }
  console.log(`Sign in at /login with ${EMAIL} and ${PASSWORD}.`);
} finally {
  await orm.close();
  await db.stop();
}
