import type { Project } from '../engine/index.ts';
import { LINK_ACCOUNTS_SCHEMA, linkSocialPage, withLinkedPage } from './link-social-page.ts';
import { messagesTo, nextMessageTo, otpIn } from './outbox-reader.ts';

/** Answers for some steps; every other step gets the first example of its schema. */
export type Answers = Readonly<Record<string, unknown>>;

interface Options {
  readonly answers?: Answers;
  readonly queryParameters?: Readonly<Record<string, string>>;
  /** Where the server's local outbox stand-in writes e-mails: the e-mail sign-up step's OTP is read there. */
  readonly outboxDir?: string;
  /** The session's region (OL §9: IN unless given). */
  readonly region?: string;
  /** Who signs up at the e-mail sign-up step when `answers` does not say (its schema example's address unless given). */
  readonly emailAddress?: string;
  /**
   * Sends each request (the global fetch unless given): a load benchmark times every request
   * through it, a fault test keeps a ledger of the acknowledged ones.
   */
  readonly fetch?: typeof fetch;
}

const EMAIL_SIGNUP_SCHEMA = 'steps/email-signup.schema.json';

/**
 * A new session of `flowId` on the server at `baseUrl`, walked over the API until it stands on
 * `target`, each step answered with `answers[step]` or its schema's first example: browser tests
 * and benchmarks start where they matter.
 */
export async function walkSessionTo(
  baseUrl: string,
  project: Project,
  flowId: string,
  target: string,
  { answers = {}, queryParameters = {}, outboxDir, region, emailAddress, fetch: send = fetch }: Options = {},
): Promise<WalkedSession> {
  const started = await call(send, baseUrl, 'POST', `/api/flows/${flowId}/sessions`, {
    queryParameters,
    ...(region !== undefined && { region }),
  });
  return walkOn(
    baseUrl,
    project,
    flowId,
    { sessionId: started.sessionId as string, step: started.step as string, signedIn: null },
    target,
    {
      answers,
      fetch: send,
      // The first screen confirms the region the session started in (OL §2 confirmation, §9).
      region: region ?? 'IN',
      ...(outboxDir !== undefined && { outboxDir }),
      ...(emailAddress !== undefined && { emailAddress }),
    },
  );
}

/** Where a walk starts: a session, the step it stands on, and its owner's sign-in if it has one. */
export interface WalkStart extends WalkedSession {
  readonly step: string;
}

/**
 * An existing session walked on over the API until it stands on `target` (a signed-in campaign's
 * session starts this way), each step answered as walkSessionTo does.
 */
export async function walkOn(
  baseUrl: string,
  project: Project,
  flowId: string,
  start: WalkStart,
  target: string,
  {
    answers = {},
    outboxDir,
    region,
    emailAddress,
    fetch: send = fetch,
  }: Pick<Options, 'answers' | 'outboxDir' | 'region' | 'emailAddress' | 'fetch'> = {},
): Promise<WalkedSession> {
  const { sessionId } = start;
  const flow = project.flow(flowId);
  let step = start.step;
  let signedIn = start.signedIn;
  for (let moves = 0; step !== target; moves++) {
    if (moves > 60 || !flow.hasStep(step)) throw new Error(`${flowId} never reached ${target} (at ${step})`);
    const schemaRef = flow.meta(step).schema;
    const example = withRegion(firstExample(project, schemaRef), region);
    const given =
      answers[step] ??
      (schemaRef === EMAIL_SIGNUP_SCHEMA && emailAddress !== undefined
        ? { ...(example as object), emailAddress }
        : example);
    const headers: Record<string, string> =
      signedIn === null ? {} : { authorization: `Bearer ${signedIn.accessToken}` };
    const data =
      schemaRef === EMAIL_SIGNUP_SCHEMA
        ? await withEmailedOtp(send, baseUrl, sessionId, given, outboxDir)
        : schemaRef === LINK_ACCOUNTS_SCHEMA && answers[step] === undefined
          ? // OL §6: the server takes only a page linked through the social network (its local stand-in here).
            withLinkedPage(given, await linkSocialPage(apiCall(send, baseUrl), sessionId, headers))
          : given;
    const answer = await call(send, baseUrl, 'PUT', `/api/sessions/${sessionId}/steps/${step}`, data, headers);
    // Past the e-mail sign-up the session is its owner's: the rest of the walk goes signed in.
    signedIn = (answer.signedIn as SignedIn | undefined) ?? signedIn;
    step = (answer.session as { step: string }).step;
  }
  return { sessionId, signedIn };
}

/** The login response of a sign-up along the way (AP §3 plus tokens). */
export interface SignedIn {
  readonly userId: number;
  readonly roleIds: readonly number[];
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface WalkedSession {
  readonly sessionId: string;
  /** Set when the walk passed the e-mail sign-up: the session is then this user's alone. */
  readonly signedIn: SignedIn | null;
}

/**
 * What a browser's localStorage holds to resume the session as its visitor: the session id, and
 * the sign-in when there was one (the keys the renderer reads).
 */
export function browserStorageOf(flowId: string, walked: WalkedSession): Record<string, string> {
  const storage: Record<string, string> = { [`adflow.session.${flowId}`]: walked.sessionId };
  if (walked.signedIn !== null) storage['adflow.auth'] = JSON.stringify(walked.signedIn);
  return storage;
}

/** The API at `baseUrl` as linkSocialPage calls it: status and body, never a throw for a refusal. */
function apiCall(send: typeof fetch, baseUrl: string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await send(baseUrl + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

async function call(
  send: typeof fetch,
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await send(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The e-mail sign-up step's answer with the OTP the server really sent (OL §2: it checks it). */
async function withEmailedOtp(
  send: typeof fetch,
  baseUrl: string,
  sessionId: string,
  given: unknown,
  outboxDir: string | undefined,
) {
  if (outboxDir === undefined) throw new Error('walking through the e-mail sign-up step needs the outbox directory');
  const { emailAddress } = given as { emailAddress: string };
  const before = (await messagesTo(outboxDir, emailAddress)).length;
  await call(send, baseUrl, 'POST', `/api/sessions/${sessionId}/sendOtp`, { emailAddress });
  return { ...(given as object), otp: otpIn(await nextMessageTo(outboxDir, emailAddress, before)) };
}

/** An example that names a region (the confirmation's country) names the walk's, when it has one. */
function withRegion(example: unknown, region: string | undefined): unknown {
  if (region === undefined || typeof example !== 'object' || example === null || !('region' in example)) return example;
  return { ...example, region };
}

function firstExample(project: Project, schemaRef: string): unknown {
  const { examples } = project.schema(schemaRef) as { examples?: unknown[] };
  return examples?.[0] ?? {};
}
