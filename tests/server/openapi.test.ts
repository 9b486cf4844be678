import type { AddressInfo } from 'node:net';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import express from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGUE, SIGNED_BODY, STEP_BODY, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { buildOpenApi } from '../../server/openapi/build-openapi.ts';
import { openApiRoutes } from '../../server/openapi/routes.ts';
import { apiRouter } from '../../server/openapi/api-router.ts';
import { project } from '../support/project.ts';

type Json = Record<string, unknown>;

const document = buildOpenApi(project);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (the official 3.1 schema; every $ref resolves)', async () => {
    const validator = new Validator();
    // The validator rewrites the refs of what it is given: hand it a copy.
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('declares each {name} of a path as a required path parameter, and no other', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name);
      for (const [method, operation] of Object.entries(item)) {
        const declared = (operation.parameters as { name: string; in: string; required: boolean }[] | undefined) ?? [];
        const pathParameters = declared.filter((parameter) => parameter.in === 'path');
        expect(
          pathParameters.map(({ name }) => name),
          `${method} ${path}`,
        ).toEqual(inPath);
        expect(pathParameters.every(({ required }) => required)).toBe(true);
      }
    }
  });

  it('has every catalogue endpoint under its path and method', () => {
    for (const { path, method, operationId } of API_CATALOGUE) {
      expect(document.paths[path]?.[method]?.operationId, `${method} ${path}`).toBe(operationId);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(API_CATALOGUE.length);
  });

  // Issue 22: every answer with a body has a schema, which the tests check answers against.
  it('describes the body of every answer: a JSON schema file, or a file of its media type', () => {
    const undescribed = API_CATALOGUE.flatMap(({ method, path, response, otherResponses = [] }) =>
      [response, ...otherResponses]
        .filter(({ status, mediaType = 'application/json' }) => status !== 204 && mediaType === 'application/json')
        .filter(({ schema }) => schema === undefined)
        .map(({ status }) => `${method} ${path} ${String(status)}`),
    );
    expect(undescribed).toEqual([]);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { responses: Record<string, Json> }>)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (status === '204' || '$ref' in answer) continue;
          const [[type, body] = []] = Object.entries(answer.content as Record<string, { schema: Json }>);
          const schema = body?.schema ?? {};
          const described = type === 'application/json' ? '$ref' in schema : schema.contentMediaType === type;
          expect(described, `${method} ${path} ${status}: ${JSON.stringify(schema)}`).toBe(true);
        }
      }
    }
  });

  it('resolves every $ref inside the document', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//);
      expect(resolvePointer(document, ref.slice(1)), ref).toBeDefined();
    }
  });

  it('keeps $schema, $id and errorMessage out of the components', () => {
    const keys = collectKeys(document.components.schemas);
    for (const keyword of ['$schema', '$id', 'errorMessage']) expect(keys.has(keyword), keyword).toBe(false);
  });

  it('is the same document on every build (names never depend on order)', () => {
    expect(JSON.stringify(buildOpenApi(project))).toBe(JSON.stringify(document));
  });

  it('hoists fragment refs: a $defs member becomes <FileTitle><DefName>', () => {
    const emailSignup = document.components.schemas.EmailSignupStep as { properties: { otp: { $ref: string } } };
    expect(emailSignup.properties.otp.$ref).toBe('#/components/schemas/UserOtp');
    expect(document.components.schemas.UserOtp).toMatchObject({ type: 'string' });
    expect(document.components.schemas.User).not.toHaveProperty('$defs');
  });

  it('shares one Error component for every error answer (accounts-and-platform §8)', () => {
    const put = document.paths['/sessions/{sessionId}/steps/{stepId}']?.put as { responses: Record<string, unknown> };
    expect(Object.keys(put.responses)).toEqual(['200', '400', '404', '409', '429', 'default']);
    expect(put.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(document.components.schemas.Error).toMatchObject({
      required: ['errorCode', 'message'],
      properties: { errorCode: { type: 'integer' }, redirect: { type: ['string', 'null'] } },
    });
  });
});

describe('schemas become components that accept exactly what the server accepts', () => {
  let validate: (component: string, data: unknown) => boolean;

  beforeAll(() => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajvFormats.default(ajv);
    ajv.addSchema({ $id: 'urn:adflow:openapi', components: document.components });
    validate = (component, data) => ajv.validate({ $ref: `urn:adflow:openapi#/components/schemas/${component}` }, data);
  });

  it('every component is valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(ajv.validateSchema(schema as object), name).toBe(true);
    }
  });

  // Each body schema's own examples, plus data every one of them refuses or might accept.
  it.each(bodyRefs())('%s: the component agrees with project.validate', (ref) => {
    const schema = project.schema(ref) as { title: string; examples?: unknown[] };
    const samples = [...(schema.examples ?? []), {}, { unexpected: true }, 'not an object'];
    for (const data of samples) {
      expect(validate(schema.title, data), JSON.stringify(data)).toBe(project.validate(ref, data).valid);
    }
  });
});

