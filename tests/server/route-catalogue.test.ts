import { beforeAll, describe, expect, it } from 'vitest';
import { mountedRoutes, type MountedRoute } from '../support/mounted-routes.ts';
import { sharedTestServer, type SharedTestServer } from '../support/shared-server.ts';

/**
 * The OpenAPI document and the routes are both made from the catalogue (server/openapi/api-router.ts
 * mounts each operation at its path), and the access matrix, the bad-body tests and the fuzzer reach only what it lists: a route mounted
 * without an entry goes untested, and an entry without a route documents a call that is a 404.
 * So the routes the running app serves and the operations of the document it serves are the same
 * set, compared both ways.
 */
let server: SharedTestServer;
/** `METHOD path` with every parameter as `{}` → how it was written, for the failure's message. */
let served: Map<string, string>;
let documented: Map<string, string>;

interface OpenApiDocument {
  readonly servers: readonly { readonly url: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

beforeAll(async () => {
  server = await sharedTestServer();
  // Express matches paths case-blind unless told otherwise: /productFeeds is /ProductFeeds then.
  const caseBlind = server.app.get('case sensitive routing') !== true;
  const keyOf = (method: string, path: string) => {
    const key = `${method.toUpperCase()} ${path}`;
    return caseBlind ? key.toLowerCase() : key;
  };
  served = new Map(
    mountedRoutes(server.app).map(({ method, path }: MountedRoute) => [
      keyOf(method, path.replace(/[:*](?:\w+|"[^"]*")/g, '{}')),
      `${method} ${path}`,
    ]),
  );
  const document = (await server.request('GET', '/api/openapi.json')).body as OpenApiDocument;
  const base = document.servers[0]?.url ?? '';
  documented = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => [
        keyOf(method, `${base}${path}`.replace(/\{\w+\}/g, '{}')),
        `${method.toUpperCase()} ${base}${path}`,
      ]),
    ),
  );
}, 60_000);

const missingFrom = (from: Map<string, string>, other: Map<string, string>): string[] =>
  [...from].filter(([key]) => !other.has(key)).map(([, written]) => written);

describe('the OpenAPI document and the mounted routes', () => {
  it('finds the routes of the routers mounted under /api', () => {
    expect([...served.values()]).toEqual(
      expect.arrayContaining(['GET /api/health', 'PUT /api/sessions/:sessionId/steps/*stepId']),
    );
  });

  it('every route mounted under /api is an operation of the document', () => {
    const underApi = new Map([...served].filter(([, written]) => / \/api(?:\/|$)/.test(written)));
    expect(missingFrom(underApi, documented)).toEqual([]);
  });

  it('every operation of the document is a mounted route', () => {
    expect(missingFrom(documented, served)).toEqual([]);
  });
});
