import { expect } from 'vitest';
import { project } from './project.ts';
import type { TestServer } from './test-server.ts';

/** Answers for some steps; every other step gets the first example of its schema. */
export type Answers = Readonly<Record<string, unknown>>;

/**
 * A session of `flowId` walked over the API until it stands on `target`, each step answered with
 * `answers[step]` or its schema's first example: a browser test can then start where it matters.
 */
export async function sessionAt(
  server: TestServer,
  flowId: string,
  target: string,
  answers: Answers = {},
  queryParameters: Record<string, string> = {},
): Promise<string> {
  const started = await server.request('POST', `/api/flows/${flowId}/sessions`, { queryParameters });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const sessionId = started.body.sessionId as string;
  const flow = project.flow(flowId);
  let step = started.body.step as string;
  for (let moves = 0; step !== target; moves++) {
    if (moves > 60) throw new Error(`${flowId} never reached ${target}`);
    const data = answers[step] ?? firstExample(flow.meta(step).schema);
    const answer = await server.request('PUT', `/api/sessions/${sessionId}/steps/${step}`, data);
    expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(200);
    step = answer.body.session.step as string;
  }
  return sessionId;
}

function firstExample(schemaRef: string): unknown {
  const { examples } = project.schema(schemaRef) as { examples?: unknown[] };
  return examples?.[0] ?? {};
}
