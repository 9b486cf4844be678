import { redirect, useOutletContext, type LoaderFunctionArgs } from 'react-router';
import { fetchProductConfiguration, type ProductConfiguration } from '../../session/account-api.ts';
import { fetchUser } from '../../session/signed-in-user.ts';
import { SessionEndedError } from '../../session/api-error.ts';
import { fallbackPath, isOwnProfile, loginPathFor } from '../../session/destinations.ts';
import { loadPortalFlags, type PortalFlags } from '../../session/portal-flags.ts';
import {
  saveUser,
  storedSession,
  storedUser,
  type ProfileSummary,
  type SignedInUser,
} from '../../session/session-store.ts';

/** What every page under /app/{businessProfileId} is drawn with. */
export interface AppData {
  readonly user: SignedInUser;
  readonly profile: ProfileSummary;
  readonly configuration: ProductConfiguration;
  readonly portalFlags: PortalFlags;
}

/**
 * §2 guard of /app/{businessProfileId}: no stored token goes to login with a redirect back; a
 * profile id that is not numeric or not in the user's own list goes to the fallback route. The
 * profile's product configuration is loaded here, so that a profile the server refuses (§8 112,
 * 113) ends the session before anything is drawn.
 */
export async function appLoader({ request, params }: LoaderFunctionArgs): Promise<AppData | Response> {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  try {
    return await appData(params.businessProfileId ?? '');
  } catch (error) {
    // The session has been cleared (or there was none): login, and back here afterwards.
    if (error instanceof SessionEndedError) return redirect(loginPathFor(path));
    throw error;
  }
}

async function appData(rawId: string): Promise<AppData | Response> {
  const session = storedSession();
  if (session === null) throw new SessionEndedError('/login');
  let user = storedUser();
  if (user === null) {
    user = await fetchUser(session.userId);
    saveUser(user);
  }
  const profile = user.businessProfiles.find((candidate) => String(candidate.id) === rawId);
  if (profile === undefined || !isOwnProfile(user, rawId)) return redirect(fallbackPath(user));
  const [configuration, portalFlags] = await Promise.all([fetchProductConfiguration(rawId), loadPortalFlags()]);
  return { user, profile, configuration, portalFlags };
}

/** The signed-in page's user, profile and configuration, from the shell around it. */
export const useAppData = (): AppData => useOutletContext<AppData>();
