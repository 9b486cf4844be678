import { signedInCall } from './auth-client.ts';
import { saveUser, type SignedInUser } from './session-store.ts';

// Apart from account-api.ts: /signup loads this with the wizard (a flow's sign-in), not the
// account pages' other calls.

/** GET /users/{userId}: the signed-in user themself. */
export const fetchUser = (userId: number) =>
  signedInCall({ method: 'GET', path: '/users/{userId}', params: { userId } });

/**
 * The user of a sign-in a flow made (the e-mail sign-up step, a summary link's code), fetched and
 * stored: from then on the browser is signed in for every page (AP §2: a token and a loaded user).
 */
export async function loadSignedInUser(userId: number): Promise<SignedInUser> {
  const user = await fetchUser(userId);
  saveUser(user);
  return user;
}
