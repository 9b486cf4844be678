import i18next from 'i18next';
import { ApiError, ErrorCode, isKnownCode, SessionEndedError, UnknownApiError, type ErrorBody } from './api-error.ts';
import { loginPathFor } from './destinations.ts';
import { apiResponse, type AnswerOf, type AnyCall, type ApiCall, type ApiPath, type MethodOf } from './api-client.ts';
import { clearSession, storedSession, type StoredSession } from './session-store.ts';
import { showToast } from '../ui/toast.tsx';

// §8 handling: outside the login screen these end the session (62 only once a refresh failed).
export const SESSION_ENDING: ReadonlySet<number> = new Set([
  ErrorCode.unauthorized,
  ErrorCode.tokenMalformed,
  ErrorCode.tokenExpired,
  ErrorCode.tokenInvalid,
  ErrorCode.refreshTokenExpired,
  ErrorCode.invalidBusinessProfile,
  ErrorCode.forbiddenBusinessProfile,
]);

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** §8 session clear: everything signed in goes, and the caller sends the user to login. */
export function endSession(path = currentPath()): SessionEndedError {
  clearSession();
  return new SessionEndedError(loginPathFor(path));
}

/**
 * §8 unknown errors: reported (no error service is configured, so to the console), then the
 * transient toast. The caller only stops waiting: the toast has said it.
 */
export function unknownFailure(cause: unknown): UnknownApiError {
  console.error(cause);
  showToast(i18next.t('account:errors.unknown'), 'error');
  return new UnknownApiError(cause);
}

/** The answer's data, or the known error it is; anything else is an unknown failure (thrown). */
async function attempt<T>(call: AnyCall, session: StoredSession | null): Promise<T | ApiError> {
  let response: Response;
  try {
    response = await apiResponse(call, session);
  } catch (error) {
    throw unknownFailure(error);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    throw unknownFailure(error);
  }
  if (response.ok) return body as T;
  const errorBody: ErrorBody = typeof body === 'object' && body !== null ? body : {};
  const error = new ApiError(response.status, errorBody);
  if (response.status >= 500 || !isKnownCode(error.code)) throw unknownFailure(error);
  return error;
}

/** A call anyone may make (sign-in, sign-up, password reset): its known errors go to the screen. */
export async function publicCall<P extends ApiPath, M extends MethodOf<P>>(
  call: ApiCall<P, M>,
): Promise<AnswerOf<P, M>> {
  const result = await attempt<AnswerOf<P, M>>(call, null);
  if (result instanceof ApiError) throw result;
  return result;
}

/**
 * A call as the signed-in user: the stored access token as a Bearer token, one refresh when it
 * has expired (62). A call the session cannot make clears it and rejects with SessionEndedError.
 */
export async function signedInCall<P extends ApiPath, M extends MethodOf<P>>(
  call: ApiCall<P, M>,
): Promise<AnswerOf<P, M>> {
  const session = storedSession();
  if (session === null) throw endSession();
  const result = await attempt<AnswerOf<P, M>>(call, session);
  if (result instanceof ApiError) {
    if (SESSION_ENDING.has(result.code)) throw endSession();
    throw result;
  }
  return result;
}
