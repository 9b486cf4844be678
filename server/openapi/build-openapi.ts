import type { Project } from '../../engine/index.ts';
import packageJson from '../../package.json' with { type: 'json' };
import {
  API_CATALOGUE,
  ERROR_RESPONSES,
  PATH_PARAMETERS,
  SIGNED_BODY,
  STEP_BODY,
  type ApiEndpoint,
  type ApiResponse,
  type ErrorStatus,
  type SchemaRef,
} from './api-catalogue.ts';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: Json;
  readonly servers: readonly Json[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, Json>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, unknown>>;
    readonly responses: Json;
    readonly securitySchemes: Json;
  };
}

const COMPONENT_REF = '#/components/schemas/';
// The $id base of every schema file (engine/project.ts): relative `$ref`s resolve against it.
const SCHEMA_BASE = 'https://adflow.app/schemas/';
const ERROR_COMPONENT = 'Error';

/**
 * The OpenAPI 3.1 document of the API (GET /api/openapi.json), built from the catalogue and the
 * very schema files the server validates with. OpenAPI 3.1 speaks JSON Schema 2020-12, so each
 * file goes into components.schemas as it is, its `$ref`s pointed at the components.
 */
export function buildOpenApi(project: Project, catalogue: readonly ApiEndpoint[] = API_CATALOGUE): OpenApiDocument {
  const stepRefs = stepSchemaRefs(project);
  const components = schemaComponents(project, [...catalogueRefs(catalogue), ...stepRefs]);
  const paths: Record<string, Record<string, Json>> = {};
  for (const endpoint of catalogue) {
    (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint, components, stepRefs);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'adflow API',
      version: packageJson.version,
      description:
        'Every request body and query is validated against the JSON Schema shown here (the files in schemas/). Every error answers `Error`.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: sortedByKey({ ...components.schemas, [ERROR_COMPONENT]: ERROR_SCHEMA }),
      responses: errorResponses(),
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The access token of a sign-in (POST /authentication/login or /authentication/otp/login); expired: 62, then POST /authentication/refresh.',
        },
      },
    },
  };
}

// accounts-and-platform §8, as server/errors.ts answers it.
const ERROR_SCHEMA = {
  title: 'Error',
  description:
    "Every error answer. errorCode is the spec's code (102 invalid data, 104 not found), else the HTTP status.",
  type: 'object',
  properties: {
    errorCode: { type: 'integer' },
    message: { type: 'string' },
    fields: {
      description: 'With 102: a message per invalid field.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: { description: 'JSON pointer to the field; "" for the whole body.', type: 'string' },
          message: { type: 'string' },
        },
        required: ['path', 'message'],
        additionalProperties: false,
      },
    },
    redirect: {
      description:
        'Where to go instead: with a 409 the step the launch-state rules open; with a mobile number that has no account, /signup.',
      type: ['string', 'null'],
    },
    hash: { description: 'With 74 (password expired): the key of the reset link to open.', type: 'string' },
    retryAfterSeconds: { description: 'With 429, 800 and 801: when to try again.', type: 'integer' },
    shortfallMinor: {
      description: 'With 402 insufficient funds: what the wallet lacks, in minor units of `currencyCode`.',
      type: 'integer',
    },
    currencyCode: { description: "With 402 insufficient funds: the wallet's currency.", type: 'string' },
    reason: {
      description:
        'Where a screen may say the message in its own language (decision 290): the key of the reason and its raw params (amounts in minor units beside `currencyCode`, dates as ISO `…Date`).',
      type: 'object',
      properties: {
        key: { type: 'string' },
        params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      },
      required: ['key'],
      additionalProperties: false,
    },
  },
  required: ['errorCode', 'message'],
  additionalProperties: false,
} as const;

const BEARER_SCHEME = 'bearerAuth';

