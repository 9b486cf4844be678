import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

/**
 * The funnel (issue 9 § Funnel analytics, decisions 270-276) against a scripted set of sessions
 * driven through the real flow-session API: 10 start onboarding, 7 pass confirmation, 2 of them
 * fail business details twice on the name (one of them once more without the website's address),
 * 4 pass business details. Times on step are then set
 * exactly, and a few sessions are moved back in time to be abandoned.
 */
let server: TestServer;
let staff: SignedInUser;
let sessions: string[];

const CONFIRMATION = { region: 'IN', isTosAccepted: true, isPrivacyPolicyAccepted: true };
const NAMELESS = { presence: 'none' };
const WEBSITELESS = { presence: 'website', name: 'Pune Daily Bakes' };
const DETAILS = { presence: 'none', name: 'Pune Daily Bakes' };
// Seconds on confirmation of the 7 who passed it, and on business details of the 4 who passed that.
const ON_CONFIRMATION = [70, 10, 60, 20, 50, 30, 40];
const ON_DETAILS = [100, 5, 25, 15];

const submit = (sessionId: string, step: string, data: unknown, headers: Record<string, string> = {}) =>
  server.request('PUT', `/api/sessions/${sessionId}/steps/${step}`, data, headers);
const start = async (flowId = 'onboarding') =>
  (await server.request('POST', `/api/flows/${flowId}/sessions`, {})).body.sessionId as string;
const funnel = (query = '', flowId = 'onboarding', headers = staff.auth) =>
  server.request('GET', `/api/studio/flows/${flowId}/funnel${query}`, undefined, headers);
const sql = (statement: string, params: unknown[]) => server.orm.em.getConnection().execute(statement, params);

// The controlled clock: the step was entered exactly `seconds` before it was submitted.
const setTimeOnStep = (sessionId: string, step: string, seconds: number) =>
  sql(
    `update flow_step_event entered set at = submitted.at - make_interval(secs => ?)
     from flow_step_event submitted
     where entered.session_id = ? and entered.step = ? and entered.kind = 'entered'
       and submitted.session_id = entered.session_id and submitted.step = entered.step and submitted.kind = 'submitted'`,
    [seconds, sessionId, step],
  );
const moveBack = (sessionId: string, interval: string) =>
  sql(`update flow_step_event set at = at - ?::interval where session_id = ?`, [interval, sessionId]);
const moveTo = (sessionId: string, at: string) =>
  sql(`update flow_step_event set at = ?::timestamptz where session_id = ?`, [at, sessionId]);
type StepRow = Readonly<Record<string, unknown>> & { readonly step: string };
const stepOf = (body: { steps: StepRow[] }, step: string) => body.steps.find((row) => row.step === step);

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedInUser(server);
  // Staff are made by the operator (decision 250): role RoimaticUser (15).
  await sql('update app_user set role_ids = ?::jsonb where id = ?', [JSON.stringify([15]), staff.userId]);
  sessions = [];
  for (let i = 0; i < 10; i += 1) sessions.push(await start());
  const passed = sessions.slice(0, 7);
  for (const id of passed) expect((await submit(id, 'confirmation', CONFIRMATION)).status).toBe(200);
  for (const id of passed.slice(4, 6)) {
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await submit(id, 'businessDetails', NAMELESS)).status).toBe(400);
  }
  expect((await submit(passed[5] ?? '', 'businessDetails', WEBSITELESS)).status).toBe(400);
  for (const id of passed.slice(0, 4)) expect((await submit(id, 'businessDetails', DETAILS)).status).toBe(200);
  for (const [i, seconds] of ON_CONFIRMATION.entries()) await setTimeOnStep(passed[i] ?? '', 'confirmation', seconds);
  for (const [i, seconds] of ON_DETAILS.entries()) await setTimeOnStep(passed[i] ?? '', 'businessDetails', seconds);
  // Abandoned: two who never passed confirmation went quiet (one long ago), and one stuck on business details.
  await moveBack(sessions[7] ?? '', '31 minutes');
  await moveTo(sessions[8] ?? '', '2026-01-05T10:00:00Z');
  await moveBack(passed[6] ?? '', '2 hours');
}, 60_000);
afterAll(() => server.close());

