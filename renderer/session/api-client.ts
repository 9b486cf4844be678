import type { ApiPaths } from '../../schemas/generated/api-paths.ts';
import type { ErrorBody } from './api-error.ts';
import type { StoredSession } from './session-store.ts';
import { tokensForRetry } from './token-refresh.ts';

export type CallMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A path of the API below /api as the catalogue writes it: `/sessions/{sessionId}/step`. */
export type ApiPath = keyof ApiPaths;
export type MethodOf<P extends ApiPath> = Extract<keyof ApiPaths[P], CallMethod>;

interface Operation {
  readonly query: unknown;
  readonly body: unknown;
  readonly answer: unknown;
}
type OperationOf<P extends ApiPath, M extends MethodOf<P>> = ApiPaths[P][M] extends Operation ? ApiPaths[P][M] : never;

type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/**
 * One call of an operation the API has (schemas/generated/api-paths.ts, generated from the same
 * catalogue as the OpenAPI document): its method and path, the path's parameters, and the query
 * and body that operation takes, each typed by its schema.
 */
export type ApiCall<P extends ApiPath, M extends MethodOf<P>> = { readonly method: M; readonly path: P } & PathPart<P> &
  QueryPart<OperationOf<P, M>['query']> &
  BodyPart<OperationOf<P, M>['body']>;

type PathPart<P extends ApiPath> = [ParamNames<P>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: Readonly<Record<ParamNames<P>, string | number>> };
// A query's keys may be left out (or undefined): only what is given is sent.
type QueryPart<Query> = Query extends undefined ? { readonly query?: undefined } : { readonly query?: Partial<Query> };
type BodyPart<Body> = undefined extends Body ? { readonly body?: Body } : { readonly body: Body };

/** What the operation answers when it succeeds (`undefined` for none, a Blob for a file). */
export type AnswerOf<P extends ApiPath, M extends MethodOf<P>> = OperationOf<P, M>['answer'];

/** Any call, as the transport below sends it. */
export interface AnyCall {
  readonly method: CallMethod;
  readonly path: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: object;
  readonly body?: unknown;
}

/** `/api` and the path with its `{name}`s filled in, then the query (an array as repeated keys). */
export function addressOf({ path, params = {}, query = {} }: AnyCall): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of Array.isArray(value) ? value : [value]) if (each !== undefined) search.append(key, String(each));
  }
  const text = search.toString();
  return `/api${filled}${text === '' ? '' : `?${text}`}`;
}

/**
 * The one way the renderer sends a request to the API: a JSON body, or FormData as multipart; the
 * session's access token as a Bearer token when there is a session; and when the token was
 * refused as expired or retired (§8 62, 63), once more with the tokens a refresh gave. What the
 * answer means is the caller's: the wizard, the account pages and the money pages each say a
 * refusal their own way. A network failure rejects as fetch's own error.
 */
export async function apiResponse(call: AnyCall, session: StoredSession | null): Promise<Response> {
  const first = await send(call, session?.accessToken);
  if (first.status !== 401 || session === null) return first;
  const tokens = await tokensForRetry(session, await errorCodeOf(first.clone()));
  return tokens === null ? first : send(call, tokens.accessToken);
}

function send(call: AnyCall, accessToken: string | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  // A FormData body goes as multipart/form-data, with the boundary the browser writes itself.
  const form = call.body instanceof FormData ? call.body : null;
  if (call.body !== undefined && form === null) headers['content-type'] = 'application/json';
  if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
  return fetch(addressOf(call), {
    method: call.method,
    headers,
    ...(call.body === undefined ? {} : { body: form ?? JSON.stringify(call.body) }),
  });
}

/** A refusal's body as the server sends it (`{ errorCode, message, … }`); empty when it is not JSON. */
/**
 * A success's JSON (none for a 204). Rejects when it is not JSON or when its body never arrived
 * (the page was left while it was read): an empty answer is never taken for one that broke off.
 */
export async function successBodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

export async function errorBodyOf(response: Response): Promise<ErrorBody> {
  const body: unknown = await response.json().catch(() => null);
  return typeof body === 'object' && body !== null ? body : {};
}

/** The §8 code of a refusal's body (0 when it has none). */
export async function errorCodeOf(response: Response): Promise<number> {
  const { errorCode } = await errorBodyOf(response);
  return typeof errorCode === 'number' ? errorCode : 0;
}
