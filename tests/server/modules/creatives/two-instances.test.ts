import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';
import { DONE, GENERATION_TIMEOUT, finishedGeneration, sessionWithCreativeInputs } from './creative-session.ts';

// The queue lives in PostgreSQL: a job queued through one server is taken by another.
let web: TestServer;
let worker: TestServer;
beforeAll(async () => {
  web = await startTestServer(undefined, { workers: false });
  worker = await startTestServer(web.clientUrl);
});
afterAll(async () => {
  await worker.close();
  await web.close();
});

describe('two server instances on one database', { timeout: GENERATION_TIMEOUT }, () => {
  it('a generation asked for on one that takes no jobs is drawn by the other', async () => {
    const { sessionId } = await sessionWithCreativeInputs(web);
    expect((await web.request('POST', `/api/sessions/${sessionId}/creatives`)).status).toBe(202);
    const done = await finishedGeneration(web, sessionId);
    expect(done.status).toBe(DONE);
    const image = await fetch(done.templates[0].imageUrl as string);
    expect(image.status).toBe(200);
  });
});
