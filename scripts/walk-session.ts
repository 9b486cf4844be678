import type { Project } from '../engine/index.ts';

/** Answers for some steps; every other step gets the first example of its schema. */
export type Answers = Readonly<Record<string, unknown>>;

interface Options {
  readonly answers?: Answers;
  readonly queryParameters?: Readonly<Record<string, string>>;
}

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
  { answers = {}, queryParameters = {} }: Options = {},
): Promise<string> {
  const started = await call(baseUrl, 'POST', `/api/flows/${flowId}/sessions`, { queryParameters });
  const sessionId = started.sessionId as string;
  const flow = project.flow(flowId);
  let step = started.step as string;
  for (let moves = 0; step !== target; moves++) {
    if (moves > 60 || !flow.hasStep(step)) throw new Error(`${flowId} never reached ${target} (at ${step})`);
    const data = answers[step] ?? firstExample(project, flow.meta(step).schema);
    const answer = await call(baseUrl, 'PUT', `/api/sessions/${sessionId}/steps/${step}`, data);
    step = (answer.session as { step: string }).step;
  }
  return sessionId;
}

async function call(baseUrl: string, method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

function firstExample(project: Project, schemaRef: string): unknown {
  const { examples } = project.schema(schemaRef) as { examples?: unknown[] };
  return examples?.[0] ?? {};
}
