// The signed-in user's language (AP §3 User.languageId, decision 474): the interface follows the
// account from one device to the next, and the server writes the texts it makes for the user (a new
// campaign's name) in it.
import i18next from 'i18next';
import { setLanguage } from '../i18n.ts';
import { ENGLISH, languageIdOf, languageOfId, languageOfTag } from '../shell/language.ts';
import { patchUser } from './account-api.ts';
import { storedSession } from './session-store.ts';

/**
 * Saves the interface's language as the signed-in user's. Best effort: should the call fail, the
 * language stays this device's choice, and the next choice or sign-in tries again.
 */
export async function saveAccountLanguage(): Promise<void> {
  const session = storedSession();
  if (session === null) return;
  const language = languageOfTag(i18next.language) ?? ENGLISH;
  await patchUser(session.userId, { languageId: languageIdOf(language) }).catch(() => undefined);
}

/**
 * At sign-in: the account's language, when it has one, becomes the interface's; an account with
 * none yet takes the one its user is reading (chosen before signing up).
 */
export async function adoptAccountLanguage(languageId: number | null | undefined): Promise<void> {
  const saved = languageOfId(languageId);
  if (saved === undefined) await saveAccountLanguage();
  else await setLanguage(saved.code).catch(() => undefined);
}
