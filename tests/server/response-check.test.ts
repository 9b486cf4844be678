import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { responseCheck } from '../../server/openapi/response-check.ts';
import { project } from '../support/project.ts';

// One endpoint whose answer a schema file describes, and what a handler answers for it.
const DRAFT: ApiEndpoint = {
  operationId: 'draw',
  method: 'post',
  path: '/sessions/{sessionId}/draft',
  summary: 'A draft',
  tags: ['test'],
  response: { status: 200, description: 'The image', schema: 'api/creative-draft-image.schema.json' },
  errors: [400],
};
const IMAGE = { templateId: 1, imageUrl: 'data:image/png;base64,AAAA', width: 1080, height: 1080 };

let answer: { status: number; body: unknown } = { status: 200, body: IMAGE };
let baseUrl = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.use(responseCheck(project, [DRAFT]));
  app.post('/api/sessions/:sessionId/draft', (_req, res) => {
    res.status(answer.status).json(answer.body);
  });
  app.get('/api/elsewhere', (_req, res) => {
    res.json({ anything: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  close = () => server.close();
});
afterAll(() => {
  close();
});

async function post(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST' });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('answers checked against their response schemas (issue 22, the tests turn it on)', () => {
  it('lets an answer that matches its schema through unchanged', async () => {
    answer = { status: 200, body: IMAGE };
    expect(await post('/api/sessions/abc/draft')).toEqual({ status: 200, body: IMAGE });
  });

  it('turns an answer that does not match into a 500 naming the schema and what differs', async () => {
    answer = { status: 200, body: { ...IMAGE, width: '1080', extra: 1 } };
    const { status, body } = await post('/api/sessions/abc/draft');
    expect(status).toBe(500);
    expect(body.message).toContain('POST /api/sessions/abc/draft does not match api/creative-draft-image.schema.json');
    expect(body.message).toContain('/width');
  });

  it('leaves other statuses and other addresses alone', async () => {
    answer = { status: 400, body: { errorCode: 101, message: 'No' } };
    expect((await post('/api/sessions/abc/draft')).status).toBe(400);
    expect((await fetch(`${baseUrl}/api/sessions/abc/draft/more`, { method: 'POST' })).status).toBe(404);
    const elsewhere = await fetch(`${baseUrl}/api/elsewhere`);
    expect(await elsewhere.json()).toEqual({ anything: true });
  });
});
