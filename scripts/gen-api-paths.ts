/**
 * Generates schemas/generated/api-paths.ts from the API catalogue (server/openapi), the same
 * source the OpenAPI document is built from: for every path below /api and method, the types of
 * its path parameters' names, its query, its body and its answer, named by the schema files'
 * generated types. The renderer's one client (renderer/session/api-client.ts) takes its types
 * from it, so a call names an operation the server has and gets the answer's type with it.
 */
import {
  API_CATALOGUE,
  SIGNED_BODY,
  STEP_BODY,
  type ApiEndpoint,
  type ApiResponse,
} from '../server/openapi/api-catalogue.ts';
import { WILDCARD_PARAMETER } from '../server/openapi/express-path.ts';

/** The module's code (unformatted); `typeOf` names the root type of a schema file (`api/wallet.schema.json`). */
export function apiPathsModule(
  typeOf: (ref: string) => string,
  catalogue: readonly ApiEndpoint[] = API_CATALOGUE,
): string {
  const used = new Set<string>();
  const named = (ref: string) => {
    const name = typeOf(ref);
    used.add(name);
    return name;
  };
  const paths = new Map<string, string[]>();
  for (const endpoint of catalogue) {
    const operation = [
      `/** ${endpoint.operationId}: ${oneLine(endpoint.summary)} */`,
      `${endpoint.method.toUpperCase()}: {`,
      `query: ${queryType(endpoint, named)};`,
      `body: ${bodyType(endpoint, named)};`,
      `answer: ${answerType(endpoint, named)};`,
      '};',
    ];
    paths.set(endpoint.path, [...(paths.get(endpoint.path) ?? []), ...operation]);
  }
  const entries = [...paths].map(([path, operations]) => `${JSON.stringify(path)}: {\n${operations.join('\n')}\n};`);
  const operations = catalogue.map(({ operationId, path }) => `${operationId}: { params: ${paramsType(path)} };`);
  return [
    `import type { ${[...used].sort().join(', ')} } from './index.ts';`,
    '',
    '/**',
    ' * Every operation of the API, by its path below /api (`{name}` a path parameter) and its method:',
    ' * the type of its query, its body and its successful answer (`undefined`: none; a file is a Blob).',
    ' */',
    'export interface ApiPaths {',
    ...entries,
    '}',
    '',
    '/**',
    ' * Every operation of the API by its id: the names of its path parameters, as Express gives',
    ' * them to the handler the server binds to it (server/openapi/api-router.ts).',
    ' */',
    'export interface ApiOperations {',
    ...operations,
    '}',
    '',
  ].join('\n');
}

/** A path's `{name}`s; `{stepId}` matches several segments (ids with "/"), which Express gives as a list. */
function paramsType(path: string): string {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '');
  if (names.length === 0) return 'Record<string, never>';
  return `{ ${names.map((name) => `${name}: ${name === WILDCARD_PARAMETER ? 'string[]' : 'string'}`).join('; ')} }`;
}

/** The query's schema file, else the query parameters the catalogue lists one by one. */
function queryType(endpoint: ApiEndpoint, named: (ref: string) => string): string {
  if (endpoint.query !== undefined) return named(endpoint.query);
  const parameters = (endpoint.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (parameters.length === 0) return 'undefined';
  const members = parameters.map(
    ({ name, required, schema }) => `${name}${required ? '' : '?'}: ${schema.type === 'string' ? 'string' : 'number'}`,
  );
  return `{ ${members.join('; ')} }`;
}

function bodyType(endpoint: ApiEndpoint, named: (ref: string) => string): string {
  const { body, multipart = false } = endpoint;
  // A step's body is any step schema's data; a webhook's the provider's signed bytes.
  const json =
    body === undefined
      ? undefined
      : body === STEP_BODY
        ? 'Record<string, unknown>'
        : body === SIGNED_BODY
          ? 'string'
          : named(body);
  if (multipart) return json === undefined ? 'FormData' : `${json} | FormData`;
  if (json === undefined) return 'undefined';
  return endpoint.bodyOptional === true ? `${json} | undefined` : json;
}

function answerType(endpoint: ApiEndpoint, named: (ref: string) => string): string {
  const answers = [endpoint.response, ...(endpoint.otherResponses ?? [])].filter(({ status }) => status < 300);
  return [...new Set(answers.map((answer) => oneAnswer(answer, named)))].join(' | ');
}

function oneAnswer(answer: ApiResponse, named: (ref: string) => string): string {
  if (answer.status === 204) return 'undefined';
  if ((answer.mediaType ?? 'application/json') !== 'application/json') return 'Blob';
  if (answer.schema === undefined) throw new Error(`An answer of ${answer.description} has no schema`);
  return named(answer.schema);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').replaceAll('*/', '* /');
