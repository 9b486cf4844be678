import { Router, type RequestHandler } from 'express';
import type { ApiOperations } from '../../schemas/generated/api-paths.ts';
import { API_CATALOGUE, type ApiEndpoint } from './api-catalogue.ts';
import { expressPath } from './express-path.ts';

export type OperationId = keyof ApiOperations;

/** A handler of one operation: its path parameters are the catalogue's, by name. */
export type OperationHandler<Op extends OperationId> = RequestHandler<ApiOperations[Op]['params']>;

/**
 * The routes under /api, bound to the catalogue's operations by id: an operation's method, path,
 * schemas and whether it needs a sign-in are written once, in the catalogue (server/openapi/),
 * and the module that serves it names it and gives only its handlers. So the OpenAPI document,
 * the access matrix, the fuzzer and the mounted routes cannot differ.
 */
export interface ApiRouter {
  /** Serves `operationId` with `handlers`, behind the sign-in check when the catalogue says so. */
  on<Op extends OperationId>(operationId: Op, ...handlers: readonly OperationHandler<Op>[]): void;
  /** The Express router of every operation bound; fails when an operation of the catalogue has none. */
  complete(): Router;
}

/** The checks the catalogue's `signedIn` and `staffOnly` stand for, run before an operation's handlers. */
export interface AccessGuards {
  /** §8: 401, 61, 62, 63 unless the request carries a live access token. */
  readonly signedIn: RequestHandler;
  /** 403 unless the signed-in user is product staff (runs after `signedIn`). */
  readonly staff: RequestHandler;
}

export function apiRouter(guards: AccessGuards, catalogue: readonly ApiEndpoint[] = API_CATALOGUE): ApiRouter {
  const router = Router();
  const endpoints = new Map(catalogue.map((endpoint) => [endpoint.operationId, endpoint]));
  const bound = new Set<string>();
  return {
    on(operationId, ...handlers) {
      const endpoint = endpoints.get(operationId);
      if (endpoint === undefined) throw new Error(`No operation "${operationId}" in the API catalogue`);
      if (bound.has(operationId)) throw new Error(`Operation "${operationId}" is served twice`);
      bound.add(operationId);
      const access = [
        ...(endpoint.signedIn === true ? [guards.signedIn] : []),
        ...(endpoint.staffOnly === true ? [guards.staff] : []),
      ];
      router[endpoint.method](expressPath(endpoint.path), ...access, ...(handlers as RequestHandler[]));
    },
    complete() {
      const unserved = [...endpoints.keys()].filter((operationId) => !bound.has(operationId));
      if (unserved.length > 0) throw new Error(`Operations of the API catalogue nobody serves: ${unserved.join(', ')}`);
      return router;
    },
  };
}
