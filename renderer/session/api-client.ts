import type { ErrorBody } from './api-error.ts';
import type { StoredSession } from './session-store.ts';
import { tokensForRetry } from './token-refresh.ts';

export type CallMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallOptions {
  readonly method?: CallMethod;
  readonly body?: unknown;
}

/**
 * The one way the renderer sends a request to the API (`/api{path}`): a JSON body, or FormData as
 * multipart; the session's access token as a Bearer token when there is a session; and when the
 * token was refused as expired or retired (§8 62, 63), once more with the tokens a refresh gave.
 * What the answer means is the caller's: the wizard, the account pages and the money pages each
 * say a refusal their own way. A network failure rejects as fetch's own error.
 */
export async function apiResponse(
  path: string,
  options: CallOptions,
  session: StoredSession | null,
): Promise<Response> {
  const first = await send(path, options, session?.accessToken);
  if (first.status !== 401 || session === null) return first;
  const tokens = await tokensForRetry(session, await errorCodeOf(first.clone()));
  return tokens === null ? first : send(path, options, tokens.accessToken);
}

function send(path: string, options: CallOptions, accessToken: string | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  // A FormData body goes as multipart/form-data, with the boundary the browser writes itself.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && form === null) headers['content-type'] = 'application/json';
  if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
  return fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: form ?? JSON.stringify(options.body) }),
  });
}

/** A refusal's body as the server sends it (`{ errorCode, message, … }`); empty when it is not JSON. */
export async function errorBodyOf(response: Response): Promise<ErrorBody> {
  const body: unknown = await response.json().catch(() => null);
  return typeof body === 'object' && body !== null ? body : {};
}

/** The §8 code of a refusal's body (0 when it has none). */
export async function errorCodeOf(response: Response): Promise<number> {
  const { errorCode } = await errorBodyOf(response);
  return typeof errorCode === 'number' ? errorCode : 0;
}