describe('operations', () => {
  it('query schemas become query parameters, with required', () => {
    const get = document.paths['/Locations']?.get as { parameters: { name: string; in: string; required: boolean }[] };
    expect(get.parameters.map(({ name, required }) => [name, required])).toEqual([
      ['keyword', true],
      ['types', false],
      ['hasGoogleCode', false],
      ['countryCodes', false],
      ['limit', false],
    ]);
    expect(get.parameters.every((parameter) => parameter.in === 'query')).toBe(true);
  });

  it('a step submission takes any step schema of any flow, plus event and If-Match', () => {
    const put = document.paths['/sessions/{sessionId}/steps/{stepId}']?.put as {
      parameters: { name: string; in: string }[];
      requestBody: { content: { 'application/json': { schema: { anyOf: { $ref: string }[] } } } };
    };
    const anyOf = put.requestBody.content['application/json'].schema.anyOf.map((option) => option.$ref);
    expect(anyOf).toContain('#/components/schemas/BusinessDetailsStep');
    expect(anyOf).toContain('#/components/schemas/StoreFrontStep');
    expect(put.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual([
      'path:sessionId',
      'path:stepId',
      'query:event',
      'header:If-Match',
    ]);
  });

  it('a webhook takes the bytes the provider signed and its signature header, with no bearer token', () => {
    const post = document.paths['/webhooks/stripe']?.post as {
      parameters: { name: string; in: string; required: boolean }[];
      requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
    };
    expect(post.parameters).toEqual([
      expect.objectContaining({ name: 'Stripe-Signature', in: 'header', required: true }),
    ]);
    expect(post.requestBody.content['application/json'].schema).toMatchObject({ type: 'object' });
    expect(post.requestBody.content['application/json'].schema).not.toHaveProperty('$ref');
    expect(post).not.toHaveProperty('security');
  });

  it('a DELETE takes its body (AP §7: the card id), and a 204 describes no content', () => {
    const remove = document.paths['/businessProfiles/{businessProfileId}/stripe/paymentOptions']?.delete as {
      requestBody: { content: { 'application/json': { schema: { $ref: string } } } };
      responses: Record<string, Record<string, unknown>>;
    };
    expect(remove.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/StripeCardIdRequest');
    expect(remove.responses['204']).not.toHaveProperty('content');
  });

  it('a schema file that does not exist yet is an object described as such', () => {
    const pending: ApiEndpoint = {
      operationId: 'pending',
      method: 'post',
      path: '/pending',
      summary: 'Not written yet',
      tags: ['test'],
      body: 'api/not-written-yet.schema.json',
      query: 'api/not-written-query.schema.json',
      response: { status: 200, description: 'Nothing yet.' },
      errors: [400],
    };
    const pendingDocument = buildOpenApi(project, [pending]);
    const operation = pendingDocument.paths['/pending']?.post as Record<string, unknown>;
    expect(operation.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            description: 'Not described: this build has no schemas/api/not-written-yet.schema.json.',
          },
        },
      },
    });
    expect(operation).not.toHaveProperty('parameters');
    expect(operation.description).toContain('schemas/api/not-written-query.schema.json');
  });
});

describe('GET /api/openapi.json', () => {
  it('serves the document as JSON', async () => {
    const app = express();
    // The document's one operation, served alone: neither access check is ever reached.
    const unreachable = () => {
      throw new Error('getOpenApi needs no sign-in');
    };
    const api = apiRouter(
      { signedIn: unreachable, staff: unreachable },
      API_CATALOGUE.filter(({ operationId }) => operationId === 'getOpenApi'),
    );
    openApiRoutes(api, { project });
    app.use('/api', api.complete());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** Every body schema of the catalogue and every step schema of every flow: what clients send. */
function bodyRefs(): string[] {
  const bodies = API_CATALOGUE.flatMap(({ body }) =>
    body === undefined || body === STEP_BODY || body === SIGNED_BODY ? [] : [body],
  );
  const steps = project.flowIds.flatMap((id) => {
    const flow = project.flow(id);
    return flow.steps.map((step) => flow.meta(step).schema);
  });
  return [...new Set([...bodies, ...steps])].sort();
}

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

function collectKeys(node: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) collectKeys(item, keys);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      keys.add(key);
      collectKeys(value, keys);
    }
  }
  return keys;
}

function resolvePointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const part = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