describe('the funnel of a scripted set of sessions', () => {
  it('users per step, drop-off, abandonment and median time on step, in flow order', async () => {
    const answer = await funnel('?variant=onboarding');
    expect(answer.status).toBe(200);
    expect(answer.body.steps.slice(0, 2).map((row: { step: string }) => row.step)).toEqual([
      'confirmation',
      'businessDetails',
    ]);
    expect(stepOf(answer.body, 'confirmation')).toMatchObject({
      titleKey: 'steps.confirmation.title',
      entered: 10,
      submitted: 7,
      dropOff: 3,
      dropOffRate: 0.3,
      abandoned: 2,
      medianSecondsOnStep: 40,
      invalidSubmissions: 0,
      usersWithErrors: 0,
      validationErrors: [],
    });
    expect(stepOf(answer.body, 'businessDetails')).toMatchObject({
      entered: 7,
      submitted: 4,
      dropOff: 3,
      dropOffRate: 0.4286,
      abandoned: 1,
      medianSecondsOnStep: 20,
      invalidSubmissions: 5,
      usersWithErrors: 2,
      validationErrors: [
        { path: '/name', message: 'Please provide a value', count: 4, users: 2 },
        { path: '/websiteUrl', message: 'Please provide a value', count: 1, users: 1 },
      ],
    });
    // Presence "none" skips the animation: straight to the location, where the 4 stand, active.
    expect(stepOf(answer.body, 'businessDetailsSetupAnimation')).toMatchObject({ entered: 0, dropOffRate: null });
    expect(stepOf(answer.body, 'businessLocationDetails')).toMatchObject({
      entered: 4,
      submitted: 0,
      abandoned: 0,
      medianSecondsOnStep: null,
    });
  });

  it('lists the versions and variants to filter by', async () => {
    const { body } = await funnel();
    expect(body.versions).toEqual([1]);
    expect(body.variants.map((variant: { id: string }) => variant.id).sort()).toEqual([
      'agent',
      'onboarding',
      'shortened',
    ]);
    expect(body.abandonedAfterMinutes).toBe(30);
  });

  it('a range of days counts the sessions that started in it', async () => {
    const { body } = await funnel('?from=2026-01-05&to=2026-01-05');
    expect(stepOf(body, 'confirmation')).toMatchObject({ entered: 1, submitted: 0, abandoned: 1 });
    expect(stepOf(body, 'businessDetails')).toMatchObject({ entered: 0 });
  });

  it('a version nobody ran is all zeros', async () => {
    const { body } = await funnel('?version=2');
    expect(stepOf(body, 'confirmation')).toMatchObject({ entered: 0, submitted: 0, abandoned: 0 });
  });

  it('the top parameter bounds the validation errors listed', async () => {
    const { body } = await funnel('?top=1');
    expect(stepOf(body, 'businessDetails')?.validationErrors).toEqual([
      { path: '/name', message: 'Please provide a value', count: 4, users: 2 },
    ]);
  });
});

describe('recording step events', () => {
  it('reloading a step does not count it again', async () => {
    const id = sessions[9] ?? '';
    for (let i = 0; i < 3; i += 1) expect((await server.request('GET', `/api/sessions/${id}/step`)).status).toBe(200);
    const rows = await sql(`select count(*)::int as n from flow_step_event where session_id = ? and kind = 'entered'`, [
      id,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
    expect(stepOf((await funnel('?variant=onboarding')).body, 'confirmation')).toMatchObject({ entered: 10 });
  });

  it('a step shown again after it was submitted is a new visit of the same user', async () => {
    const id = sessions[1] ?? '';
    const shown = await server.request('GET', `/api/sessions/${id}/step?route=confirmation`);
    expect(shown.status).toBe(200);
    const rows = await sql(
      `select visit from flow_step_event where session_id = ? and step = 'confirmation' and kind = 'entered' order by visit`,
      [id],
    );
    expect(rows).toEqual([{ visit: 0 }, { visit: 1 }]);
    expect(stepOf((await funnel('?variant=onboarding')).body, 'confirmation')).toMatchObject({
      entered: 10,
      medianSecondsOnStep: 40,
    });
  });

  it('two submissions at once: a submitted event for each write that happened, none for the one refused', async () => {
    const id = await start('shortened');
    const answers = await Promise.all([1, 2, 3].map(() => submit(id, 'confirmation', CONFIRMATION)));
    const written = answers.filter((answer) => answer.status === 200).length;
    expect(written).toBeGreaterThan(0);
    const rows = await sql(
      `select count(*)::int as n from flow_step_event where session_id = ? and kind = 'submitted'`,
      [id],
    );
    expect(rows).toEqual([{ n: written }]);
    await sql('delete from flow_session where id = ?', [id]);
  });

  it('a refused write records nothing: a stale version is 409 and no submission', async () => {
    const id = await start('shortened');
    expect((await submit(id, 'confirmation', CONFIRMATION, { 'if-match': '"7"' })).status).toBe(409);
    const { body } = await funnel('', 'shortened');
    expect(body.filter.variant).toBe('shortened');
    expect(stepOf(body, 'confirmation')).toMatchObject({ entered: 1, submitted: 0 });
    expect(stepOf((await funnel()).body, 'confirmation')).toMatchObject({ entered: 11, submitted: 7 });
  });
});

describe('who may read the funnel, and bad queries', () => {
  it('anonymous: 401', async () => {
    expect((await funnel('', 'onboarding', {})).status).toBe(401);
  });

  it('a signed-in user who is not staff: 403', async () => {
    const user = await signedInUser(server);
    const answer = await funnel('', 'onboarding', user.auth);
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe(403);
  });

  it('an unknown flow: 404', async () => {
    expect((await funnel('', 'nosuchflow')).status).toBe(404);
  });

  it.each([
    ['a version that is not a number', '?version=latest', ''],
    ['a parameter the query does not take', '?limit=5', ''],
    ['from without to', '?from=2026-01-01', ''],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', '/from'],
    ['to before from', '?from=2026-03-02&to=2026-03-01', '/to'],
    ['a variant of another flow', '?variant=subsequent', '/variant'],
    ['top above 20', '?top=21', '/top'],
  ])('%s: 400 (102)', async (_case, query, path) => {
    const answer = await funnel(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(102);
    if (path !== '') expect(answer.body.fields.map((field: { path: string }) => field.path)).toContain(path);
  });
});
