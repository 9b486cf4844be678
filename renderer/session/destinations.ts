// Where a signed-in user goes (accounts-and-platform §2 routing rules). Pure: no storage, no DOM.
import type { SignedInUser } from './session-store.ts';

/** A profile's page under the signed-in shell: /app/{businessProfileId}/{route}. */
export const appPath = (businessProfileId: number | string, route = 'dashboard'): string =>
  `/app/${businessProfileId}/${route}`;

/** /login with a redirect back to `path` (§2: "a redirect query holding the current path"). */
export function loginPathFor(path: string): string {
  if (path === '' || path === '/' || path.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(path)}`;
}

const APP_PATH = /^\/app\/([^/?#]+)(?:[/?#]|$)/;

/** The profile id an /app path names, or null for any other path. */
export const profileIdOfPath = (path: string): string | null => APP_PATH.exec(path)?.[1] ?? null;

/** §2: numeric, and in the user's own list. */
export const isOwnProfile = (user: SignedInUser, rawId: string): boolean =>
  /^[0-9]+$/.test(rawId) && user.businessProfiles.some((profile) => String(profile.id) === rawId);

/**
 * §2 fallback route, for an /app path the user may not open: their first profile's dashboard, or
 * login when they have none.
 */
export const fallbackPath = (user: SignedInUser): string => {
  const [first] = user.businessProfiles;
  return first === undefined ? '/login' : appPath(first.id);
};

/**
 * The `?redirect=` path to honour after login: a page of this site that needs sign-in and that the
 * user may open (one of their own profiles' pages, the e-mail verification, a sign-up, the staff
 * pages); else null.
 */
export function allowedRedirect(user: SignedInUser, redirect: string | null): string | null {
  // Only paths of this site: not `//elsewhere.example` nor `/\elsewhere.example`.
  if (redirect === null || !/^\/(?![/\\])/.test(redirect)) return null;
  const profileId = profileIdOfPath(redirect);
  if (profileId !== null) return isOwnProfile(user, profileId) ? redirect : null;
  // The e-mail verification, a sign-up the user signed up in (its session is theirs), and the
  // staff pages, whose API refuses anyone else and whose page says so (decision 443).
  return /^\/(?:verify|signup|studio|review|profileSelection)(?:[/?#]|$)/.test(redirect) ? redirect : null;
}

/**
 * §2 after login: the redirect when allowed; else a user with exactly one profile goes to its
 * dashboard, one with several (or none, to create one) picks on /profileSelection.
 */
export function afterLoginPath(user: SignedInUser, redirect: string | null): string {
  const allowed = allowedRedirect(user, redirect);
  if (allowed !== null) return allowed;
  const [only, ...others] = user.businessProfiles;
  return only !== undefined && others.length === 0 ? appPath(only.id) : '/profileSelection';
}
