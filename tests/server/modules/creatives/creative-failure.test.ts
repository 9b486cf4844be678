import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreativeRenderer } from '../../../../server/modules/creatives/renderer.ts';
import { project } from '../../../support/project.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';
import { FAILED, GENERATION_TIMEOUT, finishedGeneration, sessionWithCreativeInputs } from './creative-session.ts';

// A renderer that cannot draw one template, as satori or resvg refusing its input would.
const failingRenderer: CreativeRenderer = {
  render: (template) => Promise.reject(new Error(`template ${template.id}: unsupported image data`)),
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(undefined, { services: { creativeRenderer: failingRenderer } });
});
afterAll(async () => {
  await server.close();
});

describe('a generation that cannot be drawn (OL §3 FAILED)', { timeout: GENERATION_TIMEOUT }, () => {
  it('ends FAILED with the reason, and no templates or ad copy', async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    expect((await server.request('POST', `/api/sessions/${sessionId}/creatives`)).status).toBe(202);
    const failed = await finishedGeneration(server, sessionId);
    expect(failed).toMatchObject({ status: FAILED, templates: [], adCopy: null });
    expect(project.validate('api/creative-generation.schema.json', failed).valid).toBe(true);
    expect(failed.failureReason).toMatch(/^The creatives could not be drawn: template \d: unsupported image data$/);
  });

  it('asking again after a failure starts it over', async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    await server.request('POST', `/api/sessions/${sessionId}/creatives`);
    const failed = await finishedGeneration(server, sessionId);
    const again = await server.request('POST', `/api/sessions/${sessionId}/creatives`);
    expect(again.body).toMatchObject({ generationId: failed.generationId, status: 0 });
    expect(again.body.failureReason).toBeUndefined();
    expect((await finishedGeneration(server, sessionId)).status).toBe(FAILED);
  });
});
