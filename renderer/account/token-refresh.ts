import { saveTokens, type SessionTokens } from './session-store.ts';

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
      if (!response.ok) return null;
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
