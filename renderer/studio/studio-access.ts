// Who may open /studio (issue 9): product staff, AP §3 role RoimaticUser (15, decision 250). The
// server has the last word: its studio API answers 403 to anyone else.
import { storedUser } from '../session/session-store.ts';

export const STAFF_ROLE = 15;

/** Whether the stored user is product staff (the user menu and the studio's pages read it). */
export const isStaff = (user: { readonly roleIds: readonly number[] }): boolean => user.roleIds.includes(STAFF_ROLE);

/** Whether the signed-in user of this browser is staff (false when nobody is signed in). */
export function storedUserIsStaff(): boolean {
  const user = storedUser();
  return user !== null && isStaff(user);
}
