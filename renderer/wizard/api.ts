import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { apiResponse, errorCodeOf, type CallMethod } from '../session/api-client.ts';
import { ApiError, type ErrorBody } from '../session/api-error.ts';
import { adoptSignIn, clearSession, storedSession, type StoredSession } from '../session/session-store.ts';
import { isTokenRefusal } from '../session/token-refresh.ts';

export interface StepView {
  readonly step: string;
  readonly finished: boolean;
  readonly meta: {
    readonly section: number | null;
    readonly back: string | null;
    readonly backRoute: string | null;
    readonly backDisabled: boolean;
    readonly route: string;
    /** The route with its parameters filled in (`imageCreativesCreative/preview/2`). */
    readonly path: string;
    /** What the screen offers besides NEXT (EDIT, CHANGE_OBJECTIVE, RESTART...). */
    readonly events: readonly string[];
    readonly headerHidden: boolean;
    readonly schemaRef: string;
  } | null;
  /** OL §2/§3 on the user's own path: the section among its sections, the screen within the section. */
  readonly counter: {
    readonly section: number;
    readonly sectionCount: number;
    readonly position: number;
    readonly total: number;
  } | null;
  readonly schema: RJSFSchema | null;
  readonly uiSchema: UiSchema | null;
  readonly title: string | null;
  readonly data: Record<string, unknown> | null;
  /** The country the user confirmed, else the session's: widgets default to it. */
  readonly region: string | null;
  /** A finished flow's business profile (store onboarding's: its dashboard comes next, AP §2). */
  readonly businessProfileId?: number | null;
  /** An agent's summary: NEXT is the client's, once they verify the shared link (OL §1). */
  readonly awaitsClient?: boolean;
}

/** One call of the API: a JSON body (or FormData, sent as multipart) and a JSON answer; else ApiError. */
export async function callApi<T>(method: CallMethod, path: string, body?: unknown): Promise<T> {
  const session = storedSession();
  // A session someone signed up in is theirs alone; an access token lives 15 minutes (AP §8 62).
  const response = await apiResponse(path, { method, body }, session);
  // The sign-in cannot go on (a password changed elsewhere, a month away): it is forgotten, so
  // login does not send the user straight back here signed in with it.
  if (response.status === 401 && session !== null && isTokenRefusal(await errorCodeOf(response.clone()))) {
    clearSession();
  }
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new ApiError(response.status, json as ErrorBody);
  return json as T;
}

export async function startSession(
  flowId: string,
  region: string | null,
  queryParameters: Record<string, string>,
): Promise<string> {
  const path = `/flows/${encodeURIComponent(flowId)}/sessions`;
  const { sessionId } = await callApi<{ sessionId: string }>('POST', path, {
    ...(region === null ? {} : { region }),
    queryParameters,
  });
  return sessionId;
}

/** A summary link for the session (§1 agent flow), with ready-made WhatsApp, e-mail and SMS links. */
export interface SummaryLink {
  readonly url: string;
  readonly expiresAt: string;
  readonly shareLinks: { readonly whatsapp: string; readonly email: string; readonly sms: string };
}

/** The agent's link for the client (§1): its OTP goes to `clientEmail`; WhatsApp and SMS to the phone, if given. */
export const createSummaryLink = (sessionId: string, clientEmail: string, phone: string): Promise<SummaryLink> =>
  callApi<SummaryLink>('POST', '/sendSummary', {
    sessionId,
    clientEmail,
    ...(phone.trim() === '' ? {} : { recipient: phone.trim() }),
  });

/** The step of `route` (the session's current step without one). */
export function fetchStep(sessionId: string, route?: string): Promise<StepView> {
  const query = route === undefined || route === '' ? '' : `?route=${encodeURIComponent(route)}`;
  return callApi<StepView>('GET', `/sessions/${sessionId}/step${query}`);
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
export async function submitStep(sessionId: string, step: string, data: unknown, event = 'NEXT'): Promise<Submitted> {
  const query = event === 'NEXT' ? '' : `?event=${encodeURIComponent(event)}`;
  const path = `/sessions/${sessionId}/steps/${encodeURIComponent(step)}${query}`;
  const result = await callApi<{ session: { path: string | null }; signedIn?: StoredSession }>('PUT', path, data);
  // The e-mail sign-up step signs its user in (OL §2): they stay signed in from here on.
  if (result.signedIn !== undefined) adoptSignIn(result.signedIn);
  return { path: result.session.path, signedIn: result.signedIn ?? null };
}