function errorResponses(): Json {
  const content = { 'application/json': { schema: { $ref: COMPONENT_REF + ERROR_COMPONENT } } };
  const responses: Json = {
    UnexpectedError: {
      description:
        'Any other failure: 413 or 415 for a body too large or not JSON (errorCode 102), 500 for an unexpected error, 503 while the database is unavailable.',
      content,
    },
  };
  for (const { name, description } of Object.values(ERROR_RESPONSES)) responses[name] = { description, content };
  return responses;
}

function operation(endpoint: ApiEndpoint, components: SchemaComponents, stepRefs: readonly string[]): Json {
  const missingQuery = endpoint.query !== undefined && !components.has(endpoint.query);
  const description = [
    endpoint.description,
    missingQuery ? `Its query is described by schemas/${endpoint.query ?? ''}, which this build does not have.` : '',
  ].filter((text): text is string => text !== undefined && text !== '');
  const parameters = [
    ...pathParameters(endpoint.path),
    ...queryParameters(endpoint, components),
    ...(endpoint.parameters ?? []),
  ];
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(description.length > 0 ? { description: description.join(' ') } : {}),
    tags: endpoint.tags,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body === undefined && endpoint.multipart !== true
      ? {}
      : { requestBody: requestBody(endpoint, components, stepRefs) }),
    responses: responses(endpoint, components),
    ...(endpoint.signedIn === true ? { security: [{ [BEARER_SCHEME]: [] }] } : {}),
    // Who besides a signed-in user: the roles an operation is kept to (AP §3).
    ...(endpoint.staffOnly === true ? { 'x-roles': ['staff'] } : {}),
  };
}

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']) => {
    const parameter = PATH_PARAMETERS[name];
    if (parameter === undefined) throw new Error(`${path}: PATH_PARAMETERS has no {${name}}`);
    return { name, in: 'path', required: true, ...parameter };
  });
}

/** Each property of a query schema is one query parameter. */
function queryParameters(endpoint: ApiEndpoint, components: SchemaComponents): Json[] {
  const file = endpoint.query;
  const schema = file === undefined ? undefined : components.raw(file);
  if (file === undefined || schema === undefined) return [];
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
  return Object.entries(isObject(schema.properties) ? schema.properties : {}).map(([name, property]) => {
    const description = isObject(property) ? (property.description ?? property.title) : undefined;
    return {
      name,
      in: 'query',
      required: required.includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: components.convert(file, property),
    };
  });
}

function requestBody(endpoint: ApiEndpoint, components: SchemaComponents, stepRefs: readonly string[]): Json {
  const json =
    endpoint.body === undefined
      ? {}
      : { 'application/json': { schema: bodySchema(endpoint.body, components, stepRefs) } };
  // The file goes beside the text fields the body schema describes; the description names the field.
  const form = endpoint.multipart === true ? { 'multipart/form-data': { schema: { type: 'object' } } } : {};
  return { required: endpoint.bodyOptional !== true, content: { ...json, ...form } };
}

function bodySchema(body: string, components: SchemaComponents, stepRefs: readonly string[]): Json {
  if (body === STEP_BODY) {
    return {
      description:
        "The data of step `stepId`: exactly the schema the session's flow names for that step (its `meta.schema`). anyOf lists every step schema of every flow (oneOf would be wrong: some data fits several steps).",
      anyOf: stepRefs.map((ref) => components.ref(ref)),
    };
  }
  if (body === SIGNED_BODY) {
    return {
      description:
        "The provider's event, byte for byte as the provider signed it: the signature header is checked against these exact bytes before anything is read, so a body altered, re-encoded or not from the provider answers 400.",
      type: 'object',
    };
  }
  return components.ref(body);
}

function responses(endpoint: ApiEndpoint, components: SchemaComponents): Json {
  const answers: Json = {};
  for (const answer of [endpoint.response, ...(endpoint.otherResponses ?? [])]) {
    answers[String(answer.status)] = response(answer, components);
  }
  for (const status of endpoint.errors) answers[String(status)] = errorResponseRef(status);
  answers.default = { $ref: '#/components/responses/UnexpectedError' };
  return answers;
}

