/**
 * `npm run manager:grant -- <e-mail address> [--revoke]`: gives an existing user the account
 * manager role (AP §3 role 4), or takes it back, on the database `npm start` uses (DATABASE_URL,
 * else the embedded one in ./data: stop `npm start` first). Account managers approve launches and
 * publish campaign edits at /review.
 */
import { ACCOUNT_MANAGER_ROLE } from '../server/modules/campaigns/review.ts';
import { setRole } from '../server/modules/accounts/staff.ts';
import { grantScript } from './database-script.ts';

await grantScript('manager:grant', (user, granted) => {
  setRole(user, ACCOUNT_MANAGER_ROLE, granted);
  return `${user.emailAddress} is ${granted ? 'now' : 'no longer'} an account manager (they open /review).`;
});
