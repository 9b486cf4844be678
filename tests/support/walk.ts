import { walkSessionTo, type Answers } from '../../scripts/walk-session.ts';
import { project } from './project.ts';
import type { TestServer } from './test-server.ts';

/**
 * A session of `flowId` walked over the API until it stands on `target`, each step answered with
 * `answers[step]` or its schema's first example: a browser test can then start where it matters.
 */
export function sessionAt(
  server: TestServer,
  flowId: string,
  target: string,
  answers: Answers = {},
  queryParameters: Record<string, string> = {},
): Promise<string> {
  return walkSessionTo(server.baseUrl, project, flowId, target, {
    answers,
    queryParameters,
    outboxDir: server.outboxDir,
  });
}
