import { saveTokens, storedSession, type SessionTokens } from './session-store.ts';

let refreshing: Promise<SessionTokens | null> | null = null;

/**
 * New tokens for a refresh token (POST /api/authentication/refresh), stored; null when the session
 * cannot go on (§8 63, 76) or the server cannot be reached. Calls that find their token expired at
 * the same moment share one refresh: the server retires a refresh token once it is used.
 */
export function refreshTokens(refreshToken: string): Promise<SessionTokens | null> {
  refreshing ??= fetch('/api/authentication/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  })
    .then(async (response) => {
      if (!response.ok) return otherTabsTokens(refreshToken);
      const tokens = (await response.json()) as SessionTokens;
      saveTokens(tokens);
      return tokens;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Another tab may have used the same refresh token a moment earlier (the server then answers 63
 * here): its new tokens, stored in the shared localStorage, are as good as ours would have been.
 */
function otherTabsTokens(refreshToken: string): SessionTokens | null {
  const latest = storedSession();
  return latest !== null && latest.refreshToken !== refreshToken ? latest : null;
}
