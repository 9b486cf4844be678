import type { RequestHandler } from 'express';
import type { Project } from '../../engine/index.ts';
import { API_CATALOGUE, type ApiEndpoint } from './api-catalogue.ts';

/** An endpoint whose answer a schema file describes, as a request is matched to it. */
interface DescribedAnswer {
  readonly method: string;
  readonly path: RegExp;
  readonly status: number;
  readonly schema: string;
}

/**
 * The catalogue's `/sessions/{sessionId}` as the address it matches below /api: in any case, as
 * Express routes it (`/productFeeds/1/process` and `/ProductFeeds/1/process` reach one handler).
 */
const addressPattern = (path: string): RegExp =>
  new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i');

/**
 * Checks every JSON answer whose endpoint names a response schema against it (the tests turn this
 * on: `AppOptions.checkResponses`). An answer that does not match is replaced by a 500 that names
 * the schema and what differs, so the test that asked for it fails where the contract drifted.
 */
export function responseCheck(project: Project, catalogue: readonly ApiEndpoint[] = API_CATALOGUE): RequestHandler {
  const described: DescribedAnswer[] = catalogue.flatMap(({ method, path, response, otherResponses = [] }) =>
    [response, ...otherResponses].flatMap(({ status, schema }) =>
      schema === undefined ? [] : [{ method: method.toUpperCase(), path: addressPattern(path), status, schema }],
    ),
  );
  return (req, res, next) => {
    const answers = described.filter((answer) => answer.method === req.method && answer.path.test(req.path));
    if (answers.length > 0) {
      const send = res.json.bind(res);
      res.json = (body: unknown) => {
        const answer = answers.find(({ status }) => status === res.statusCode);
        const errors = answer === undefined ? [] : project.validate(answer.schema, body).errors;
        if (answer === undefined || errors.length === 0) return send(body);
        const differences = errors.map(({ path, message }) => `${path || '/'}: ${message}`).join('; ');
        res.status(500);
        return send({
          errorCode: 500,
          message: `The answer of ${req.method} ${req.path} does not match ${answer.schema}: ${differences}`,
        });
      };
    }
    next();
  };
}
