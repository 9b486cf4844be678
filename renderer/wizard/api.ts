import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A field the server refused: a JSON Pointer into the step data and the spec's message. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

export interface StepView {
  readonly step: string;
  readonly finished: boolean;
  readonly meta: {
    readonly section: number | null;
    readonly back: string | null;
    readonly backRoute: string | null;
    readonly backDisabled: boolean;
    readonly route: string;
    readonly schemaRef: string;
  } | null;
  readonly counter: { readonly section: number; readonly sectionCount: number } | null;
  readonly schema: RJSFSchema | null;
  readonly uiSchema: UiSchema | null;
  readonly title: string | null;
  readonly data: Record<string, unknown> | null;
  /** The country the user confirmed, else the session's: widgets default to it. */
  readonly region: string | null;
}

/** An answer of the API other than 2xx: `{ errorCode, message, fields?, redirect? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: readonly FieldError[];
  readonly redirect: string | null;
  constructor(status: number, body: { message?: string; fields?: FieldError[]; redirect?: string }) {
    super(body.message ?? `HTTP ${status}`);
    this.status = status;
    this.fields = body.fields ?? [];
    this.redirect = body.redirect ?? null;
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new ApiError(response.status, json as ConstructorParameters<typeof ApiError>[1]);
  return json as T;
}

export async function startSession(flowId: string, queryParameters: Record<string, string>): Promise<string> {
  const { sessionId } = await call<{ sessionId: string }>('POST', `/flows/${encodeURIComponent(flowId)}/sessions`, {
    queryParameters,
  });
  return sessionId;
}

/** The step of `route` (the session's current step without one). */
export function fetchStep(sessionId: string, route?: string): Promise<StepView> {
  const query = route === undefined || route === '' ? '' : `?route=${encodeURIComponent(route)}`;
  return call<StepView>('GET', `/sessions/${sessionId}/step${query}`);
}

/** Saves a step's data; answers the route of the step the session moved on to (null when finished). */
export async function submitStep(sessionId: string, step: string, data: unknown): Promise<string | null> {
  const path = `/sessions/${sessionId}/steps/${encodeURIComponent(step)}`;
  const result = await call<{ session: { route: string | null } }>('PUT', path, data);
  return result.session.route;
}
