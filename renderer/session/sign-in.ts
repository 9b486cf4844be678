import i18next from 'i18next';
import { setLanguage } from '../i18n.ts';
import { logOut, type LoginResponse } from './account-api.ts';
import { fetchUser } from './signed-in-user.ts';
import { adoptAccountLanguage } from './account-language.ts';
import { clearSession, saveSession, saveUser, type SignedInUser } from './session-store.ts';
import { showToast } from '../ui/toast.tsx';
import { fullNameOf } from './user-name.ts';

// §9: the welcome notice comes about 1.5 s after login, once the next page has settled.
const WELCOME_DELAY_MS = 1_500;

/** §4 login succeeded: the tokens and the user are stored (with roleIds); then the user is fetched. */
export async function completeSignIn(response: LoginResponse): Promise<SignedInUser> {
  saveSession({
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    userId: response.userId,
    roleIds: response.roleIds,
  });
  const user = await fetchUser(response.userId);
  saveUser(user);
  await adoptAccountLanguage(user.languageId);
  setTimeout(() => {
    showToast(welcomeOf(user));
  }, WELCOME_DELAY_MS);
  return user;
}

/**
 * §4 logout: the server ends the session, then user, tokens and the last visited route are
 * cleared and the interface goes back to English. The caller goes to /login.
 */
export async function signOut(): Promise<void> {
  try {
    await logOut();
  } catch {
    // A session the server no longer knows is just as ended: signing out goes on.
  }
  clearSession();
  await setLanguage('en').catch(() => undefined);
}

/** §4 the welcome notice: by the user's name, or plainly when the account has none yet (decision 373). */
function welcomeOf(user: SignedInUser): string {
  const name = fullNameOf(user);
  return name === '' ? i18next.t('account:login.welcomeNoName') : i18next.t('account:login.welcome', { name });
}
