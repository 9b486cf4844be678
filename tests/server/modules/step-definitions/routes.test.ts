import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkSessionTo } from '../../../../scripts/walk-session.ts';
import { project } from '../../../support/project.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { ownerHeaders, sessionAt } from '../../../support/walk.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function newSession(): Promise<string> {
  const created = await server.request('POST', '/api/flows/onboarding/sessions', {});
  return created.body.sessionId as string;
}

const step = (sessionId: string, query = '') => server.request('GET', `/api/sessions/${sessionId}/step${query}`);
const confirmation = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true };

describe('GET /api/sessions/{sessionId}/step', () => {
  it('a new session: confirmation, with its schema inlined, uiSchema and English title', async () => {
    const response = await step(await newSession());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      step: 'confirmation',
      finished: false,
      meta: {
        titleKey: 'steps.confirmation.title',
        section: null,
        back: null,
        backDisabled: true,
        route: 'confirmation',
      },
      counter: null,
      uiSchema: { 'ui:order': ['region', 'isTosAccepted', 'isPrivacyPolicyAccepted'] },
      title: "Let's get started",
      data: null,
      region: 'IN',
    });
    // The cross-file references are inlined, the field's own title kept.
    expect(response.body.schema.properties.region).toMatchObject({ title: 'Country', type: 'string', default: 'IN' });
    expect(response.body.schema.properties.isTosAccepted).toMatchObject({ const: true });
    expect(JSON.stringify(response.body.schema)).not.toContain('$ref');
  });

  it('after NEXT: business details, section 1 of 6, back to confirmation', async () => {
    const sessionId = await newSession();
    await server.request('PUT', `/api/sessions/${sessionId}/steps/confirmation`, confirmation);
    const response = await step(sessionId);
    expect(response.body).toMatchObject({
      step: 'businessDetails',
      meta: { section: 1, back: 'confirmation', backRoute: 'confirmation', backDisabled: false },
      counter: { section: 1, sectionCount: 6 },
      title: 'Business details',
      // The country the user confirmed, which widgets default to (the phone's dial code).
      region: 'GB',
    });
  });

  it('an earlier route shows its step with the saved data', async () => {
    const sessionId = await newSession();
    await server.request('PUT', `/api/sessions/${sessionId}/steps/confirmation`, confirmation);
    const response = await step(sessionId, '?route=confirmation');
    expect(response.body).toMatchObject({ step: 'confirmation', data: confirmation });
  });

  it.each([
    ['a route ahead of the stored state (§4)', '?route=budget', 409, 409],
    ['an unknown route', '?route=nope', 404, 104],
    ['an unknown query parameter', '?step=budget', 400, 102],
    ['an empty route', '?route=', 400, 102],
  ])('%s: %i with code %i', async (_rule, query, status, errorCode) => {
    const response = await step(await newSession(), query);
    expect(response.status).toBe(status);
    expect(response.body.errorCode).toBe(errorCode);
  });

  it.each([
    ['an unknown session', '6f1c2b1e-0000-4000-8000-000000000000'],
    ['a session id that is not an id', 'nope'],
  ])('%s: 404 with code 104', async (_rule, sessionId) => {
    const response = await step(sessionId);
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe(104);
  });

  it('a creative screen: its address names the picked creative, its other events are listed', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'imageCreativesCreative/preview', {
      'imageCreativesCreative/preview': { selectedTemplateId: 3 },
    });
    const preview = (await step(sessionId)).body;
    expect(preview.meta).toMatchObject({
      route: 'imageCreativesCreative/preview/{id}',
      path: 'imageCreativesCreative/preview/1',
    });
    expect(preview.meta.events).toContain('EDIT');
    expect(preview.meta.events).not.toContain('NEXT');

    const answer = await server.request('PUT', `/api/sessions/${sessionId}/steps/imageCreativesCreative/preview`, {
      selectedTemplateId: 3,
    });
    expect(answer.body.session.path).toBe('ImageCreativesAdPreview/preview/3');
    expect((await step(sessionId)).body.meta).toMatchObject({
      path: 'ImageCreativesAdPreview/preview/3',
      backRoute: 'imageCreativesCreative/preview/3',
    });
  });

  it('the summary hides the header and offers changing the objective and restarting', async () => {
    const sessionId = await sessionAt(server, 'agent', 'summary');
    const summary = (await step(sessionId)).body;
    expect(summary.meta).toMatchObject({ headerHidden: true, path: 'summary' });
    expect(summary.meta.events).toEqual(expect.arrayContaining(['CHANGE_OBJECTIVE', 'RESTART']));
  });

  it("store onboarding's {businessProfileId} is the profile made at its user step, and the step opens by it", async () => {
    const sessionId = await sessionAt(server, 'store-onboarding', 'assets');
    const owner = ownerHeaders(sessionId);
    const assets = await server.request('GET', `/api/sessions/${sessionId}/step`, undefined, owner);
    expect(assets.status).toBe(200);
    const session = await server.request('GET', `/api/sessions/${sessionId}`, undefined, owner);
    expect(assets.body.meta.path).toBe(`assets/${String(session.body.businessProfileId)}`);
    const byRoute = `/api/sessions/${sessionId}/step?route=${encodeURIComponent(assets.body.meta.path)}`;
    expect((await server.request('GET', byRoute, undefined, owner)).body.step).toBe('assets');
  });
});

describe('a step opens with what the session answered before it (decision 480)', () => {
  it('the services to promote are the services listed; the audience is the customers’ gender given', async () => {
    const services = ['Birthday cakes', 'Sourdough bread', 'Eggless pastries'];
    // An owner with no website or page types the details in (OL §2), and says who the customers are.
    const answers = {
      businessDetails: { presence: 'none', name: 'Pune Daily Bakes' },
      businessTypeServices: { category: 'Bakery', services },
      selectGender: { gender: 2 },
    };
    const sessionId = await sessionAt(server, 'onboarding', 'promoteServices', answers);
    const promote = await step(sessionId);
    expect(promote.body).toMatchObject({ step: 'promoteServices', data: { promoteServices: services } });
    // Offered, not answered: nothing is saved until the owner goes on.
    const saved = await server.request('GET', `/api/sessions/${sessionId}`, undefined, ownerHeaders(sessionId));
    expect(saved.body.data.promoteServices).toBeUndefined();

    // A new owner's walk (this file's owner signed up already, and a returning owner's walk is shortened).
    const audience = await walkSessionTo(server.baseUrl, project, 'onboarding', 'ageGenderTarget', {
      answers,
      outboxDir: server.outboxDir,
      fetch: server.fetch,
      emailAddress: `meera+${randomUUID()}@punebakes.in`,
    });
    const opened = await server.request('GET', `/api/sessions/${audience.sessionId}/step`, undefined, {
      authorization: `Bearer ${audience.signedIn?.accessToken ?? ''}`,
    });
    expect(opened.body.step).toBe('ageGenderTarget');
    expect(opened.body.data).toEqual({ gender: 2 });
  });
});
