import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Region, StepView as StepViewAnswer, SummaryLink } from '../../schemas/generated/index.ts';
import {
  apiResponse,
  errorCodeOf,
  type AnswerOf,
  type ApiCall,
  type ApiPath,
  type MethodOf,
} from '../session/api-client.ts';
import { ApiError, type ErrorBody } from '../session/api-error.ts';
import { adoptSignIn, clearSession, storedSession, type StoredSession } from '../session/session-store.ts';
import { saveAccountLanguage } from '../session/account-language.ts';
import { isTokenRefusal } from '../session/token-refresh.ts';

/**
 * What GET /sessions/{sessionId}/step answers (schemas/api/step-view.schema.json), its schema and
 * uiSchema typed as RJSF takes them.
 */
export type StepView = Omit<StepViewAnswer, 'schema' | 'uiSchema'> & {
  readonly schema: RJSFSchema | null;
  readonly uiSchema: UiSchema | null;
};

/** One call of the API: a JSON body (or FormData, sent as multipart) and a JSON answer; else ApiError. */
export async function callApi<P extends ApiPath, M extends MethodOf<P>>(call: ApiCall<P, M>): Promise<AnswerOf<P, M>> {
  const session = storedSession();
  // A session someone signed up in is theirs alone; an access token lives 15 minutes (AP §8 62).
  const response = await apiResponse(call, session);
  // The sign-in cannot go on (a password changed elsewhere, a month away): it is forgotten, so
  // login does not send the user straight back here signed in with it.
  if (response.status === 401 && session !== null && isTokenRefusal(await errorCodeOf(response.clone()))) {
    clearSession();
  }
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new ApiError(response.status, json as ErrorBody);
  return json;
}

export async function startSession(
  flowId: string,
  region: Region | null,
  queryParameters: Record<string, string>,
): Promise<string> {
  const { sessionId } = await callApi({
    method: 'POST',
    path: '/flows/{flowId}/sessions',
    params: { flowId },
    body: { ...(region === null ? {} : { region }), queryParameters },
  });
  return sessionId;
}

/** A summary link for the session (§1 agent flow), with ready-made WhatsApp, e-mail and SMS links. */
export type { SummaryLink };

/** The agent's link for the client (§1): its OTP goes to `clientEmail`; WhatsApp and SMS to the phone, if given. */
export const createSummaryLink = (sessionId: string, clientEmail: string, phone: string): Promise<SummaryLink> =>
  callApi({
    method: 'POST',
    path: '/sendSummary',
    body: { sessionId, clientEmail, ...(phone.trim() === '' ? {} : { recipient: phone.trim() }) },
  });

/** The step of `route` (the session's current step without one). */
export function fetchStep(sessionId: string, route?: string): Promise<StepView> {
  const query = route === undefined || route === '' ? {} : { route };
  return callApi({ method: 'GET', path: '/sessions/{sessionId}/step', params: { sessionId }, query });
}

/** Where a submission led: the next step's address (null when finished), and a sign-in it made. */
export interface Submitted {
  readonly path: string | null;
  readonly signedIn: StoredSession | null;
}

/**
 * Saves a step's data with NEXT or another of its events; answers the address of the step the
 * session moved on to (null when finished).
 */
export async function submitStep(
  sessionId: string,
  step: string,
  data: Record<string, unknown>,
  event = 'NEXT',
): Promise<Submitted> {
  const result = await callApi({
    method: 'PUT',
    path: '/sessions/{sessionId}/steps/{stepId}',
    params: { sessionId, stepId: step },
    query: event === 'NEXT' ? {} : { event },
    body: data,
  });
  // The e-mail sign-up step signs its user in (OL §2): they stay signed in from here on.
  if (result.signedIn !== undefined) {
    adoptSignIn(result.signedIn);
    // A new account: the language its owner signed up in is theirs (their campaigns are named in it).
    void saveAccountLanguage();
  }
  return { path: result.session.path, signedIn: result.signedIn ?? null };
}
