import i18next from 'i18next';
import { ApiError, ErrorCode, isKnownCode, SessionEndedError, UnknownApiError } from './api-error.ts';
import { loginPathFor } from './destinations.ts';
import {
  apiResponse,
  errorBodyOf,
  successBodyOf,
  type AnswerOf,
  type AnyCall,
  type ApiCall,
  type ApiPath,
  type MethodOf,
} from './api-client.ts';
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

/** What a call may be refused with besides §8's codes, for the screen to say rather than a toast. */
export interface CallOptions {
  /**
   * Codes (errorCode, else the HTTP status) rejected as ApiError for the screen: a payment
   * provider's refusal (201, its words are for the payer), a reviewer-only call (403), …
   */
  readonly expected?: readonly number[];
}

/**
 * The answer when it is a success; a refusal §8 knows (or `expected` lists) as the ApiError the
 * screen shows; anything else (no answer, a 5xx, an unknown code) is thrown as an unknown failure.
 */
async function attempt(
  call: AnyCall,
  session: StoredSession | null,
  expected: readonly number[],
): Promise<Response | ApiError> {
  let response: Response;
  try {
    response = await apiResponse(call, session);
  } catch (error) {
    throw unknownFailure(error);
  }
  if (response.ok) return response;
  const error = new ApiError(response.status, await errorBodyOf(response));
  if (expected.includes(error.code)) return error;
  if (response.status >= 500 || !isKnownCode(error.code)) throw unknownFailure(error);
  return error;
}

/** A success's JSON (successBodyOf); one that is not JSON or broke off is an unknown failure. */
async function jsonOf<T>(response: Response): Promise<T> {
  try {
    return (await successBodyOf(response)) as T;
  } catch (error) {
    throw unknownFailure(error);
  }
}

/** A call anyone may make (sign-in, sign-up, password reset): its known errors go to the screen. */
export async function publicCall<P extends ApiPath, M extends MethodOf<P>>(
  call: ApiCall<P, M>,
): Promise<AnswerOf<P, M>> {
  const result = await attempt(call, null, []);
  if (result instanceof ApiError) throw result;
  return jsonOf(result);
}

/**
 * A call as the signed-in user: the stored access token as a Bearer token, one refresh when it
 * has expired (62). A call the session cannot make clears it and rejects with SessionEndedError.
 */
async function signedInResponse(call: AnyCall, expected: readonly number[]): Promise<Response> {
  const session = storedSession();
  if (session === null) throw endSession();
  const result = await attempt(call, session, expected);
  if (result instanceof ApiError) {
    if (SESSION_ENDING.has(result.code)) throw endSession();
    throw result;
  }
  return result;
}

/** A call as the signed-in user (signedInResponse) answering JSON. */
export async function signedInCall<P extends ApiPath, M extends MethodOf<P>>(
  call: ApiCall<P, M>,
  options: CallOptions = {},
): Promise<AnswerOf<P, M>> {
  return jsonOf(await signedInResponse(call, options.expected ?? []));
}

/** A file as the signed-in user (an invoice's PDF), its refusals handled as signedInCall's. */
export async function signedInDownload<P extends ApiPath, M extends MethodOf<P>>(call: ApiCall<P, M>): Promise<Blob> {
  const response = await signedInResponse(call, []);
  return response.blob().catch((error: unknown) => {
    throw unknownFailure(error);
  });
}
