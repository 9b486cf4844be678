/**
 * The token the local consent dialog hands the server, standing in for the social network's
 * sign-in (none is reachable from here): `local-consent.` + base64url JSON `{ user, granted }`,
 * which the server's local stand-in (server/adapters/social-pages.ts) reads back.
 */
export function localConsentToken(user: string, granted: readonly string[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ user, granted }));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `local-consent.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** Who consents in the stand-in: one visitor per session, so each session gets demo pages of its own. */
export const standInUserOf = (sessionId: string): string => `visitor-${sessionId}`;
