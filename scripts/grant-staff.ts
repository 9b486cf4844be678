/**
 * `npm run staff:grant -- <e-mail address> [--revoke]`: gives an existing user the staff role
 * (AP §3 RoimaticUser, 15; decision 250), or takes it back, on the database `npm start` uses
 * (DATABASE_URL, else the embedded one in ./data: stop `npm start` first). Staff edit, publish and
 * roll back flows in the studio.
 */
import { setStaff } from '../server/modules/accounts/staff.ts';
import { grantScript } from './database-script.ts';

await grantScript('staff:grant', (user, granted) => {
  setStaff(user, granted);
  return `${user.emailAddress} is ${granted ? 'now' : 'no longer'} product staff.`;
});