function response(answer: ApiResponse, components: SchemaComponents): Json {
  const headers = Object.entries(answer.headers ?? {}).map(([name, description]) => [
    name,
    { description, schema: { type: 'string' } },
  ]);
  const type = answer.mediaType ?? 'application/json';
  const mediaType = { [type]: { schema: answerSchema(answer, type, components) } };
  return {
    description: answer.description,
    ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
    // 204 No Content has no body to describe.
    ...(answer.status === 204 ? {} : { content: mediaType }),
  };
}

/** A JSON answer's schema file; a file's bytes (a CSV, an image, a PDF) as a string of its media type. */
function answerSchema(answer: ApiResponse, type: string, components: SchemaComponents): Json {
  if (answer.schema !== undefined) return components.ref(answer.schema);
  if (type !== 'application/json') return { type: 'string', contentMediaType: type };
  return { description: 'Not described by a schema file.' };
}

function errorResponseRef(status: ErrorStatus): Json {
  return { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
}

/** Every distinct step schema of every flow, sorted: the bodies a step submission may have. */
function stepSchemaRefs(project: Project): string[] {
  const refs = project.flowIds.flatMap((id) => {
    const flow = project.flow(id);
    return flow.steps.map((step) => flow.meta(step).schema);
  });
  return [...new Set(refs)].sort(byCodePoint);
}

function catalogueRefs(catalogue: readonly ApiEndpoint[]): SchemaRef[] {
  return catalogue.flatMap((endpoint) => {
    const answers = [endpoint.response, ...(endpoint.otherResponses ?? [])];
    const refs = [endpoint.body, endpoint.query, ...answers.map((answer) => answer.schema)];
    return refs.filter((ref): ref is SchemaRef => ref !== undefined && ref !== STEP_BODY && ref !== SIGNED_BODY);
  });
}

interface SchemaComponents {
  /** Component name -> schema, each `$ref` pointing into the components. */
  readonly schemas: Readonly<Record<string, unknown>>;
  has(file: string): boolean;
  /** `{ $ref }` to a file's component; for a file that does not exist, an object described as such. */
  ref(file: string): Json;
  /** A file's schema as written. */
  raw(file: string): Json | undefined;
  /** A part of a file's schema, its `$ref`s pointed into the components. */
  convert(file: string, schema: unknown): unknown;
}

/**
 * Every schema file reachable from `roots`, each as a component named after its `title`, each of
 * its `$defs` hoisted as `<FileName><DefName>` (so fragment refs such as
 * `../entities/user.schema.json#/$defs/otp` point at `UserOtp`). Names are claimed in file-path
 * order, a clash taking the next free number, so they never depend on the catalogue's order.
 */
function schemaComponents(project: Project, roots: readonly string[]): SchemaComponents {
  const files = reachableSchemas(project, roots);
  const names = componentNames(files);
  const convert = (file: string, schema: unknown): unknown =>
    mapSchema(schema, (ref) => componentRef(names, file, ref) ?? ref);
  const schemas: Record<string, unknown> = {};
  for (const [file, schema] of files) {
    const { $defs, ...rest } = schema;
    schemas[names.get(file) ?? file] = convert(file, rest);
    for (const [def, body] of Object.entries(isObject($defs) ? $defs : {})) {
      schemas[names.get(defKey(file, def)) ?? def] = convert(file, body);
    }
  }
  return {
    schemas,
    has: (file) => files.has(file),
    ref(file) {
      const name = names.get(file);
      if (name !== undefined) return { $ref: COMPONENT_REF + name };
      return { type: 'object', description: `Not described: this build has no schemas/${file}.` };
    },
    raw: (file) => files.get(file),
    convert,
  };
}

function reachableSchemas(project: Project, roots: readonly string[]): Map<string, Json> {
  const found = new Map<string, Json>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (found.has(file)) continue;
    const schema = readSchema(project, file);
    if (schema === undefined) continue;
    found.set(file, schema);
    mapSchema(schema, (ref) => {
      const target = resolveRef(file, ref);
      if (target !== undefined) queue.push(target.file);
      return ref;
    });
  }
  return new Map([...found].sort(([a], [b]) => byCodePoint(a, b)));
}

