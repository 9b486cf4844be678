import { beforeAll, describe, expect, it } from 'vitest';
import { FlowSession } from '../../server/modules/flow-sessions/entities.ts';
import { sharedTestServer, type SharedTestServer } from '../support/shared-server.ts';
import { project } from '../support/project.ts';
import { sessionAt } from '../support/walk.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const confirmation = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true };

async function newSession(body: unknown = {}, flowId = 'onboarding'): Promise<string> {
  const created = await server.request('POST', `/api/flows/${flowId}/sessions`, body);
  expect(created.status).toBe(201);
  return created.body.sessionId as string;
}

const put = (sessionId: string, step: string, data: unknown, query = '', headers: Record<string, string> = {}) =>
  server.request('PUT', `/api/sessions/${sessionId}/steps/${encodeURIComponent(step)}${query}`, data, headers);

const get = async (sessionId: string) => (await server.request('GET', `/api/sessions/${sessionId}`)).body;

describe('POST /api/flows/{flowId}/sessions', () => {
  it('starts a session at the flow’s first step, pinned to its version', async () => {
    const created = await server.request('POST', '/api/flows/onboarding/sessions', { region: 'GB' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      flowId: 'onboarding',
      flowVersion: 1,
      step: 'confirmation',
      launchState: 0,
    });
    expect(created.headers.get('location')).toBe(`/api/sessions/${created.body.sessionId as string}`);
  });

  it('no body at all is a session with no flags', async () => {
    const created = await server.request('POST', '/api/flows/onboarding-v2/sessions');
    expect(created.body).toMatchObject({ step: 'businessDetailsv2', launchState: 110 });
  });

  it('agentid in the query parameters sets the agent flag (OL §2)', async () => {
    const session = await get(await newSession({ queryParameters: { agentid: 'a-17', refcode: 'X1' } }));
    // The server's own flags (decision 420) are set on every session: this portal's and nobody's page.
    const serverFlags = { phoneRequired: false, phoneOptional: false, authSkipped: false, socialLinked: false };
    expect(session.flags).toEqual({ agent: true, ...serverFlags });
    expect(session.queryParameters).toEqual({ agentid: 'a-17', refcode: 'X1' });
  });

  it('the region defaults to IN (OL §9)', async () => {
    expect((await get(await newSession())).region).toBe('IN');
  });

  it.each([
    ['an unknown flow', 'nope', {}, 404, 104, 'Unknown flow "nope"'],
    ['an unknown flag', 'onboarding', { flags: { vip: true } }, 400, 102, 'Unknown flag "vip"'],
    ['a region outside IN and GB', 'onboarding', { region: 'FR' }, 400, 102, 'Invalid request data'],
    ['a field the request does not have', 'onboarding', { admin: true }, 400, 102, 'Invalid request data'],
    ['a non-object body', 'onboarding', [1, 2], 400, 102, 'Invalid request data'],
  ])('%s is refused with its code', async (_case, flowId, body, status, errorCode, message) => {
    const response = await server.request('POST', `/api/flows/${flowId}/sessions`, body);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ errorCode, message: expect.stringContaining(message) as string });
  });
});

