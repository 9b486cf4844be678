import { parse, stringify } from 'node:querystring';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGNED_BODY, STEP_BODY, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import {
  ENDPOINTS_WITH_BODY,
  ENDPOINTS_WITH_QUERY,
  everyEndpoint,
  type EveryEndpoint,
} from '../support/every-endpoint.ts';
import { fuzzRuns, SPEC_ERROR_CODES } from '../support/fuzz-settings.ts';
import { holdsUnstorableText, mutatedArbitrary } from '../support/hostile-values.ts';
import { project } from '../support/project.ts';
import { schemaArbitrary } from '../support/schema-arbitrary.ts';
import { changedTables, storedDigest } from '../support/stored-data.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/test-server.ts';

/**
 * Property-based fuzzing of every endpoint of the catalogue, with values derived from the very
 * schemas the endpoints validate with, then mutated (wrong types, missing and extra fields, huge
 * strings, arrays and numbers, hostile text) or cut short as JSON. Whatever the schema refuses is
 * a specific 4xx the endpoint declares, with an error code of accounts-and-platform §8, and leaves
 * every stored row as it was; nothing is ever a 5xx.
 */
let server: TestServer;
let api: EveryEndpoint;

// Each endpoint's property sends 20–25 requests: a second alone, but over 20 s once with other
// files on both cores, and a test that runs out of time keeps sending in the background, slowing
// the next ones until every one times out. The limit guards against a hang, not a speed target.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  server = await startTestServer();
  api = await everyEndpoint(server);
}, 60_000);
afterAll(() => server.close());

// A body over the limit is refused before any route: 413 on every endpoint (server/app.ts).
const TOO_LARGE = 413;
// A URL past Node's 16 kB of headers never reaches the app: Node answers 431 with no body (decision 321).
const URL_TOO_LONG = 431;

/**
 * Tables a refusal rightly writes (decision 322): the rate limits count attempts before reading
 * them (a flood of bad requests is still a flood), and the studio's funnel counts a step's refused
 * submissions by field (that is what it shows).
 */
const WRITTEN_BY_REFUSALS = ['rate_limit_counter', 'flow_step_event'];

function bodySchemaOf(endpoint: ApiEndpoint): string {
  // Submitting a step: the body is that step's schema (the support's session is on `confirmation`).
  if (endpoint.body === STEP_BODY) return project.flow(api.values.flowId ?? '').meta(api.values.stepId ?? '').schema;
  return endpoint.body ?? '';
}

/** Whether the server must refuse the body: its schema does, or it holds text PostgreSQL cannot store. */
function refused(schemaRef: string, body: unknown): boolean {
  return typeof body === 'string' || holdsUnstorableText(body) || !project.validate(schemaRef, body).valid;
}

/** A JSON text cut short at some point, so it no longer parses. */
const truncatedJson = (shaped: fc.Arbitrary<unknown>) =>
  fc
    .tuple(shaped, fc.nat())
    .map(([value, at]) => {
      const text = JSON.stringify(value);
      return text.slice(0, at % text.length);
    })
    // An empty body is no body, which bodyless calls take as `{}`.
    .filter((text) => {
      if (text.trim() === '') return false;
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    });

function expectSpecificRefusal(endpoint: ApiEndpoint, response: TestResponse, sent: unknown): void {
  const why = `${endpoint.operationId} answered ${String(response.status)} ${JSON.stringify(response.body)} to ${JSON.stringify(sent).slice(0, 300)}`;
  expect([...endpoint.errors, TOO_LARGE], why).toContain(response.status);
  expect(SPEC_ERROR_CODES, why).toContain(response.body?.errorCode);
  // §8 102 "invalid request data": a body the schema refuses is that, whatever the endpoint.
  if (response.status === 400) expect(response.body.errorCode, why).toBe(102);
}

const fuzzedWithBody = ENDPOINTS_WITH_BODY.filter((endpoint) => endpoint.body !== SIGNED_BODY);

describe('refused bodies on every endpoint that takes one', () => {
  it.each(fuzzedWithBody.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s: a declared 4xx with a spec error code, nothing stored changed',
    async (_operation, endpoint) => {
      const schemaRef = bodySchemaOf(endpoint);
      const shaped = schemaArbitrary(project.files.schemas, schemaRef);
      const bodies = fc.oneof(
        { arbitrary: mutatedArbitrary(shaped).map(({ body }) => body), weight: 4 },
        { arbitrary: truncatedJson(shaped), weight: 1 },
      );
      const before = await storedDigest(server, WRITTEN_BY_REFUSALS);
      await fc.assert(
        fc.asyncProperty(
          bodies.filter((body) => refused(schemaRef, body)),
          async (body) => {
            const response = await server.request(
              endpoint.method.toUpperCase(),
              api.pathOf(endpoint),
              body,
              api.user.auth,
            );
            expectSpecificRefusal(endpoint, response, body);
          },
        ),
        { numRuns: fuzzRuns('body') },
      );
      expect(changedTables(before, await storedDigest(server, WRITTEN_BY_REFUSALS))).toEqual([]);
    },
  );
});

/** What Express's simple query parser makes of a query string (node:querystring's parse). */
const queryOf = (value: unknown): string => {
  const entries =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).map(([key, item]) => [
          key,
          typeof item === 'object' ? JSON.stringify(item) : String(item),
        ])
      : [['value', JSON.stringify(value)]];
  return stringify(Object.fromEntries(entries) as Record<string, string>);
};

describe('queries on every endpoint that takes one', () => {
  it.each(ENDPOINTS_WITH_QUERY.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s: never a 5xx; a refused query is a declared 4xx with a spec error code',
    async (_operation, endpoint) => {
      const schemaRef = endpoint.query ?? '';
      const shaped = schemaArbitrary(project.files.schemas, schemaRef);
      // Shaped queries too (searches of hostile text among them), not only refused ones: a GET changes nothing.
      const queries = fc
        .oneof(
          shaped,
          mutatedArbitrary(shaped).map(({ body }) => body),
        )
        .map(queryOf);
      const before = await storedDigest(server, WRITTEN_BY_REFUSALS);
      await fc.assert(
        fc.asyncProperty(queries, async (query) => {
          const response = await server.request(
            endpoint.method.toUpperCase(),
            `${api.pathOf(endpoint)}?${query}`,
            undefined,
            api.authOf(endpoint),
          );
          if (response.status === URL_TOO_LONG) return;
          const why = `${query.slice(0, 300)} → ${JSON.stringify(response.body).slice(0, 300)}`;
          // A 503 the endpoint declares is a service this server lacks (no screenshot service), not a fault.
          if (response.status >= 500) expect(endpoint.errors, why).toContain(response.status);
          if (refused(schemaRef, { ...parse(query) })) expectSpecificRefusal(endpoint, response, query);
        }),
        { numRuns: fuzzRuns('query') },
      );
      expect(changedTables(before, await storedDigest(server, WRITTEN_BY_REFUSALS))).toEqual([]);
    },
  );
});