function readSchema(project: Project, file: string): Json | undefined {
  try {
    return project.schema(file) as Json;
  } catch (error) {
    // project.schema throws RangeError for a file that does not exist.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function componentNames(files: ReadonlyMap<string, Json>): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set([ERROR_COMPONENT]);
  const claim = (key: string, wanted: string): void => {
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
    taken.add(name);
    names.set(key, name);
  };
  for (const [file, schema] of files) {
    const stem = file.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
    claim(file, pascalCase(typeof schema.title === 'string' ? schema.title : stem));
  }
  for (const [file, schema] of files) {
    const defs = Object.keys(isObject(schema.$defs) ? schema.$defs : {}).sort(byCodePoint);
    for (const def of defs) claim(defKey(file, def), `${names.get(file) ?? ''}${pascalCase(def)}`);
  }
  return names;
}

function defKey(file: string, def: string): string {
  return `${file}#/$defs/${def}`;
}

/** `../enums/region.schema.json` -> `#/components/schemas/Region`; `x.schema.json#/$defs/y` -> `XY`. */
function componentRef(names: ReadonlyMap<string, string>, from: string, ref: string): string | undefined {
  const target = resolveRef(from, ref);
  if (target === undefined) return undefined;
  const def = /^\/\$defs\/(?<name>[^/]+)(?<rest>.*)$/.exec(target.fragment)?.groups;
  const name = names.get(def?.name === undefined ? target.file : defKey(target.file, def.name));
  if (name === undefined) return undefined;
  return COMPONENT_REF + name + (def?.rest ?? target.fragment);
}

/** The file below schemas/ and the JSON pointer a `$ref` in `from` names; undefined outside schemas/. */
function resolveRef(from: string, ref: string): { file: string; fragment: string } | undefined {
  const url = new URL(ref, SCHEMA_BASE + from);
  const fragment = url.hash.slice(1);
  url.hash = '';
  return url.href.startsWith(SCHEMA_BASE) ? { file: url.href.slice(SCHEMA_BASE.length), fragment } : undefined;
}

// Where JSON Schema 2020-12 nests subschemas; every other keyword's value (const, enum, examples,
// default) is data, copied untouched even if it holds a key named `$ref`.
const SUBSCHEMA = new Set([
  'items',
  'additionalProperties',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);
// OpenAPI tools choke on `$schema` and `$id` inside components; `errorMessage` is ajv-errors' own.
const DROPPED = new Set(['$schema', '$id', 'errorMessage']);

/** A copy of a schema with each `$ref` replaced by `mapRef(ref)` and the DROPPED keywords left out. */
function mapSchema(schema: unknown, mapRef: (ref: string) => string): unknown {
  if (!isObject(schema)) return schema;
  const copy: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') copy[key] = mapRef(value);
    else if (SUBSCHEMA.has(key)) copy[key] = mapSchema(value, mapRef);
    else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value)) copy[key] = value.map((v) => mapSchema(v, mapRef));
    else if (SUBSCHEMA_MAPS.has(key) && isObject(value)) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, v]) => [name, mapSchema(v, mapRef)]));
    } else copy[key] = structuredClone(value);
  }
  return copy;
}

function pascalCase(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return name === '' ? 'Schema' : name;
}

function sortedByKey<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => byCodePoint(a, b)));
}

// Locale-independent, so the document is byte-for-byte the same on every machine.
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
