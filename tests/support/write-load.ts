/**
 * A bounded stream of onboarding writes (a session created, then its first step submitted) from a
 * few concurrent clients, remembering every answer: which writes were acknowledged (2xx), and
 * what every other answer was, so a fault test can check both what the clients were told and
 * that nothing acknowledged went missing.
 */

export interface Answer {
  /** The HTTP status, or 0 when no answer came within the request's limit (a hang) or the connection failed. */
  readonly status: number;
  readonly at: number;
  readonly body: unknown;
}

export interface WriteLoad {
  /** Sessions whose creation was acknowledged. */
  readonly created: readonly string[];
  /** Sessions whose consent step was acknowledged, with what was sent. */
  readonly confirmed: readonly string[];
  readonly answers: readonly Answer[];
  /** Stops sending and waits for the requests under way. */
  stop(): Promise<void>;
}

export const CONSENT = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true } as const;

// Long enough never to cut off a slow answer on a busy machine; a request still open then has hung.
const REQUEST_LIMIT_MS = 30_000;
// Between a client's writes: steady traffic without taking every core of a shared machine.
const PAUSE_MS = 40;

export async function timedRequest(baseUrl: string, method: string, path: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(baseUrl + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    });
    const text = await response.text();
    return { status: response.status, at: Date.now(), body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch (error) {
    return { status: 0, at: Date.now(), body: String(error) };
  }
}

export function startWriteLoad(baseUrl: string, clients: number): WriteLoad {
  const created: string[] = [];
  const confirmed: string[] = [];
  const answers: Answer[] = [];
  let running = true;
  const send = async (method: string, path: string, body: unknown): Promise<Answer> => {
    const answer = await timedRequest(baseUrl, method, path, body);
    answers.push(answer);
    return answer;
  };
  const client = async (): Promise<void> => {
    while (running) {
      const session = await send('POST', '/api/flows/onboarding/sessions', { region: 'GB' });
      const id = (session.body as { sessionId?: unknown } | null)?.sessionId;
      if (session.status === 201 && typeof id === 'string') {
        created.push(id);
        const step = await send('PUT', `/api/sessions/${id}/steps/confirmation`, CONSENT);
        if (step.status === 200) confirmed.push(id);
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  const clientsDone = Promise.all(Array.from({ length: clients }, client));
  return {
    created,
    confirmed,
    answers,
    async stop() {
      running = false;
      await clientsDone;
    },
  };
}

/** Polls until `done` holds, up to `limitMs`; false when it never did. */
export async function waitFor(done: () => boolean | Promise<boolean>, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return done();
}
