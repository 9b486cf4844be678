// Calls as the signed-in user whose refusals the screen says itself. auth-client.ts turns any code
// §8 does not list into the "Something went wrong" toast; the money calls answer codes of their
// own that the user must read instead: 201 (the provider's words, "Your card was declined."), 403
// (only account managers review) and 409 (not waiting for review). They also fetch a PDF, which
// signedInCall cannot (it reads JSON).
import {
  apiResponse,
  errorBodyOf,
  type AnswerOf,
  type AnyCall,
  type ApiCall,
  type ApiPath,
  type MethodOf,
} from '../../session/api-client.ts';
import { ApiError, isKnownCode } from '../../session/api-error.ts';
import { endSession, SESSION_ENDING, unknownFailure } from '../../session/auth-client.ts';
import { storedSession } from '../../session/session-store.ts';

/** §8 201: a payment provider refused (its message is for the payer, verbatim). */
export const PROVIDER_ERROR = 201;

export interface MoneyCallOptions {
  /** Codes (errorCode, else the HTTP status) rejected as ApiError for the screen, not as a toast. */
  readonly expected?: readonly number[];
}

/** JSON from the API; a refusal listed in `expected` (or known to §8) rejects as ApiError. */
export async function moneyCall<P extends ApiPath, M extends MethodOf<P>>(
  call: ApiCall<P, M>,
  options: MoneyCallOptions = {},
): Promise<AnswerOf<P, M>> {
  const response = await authorisedFetch(call);
  if (!response.ok) throw await failureOf(response, options.expected ?? []);
  const text = await response.text().catch(() => '');
  try {
    return (text === '' ? undefined : JSON.parse(text)) as AnswerOf<P, M>;
  } catch (error) {
    throw unknownFailure(error);
  }
}

/** A file from the API (an invoice's PDF), with the same handling of refusals. */
export async function moneyDownload<P extends ApiPath, M extends MethodOf<P>>(call: ApiCall<P, M>): Promise<Blob> {
  const response = await authorisedFetch(call);
  if (!response.ok) throw await failureOf(response, []);
  return response.blob().catch((error: unknown) => {
    throw unknownFailure(error);
  });
}

/** The answer as the signed-in user (api-client.ts: one refresh when the token had expired). */
async function authorisedFetch(call: AnyCall): Promise<Response> {
  const session = storedSession();
  if (session === null) throw endSession();
  try {
    return await apiResponse(call, session);
  } catch (error) {
    throw unknownFailure(error);
  }
}

/** What a refusal rejects with: the session's end, the screen's error, or an unknown failure (toast). */
async function failureOf(response: Response, expected: readonly number[]): Promise<Error> {
  const error = new ApiError(response.status, await errorBodyOf(response));
  if (SESSION_ENDING.has(error.code)) return endSession();
  if (expected.includes(error.code)) return error;
  return response.status < 500 && isKnownCode(error.code) ? error : unknownFailure(error);
}
