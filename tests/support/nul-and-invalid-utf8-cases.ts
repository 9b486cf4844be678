import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGUE, SIGNED_BODY, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { pathOf } from './api-calls.ts';
import { ENDPOINTS_WITH_BODY, UPLOAD_ENDPOINTS, everyEndpoint, type EveryEndpoint } from './every-endpoint.ts';
import { png } from '../server/modules/media/test-images.ts';
import { project } from './project.ts';
import { rawHead, rawRequest } from './raw-http.ts';
import type { TestResponse, TestServer } from './test-server.ts';

type Answer = Pick<TestResponse, 'status' | 'body'>;

/** §8 102 "invalid request data", with the message naming where: never a 503 or a 500. */
function expectRefusalNaming(answer: Answer, name: string): void {
  const why = `${String(answer.status)} ${JSON.stringify(answer.body)}`;
  expect(answer.status, why).toBe(400);
  expect(answer.body?.errorCode, why).toBe(102);
  expect(answer.body?.message, why).toContain(name);
}

/** The query parameters an endpoint declares: its query schema's properties and its own `parameters`. */
function queryParametersOf(endpoint: ApiEndpoint): string[] {
  const schema = endpoint.query === undefined ? undefined : project.files.schemas.get(endpoint.query);
  const properties = Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
  const parameters = (endpoint.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return [...properties, ...parameters];
}

const pathParametersOf = (endpoint: ApiEndpoint) => [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

// The webhooks read their body as the bytes the provider signed: an unsigned body is refused first.
const JSON_BODIES = ENDPOINTS_WITH_BODY.filter((endpoint) => endpoint.body !== SIGNED_BODY);

/** A body and what the refusal names: JSON text (so escapes reach the server as written) or bytes. */
const BAD_BODIES: readonly (readonly [string, string | Buffer, string])[] = [
  ['a NUL escaped in a nested value', '{"outer": {"list": ["fine", "a\\u0000b"]}}', '/outer/list/1'],
  ['a NUL escaped in a nested key', '{"outer": {"a\\u0000b": 1}}', 'A field name in /outer'],
  ['a lone surrogate escaped in a value', '{"name": "Bloom \\ud800 Salon"}', '/name'],
  ['a NUL escaped as the whole body', '"\\u0000"', 'The body'],
  ['bytes that are not UTF-8', Buffer.from('{"name": "Bloom \xff\xc3\x28 Salon"}', 'latin1'), 'The body'],
];

/** Lists a signed-up user searches in their own profile, by the catalogue's operation ids. */
const SEARCHED_LISTS = ['listLeads', 'downloadLeads', 'listProductCatalogs', 'listCatalogProducts', 'listAudiences'];

/**
 * A NUL or bytes that are not UTF-8 anywhere a client can put them (the query, a path parameter,
 * a header, the JSON body at any depth, an upload's form) answer 400 with §8 102 naming the place,
 * on every endpoint of the catalogue: never a 503 "database unavailable" nor a 500 (issue 19).
 * `start` gives the server the cases run on (each kind of database its own).
 */
export function nulAndInvalidUtf8Cases(start: () => Promise<TestServer>): void {
  let server: TestServer;
  let api: EveryEndpoint;
  beforeAll(async () => {
    server = await start();
    api = await everyEndpoint(server);
    // A server, then a record behind every endpoint: on the embedded database with both cores busy
    // this took over a minute once (a guard against a hang, not a speed target).
  }, 180_000);
  afterAll(() => server.close());

  const call = (endpoint: ApiEndpoint, path: string, body?: string) =>
    server.request(endpoint.method.toUpperCase(), path, body, api.authOf(endpoint));

  describe('a NUL in each declared query parameter', () => {
    it.each(
      API_CATALOGUE.flatMap((endpoint) =>
        queryParametersOf(endpoint).map((name) => [endpoint.operationId, name, endpoint] as const),
      ),
    )('%s ?%s=a%00b', async (_operation, name, endpoint) => {
      expectRefusalNaming(await call(endpoint, `${api.pathOf(endpoint)}?${name}=a%00b`), `"${name}"`);
    });
  });

  describe('a NUL in each path parameter', () => {
    it.each(
      API_CATALOGUE.flatMap((endpoint) =>
        pathParametersOf(endpoint).map((name) => [endpoint.operationId, name, endpoint] as const),
      ),
    )('%s {%s}', async (_operation, name, endpoint) => {
      const path = pathOf(endpoint, { ...api.values, [name]: `${api.values[name] ?? ''}\u0000` });
      expectRefusalNaming(await call(endpoint, path), `"${name}"`);
    });
  });

  describe('a NUL in a header (which only a raw request can send: fetch refuses to)', () => {
    it.each(
      API_CATALOGUE.flatMap((endpoint) =>
        ['X-Custom: a\u0000b', 'Authorization: Bearer a\u0000b'].map(
          (header) => [endpoint.operationId, header.split(':')[0] ?? '', endpoint, header] as const,
        ),
      ),
    )('%s %s', async (_operation, name, endpoint, header) => {
      const answer = await rawRequest(
        server.baseUrl,
        rawHead(endpoint.method.toUpperCase(), api.pathOf(endpoint), [header]),
      );
      expectRefusalNaming(answer, `"${name.toLowerCase()}"`);
    });
  });

  describe('bad text in the JSON body', () => {
    it.each(
      JSON_BODIES.flatMap((endpoint) =>
        BAD_BODIES.map(([label, body, named]) => [endpoint.operationId, label, endpoint, body, named] as const),
      ),
    )('%s: %s', async (_operation, _label, endpoint, body, named) => {
      const response = await fetch(server.baseUrl + api.pathOf(endpoint), {
        method: endpoint.method.toUpperCase(),
        headers: { 'content-type': 'application/json', ...api.authOf(endpoint) },
        body,
      });
      expectRefusalNaming({ status: response.status, body: await response.json() }, named);
    });
  });

  describe('a NUL in an upload', () => {
    it.each(UPLOAD_ENDPOINTS.map((endpoint) => [endpoint.operationId, endpoint] as const))(
      "%s: in the image's name",
      async (_operation, endpoint) => {
        const field = endpoint.operationId === 'uploadStoreLogo' ? 'logoFile' : 'file';
        // RFC 5987's filename*: the one way a file name brings a NUL (busboy refuses a raw one).
        const body = Buffer.concat([
          Buffer.from(
            `--b\r\nContent-Disposition: form-data; name="${field}"; filename*=UTF-8''logo%00.png\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png(300, 300),
          Buffer.from('\r\n--b--\r\n'),
        ]);
        const response = await fetch(server.baseUrl + api.pathOf(endpoint), {
          method: 'POST',
          body,
          headers: { 'content-type': 'multipart/form-data; boundary=b', ...api.user.auth },
        });
        expectRefusalNaming({ status: response.status, body: await response.json() }, `/${field}`);
      },
    );
  });

  describe("the user's own profile: what answered 503 before", () => {
    const searched = API_CATALOGUE.filter((endpoint) => SEARCHED_LISTS.includes(endpoint.operationId));

    it('covers the searched lists', () => {
      expect(searched.map((endpoint) => endpoint.operationId).sort()).toEqual([...SEARCHED_LISTS].sort());
    });

    it.each(
      searched.flatMap((endpoint) =>
        ['%00', '%C3%28', '%FF', 'Bloom%00Salon'].map((value) => [endpoint.operationId, value, endpoint] as const),
      ),
    )('%s ?search=%s', async (_operation, value, endpoint) => {
      expectRefusalNaming(await call(endpoint, `${api.pathOf(endpoint)}?search=${value}`), '"search"');
      // Nothing was left broken: the same list answers the same user at once.
      expect((await call(endpoint, api.pathOf(endpoint))).status).toBeLessThan(500);
    });

    it.each(['%00', '%C3%28', '%FF'])('pricing band levels ?promoCode=%s', async (value) => {
      const path = `/api/localBusiness/pricingBandLevels?currencyCode=INR&promoCode=${value}`;
      expectRefusalNaming(await server.request('GET', path), '"promoCode"');
      expect((await server.request('GET', '/api/localBusiness/pricingBandLevels?currencyCode=INR')).status).toBe(200);
    });

    it.each([
      ['a NUL', '%00'],
      ['a truncated sequence', '%C3%28'],
      ['a byte no UTF-8 has', '%FF'],
      ['an encoded surrogate', '%ED%A0%80'],
    ])('%s in a path parameter (%s)', async (_case, value) => {
      const answer = await server.request(
        'GET',
        `/api/businessProfiles/${api.values.businessProfileId ?? ''}${value}/leads`,
        undefined,
        api.user.auth,
      );
      expectRefusalNaming(answer, '"businessProfileId"');
    });

    it('a raw NUL in the address', async () => {
      const target = `/api/businessProfiles/${api.values.businessProfileId ?? ''}/leads?search=a\u0000b`;
      expectRefusalNaming(
        await rawRequest(
          server.baseUrl,
          rawHead('GET', target, [`Authorization: ${api.user.auth.authorization ?? ''}`]),
        ),
        '"search"',
      );
    });

    it('a header that is not UTF-8', async () => {
      const header = `Authorization: Bearer caf\u00e9`; // one byte 0xE9: latin1, not UTF-8
      expectRefusalNaming(await rawRequest(server.baseUrl, rawHead('GET', '/api/health', [header])), '"authorization"');
    });
  });
}