describe('PUT /api/sessions/{sessionId}/steps/{stepId}', () => {
  it('saves the data, answers the engine’s next step and advances the launch state', async () => {
    const id = await newSession();
    const first = await put(id, 'confirmation', confirmation);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ step: 'businessDetails', launchState: 100 });
    const second = await put(id, 'businessDetails', { presence: 'none', name: 'Bloom Salon' });
    expect(second.body).toMatchObject({ step: 'businessLocationDetails', launchState: 200 });
    const session = await get(id);
    expect(session).toMatchObject({
      step: 'businessLocationDetails',
      launchState: 200,
      flags: { manualDetails: true },
      data: { confirmation, businessDetails: { presence: 'none', name: 'Bloom Salon' } },
      counter: { section: 1, position: 2 },
      back: { step: 'businessDetails', disabled: false },
    });
  });

  it('a step beyond the stored launch state is refused and redirected (OL §4)', async () => {
    const id = await newSession();
    await put(id, 'confirmation', confirmation);
    const response = await put(id, 'budget', { planId: 1 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      errorCode: 409,
      message: 'This step is not open yet: finish the earlier steps first.',
      redirect: 'businessDetails',
    });
  });

  it('an earlier step may be submitted again; the launch state never regresses', async () => {
    const id = await newSession();
    await put(id, 'confirmation', confirmation);
    await put(id, 'businessDetails', { presence: 'none', name: 'Bloom Salon' });
    const again = await put(id, 'confirmation', { ...confirmation, region: 'IN' });
    expect(again.body).toMatchObject({ step: 'businessDetails', launchState: 200 });
  });

  it('the country confirmed on the first screen is the session’s region, changed again by confirming another (OL §2, §9)', async () => {
    const id = await newSession();
    expect((await get(id)).region).toBe('IN');
    expect((await put(id, 'confirmation', confirmation)).body.session.region).toBe('GB');
    expect((await get(id)).region).toBe('GB');
    await put(id, 'businessDetails', { presence: 'none', name: 'Bloom Salon' });
    await put(id, 'confirmation', { ...confirmation, region: 'IN' });
    expect((await get(id)).region).toBe('IN');
  });

  it('invalid data gets the field messages and changes nothing', async () => {
    const id = await newSession();
    await put(id, 'confirmation', confirmation);
    const before = await get(id);
    const response = await put(id, 'businessDetails', { presence: 'website', name: 'B'.repeat(26) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 102, message: 'Invalid request data' });
    expect(response.body.fields).toEqual(
      expect.arrayContaining([{ path: '/name', message: 'Must be at most 25 characters' }]),
    );
    expect(await get(id)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"presence":', 400, 102],
    ['an oversized body', JSON.stringify({ name: 'x'.repeat(200_000) }), 413, 102],
  ])('%s is refused and changes nothing', async (_case, raw, status, errorCode) => {
    const id = await newSession();
    const before = await get(id);
    const response = await put(id, 'confirmation', raw);
    expect(response.status).toBe(status);
    expect(response.body.errorCode).toBe(errorCode);
    expect(await get(id)).toEqual(before);
  });

  it('step ids with a slash work URL-encoded and as plain segments', async () => {
    const id = await newSession({}, 'onboarding-v2');
    const encoded = await put(id, 'imageCreativesCreative/preview', {});
    const plain = await server.request('PUT', `/api/sessions/${id}/steps/imageCreativesCreative/preview`, {});
    // Both reach the step (and are refused by the launch-state rules, not by routing).
    expect([encoded.status, plain.status]).toEqual([409, 409]);
    expect(plain.body.redirect).toBe('businessDetailsv2');
  });

  it('an edit event follows the flow’s EDIT transition', async () => {
    const id = await newSession({}, 'onboarding-v2');
    await put(id, 'businessDetailsv2', { name: 'Bloom Salon', category: 'Hair salon', services: ['Cut'] });
    await put(id, 'businessDetailsSetupAnimationV2', {});
    const edit = await put(id, 'creativedetailsv2/preview', { selectedTemplateId: 7 }, '?event=EDIT_CREATIVE');
    expect(edit.body).toMatchObject({ step: 'imageCreativesCreative/edit', launchState: 1201 });
  });

  it('a leads campaign goes from the ad preview to its lead form; the objective is the one chosen, whatever is sent (OL §3)', async () => {
    const id = await sessionAt(server, 'onboarding', 'ImageCreativesAdPreview/preview', {
      selectObjective: { objective: 2 },
    });
    const adCopy = 'imageCreativesAdDetailsEdit/edit';
    expect((await put(id, 'ImageCreativesAdPreview/preview', {})).body).toMatchObject({ step: adCopy });
    const shown = await server.request('GET', `/api/sessions/${id}/step`);
    expect(shown.body.data).toEqual({ objective: 2 });
    // Claiming the website objective gets neither its calls to action nor out of the lead form.
    const claimed = await put(id, adCopy, { objective: 3, primaryText: 'Fresh bread daily', callToActionId: 4 });
    expect(claimed.status).toBe(400);
    expect(claimed.body.fields.map((field: { path: string }) => field.path).sort()).toEqual(
      expect.arrayContaining(['/callToActionId', '/leadForm']),
    );
    const { examples } = project.schema('steps/ad-details-edit.schema.json') as { examples: object[] };
    const leadsExample = examples.find((example) => 'leadForm' in example);
    const saved = await put(id, adCopy, { ...leadsExample, objective: 1 });
    expect(saved.body).toMatchObject({ step: 'googleAds' });
    expect((await get(id)).data[adCopy]).toMatchObject({ objective: 2, callToActionId: 6 });
  });

  it.each([
    ['an unknown session', '/api/sessions/6f1c2b1e-0000-4000-8000-000000000000/steps/confirmation', 404, 104],
    ['a session id that is not an id', '/api/sessions/nope/steps/confirmation', 404, 104],
  ])('%s', async (_case, path, status, errorCode) => {
    const response = await server.request('PUT', path, confirmation);
    expect(response.status).toBe(status);
    expect(response.body.errorCode).toBe(errorCode);
  });

  it('an unknown step is 404, an unknown event 400', async () => {
    const id = await newSession();
    expect((await put(id, 'noSuchStep', {})).status).toBe(404);
    const badEvent = await put(id, 'confirmation', confirmation, '?event=JUMP');
    expect(badEvent.status).toBe(400);
    expect(badEvent.body.message).toContain('no event "JUMP"');
  });

  it('a stale If-Match version is refused and changes nothing', async () => {
    const id = await newSession();
    const { version } = await get(id);
    expect((await put(id, 'confirmation', confirmation, '', { 'If-Match': `"${String(version)}"` })).status).toBe(200);
    const stale = await put(id, 'confirmation', { ...confirmation, region: 'IN' }, '', {
      'If-Match': `"${String(version)}"`,
    });
    expect(stale.status).toBe(409);
    expect((await get(id)).data.confirmation.region).toBe('GB');
  });

  it('a session stays on the flow version it started on: a version no longer served is refused', async () => {
    const id = await newSession();
    await server.orm.em.fork().nativeUpdate(FlowSession, { id }, { flowVersion: 99 });
    const response = await put(id, 'confirmation', confirmation);
    expect(response).toMatchObject({
      status: 409,
      body: { message: 'Version 99 of flow "onboarding" is no longer available.' },
    });
  });

  it('after launch (2000) no step is submitted again', async () => {
    const id = await newSession({ flags: { socialLinked: true } }, 'subsequent');
    // Walk straight to the end through the database, as a launch would.
    await server.orm.em.fork().nativeUpdate(FlowSession, { id }, { launchState: 2000, step: 'launched' });
    const response = await put(id, 'selectObjective', { objective: 1 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ errorCode: 409, redirect: 'launched' });
  });
});

describe('GET /api/health and unknown routes', () => {
  it('health says the database is up and migrations current', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response).toMatchObject({ status: 200, body: { status: 'ok', database: 'up', migrations: 'current' } });
  });
  it('the app serves its OpenAPI document', async () => {
    const response = await server.request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(response.body.paths)).toContain('/sessions/{sessionId}/steps/{stepId}');
  });
  it('an unknown route is 404 with code 104', async () => {
    expect((await server.request('GET', '/api/nowhere')).body).toMatchObject({ errorCode: 104 });
  });
});
