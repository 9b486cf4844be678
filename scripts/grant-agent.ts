/**
 * `npm run agent:grant -- <e-mail address> [--revoke]`: gives an existing user the agent flag
 * (AP §3 isAgent), or takes it back, on the database `npm start` uses (DATABASE_URL, else the
 * embedded one in ./data: stop `npm start` first). Agents start clients' onboardings from the user
 * menu (OL §1); the product has no staff screen to grant it (decision 170).
 */
import { grantScript } from './database-script.ts';

await grantScript('agent:grant', (user, granted) => {
  user.isAgent = granted;
  return `${user.emailAddress} is ${granted ? 'now' : 'no longer'} an agent.`;
});
