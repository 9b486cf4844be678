import { ErrorCode } from './api-error.ts';
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
 * The tokens to send a refused call again with, or null when the refusal stands. An access token
 * that expired (62) is refreshed. One refused as invalid (63) may only have been retired by a
 * refresh that another call started a moment ago: the server retires the old pair before its
 * answer reaches us, so the call waits for that refresh, or takes the tokens it stored.
 */
export async function tokensForRetry(used: SessionTokens, errorCode: number): Promise<SessionTokens | null> {
  if (!isTokenRefusal(errorCode)) return null;
  const inFlight = await refreshing;
  if (inFlight != null && inFlight.accessToken !== used.accessToken) return inFlight;
  const latest = storedSession();
  if (latest !== null && latest.accessToken !== used.accessToken) return latest;
  return errorCode === ErrorCode.tokenExpired ? refreshTokens(used.refreshToken) : null;
}

/** §8 62 and 63: the access token was refused, though the session may go on with newer tokens. */
export const isTokenRefusal = (errorCode: number): boolean =>
  errorCode === ErrorCode.tokenExpired || errorCode === ErrorCode.tokenInvalid;

/**
 * Another tab may have used the same refresh token a moment earlier (the server then answers 63
 * here): its new tokens, stored in the shared localStorage, are as good as ours would have been.
 */
function otherTabsTokens(refreshToken: string): SessionTokens | null {
  const latest = storedSession();
  return latest !== null && latest.refreshToken !== refreshToken ? latest : null;
}
