import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../server/modules/accounts/entities.ts';
import { setStaff } from '../../server/modules/accounts/staff.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits a bundle's JSON freely
type Json = any;

// Issue 9: staff publish flow versions; sessions stay on the version they started on.
let server: TestServer;
let second: TestServer;
let staff: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  second = await startTestServer(server.clientUrl, { workers: false });
  staff = await signedInUser(server);
  customer = await signedInUser(server);
  const em = server.orm.em.fork();
  setStaff(await em.findOneOrFail(User, { id: staff.userId }), true);
  await em.flush();
}, 60_000);
afterAll(async () => {
  await second.close();
  await server.close();
});

const confirmation = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true };
const CONFIRMATION = 'steps/confirmation.schema.json';
const FLOW_FILE = 'flows/onboarding.flow.json';

const studio = (method: string, path: string, body?: unknown, as: SignedInUser = staff) =>
  server.request(method, `/api/studio${path}`, body, as.auth);

async function newSession(flowId = 'onboarding', on: TestServer = server) {
  const created = await on.request('POST', `/api/flows/${flowId}/sessions`, {});
  expect(created.status).toBe(201);
  return created.body as { sessionId: string; flowVersion: number };
}

const submit = (sessionId: string, step: string, data: unknown) =>
  server.request('PUT', `/api/sessions/${sessionId}/steps/${step}`, data);

const stepSchema = async (sessionId: string, route: string) =>
  (await server.request('GET', `/api/sessions/${sessionId}/step?route=${route}`)).body.schema as {
    properties: Record<string, unknown>;
    required: string[];
  };

/** The newest published bundle of onboarding, changed by `edit`, saved as the draft. */
async function saveDraft(edit: (bundle: Json) => void): Promise<number> {
  const versions = await studio('GET', '/flows/onboarding/versions');
  const newest = versions.body.versions[0].version as number;
  const { bundle } = (await studio('GET', `/flows/onboarding/versions/${newest}`)).body;
  edit(bundle);
  const existing = await studio('GET', '/flows/onboarding/draft');
  const saved = await studio('PUT', '/flows/onboarding/draft', {
    bundle,
    version: existing.status === 200 ? existing.body.version : null,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  return saved.body.version as number;
}

const addHeardFrom = (bundle: Json) => {
  const schema = bundle.schemas[CONFIRMATION];
  schema.properties.heardFrom = { type: 'string', minLength: 1, maxLength: 100, title: 'How did you hear of us?' };
  schema.required.push('heardFrom');
  bundle.uiSchemas['steps/confirmation.ui.json']['ui:order'].push('heardFrom');
};

describe('who may use the studio (AP §3 role 15, decision 250)', () => {
  it('anonymous: 401', async () => {
    expect((await server.request('GET', '/api/studio/flows')).status).toBe(401);
  });

  it('a signed-in user who is not staff: 403', async () => {
    const response = await studio('GET', '/flows', undefined, customer);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errorCode: 403 });
    const publish = await studio('POST', '/flows/onboarding/draft/publish', { draftVersion: 1 }, customer);
    expect(publish.status).toBe(403);
  });
});

describe('publishing a version', () => {
  let before: { sessionId: string; flowVersion: number };
  let passedBefore: { sessionId: string; flowVersion: number };

  it('lists the full flows with their newest version (the files are version 1) and no draft', async () => {
    const { body } = await studio('GET', '/flows');
    expect(body.flows.map((flow: { flowId: string }) => flow.flowId).sort()).toEqual([
      'onboarding',
      'onboarding-v2',
      'store-onboarding',
      'subsequent',
    ]);
    expect(body.flows.find((flow: { flowId: string }) => flow.flowId === 'onboarding')).toMatchObject({
      variants: ['agent', 'shortened'],
      newestVersion: { version: 1, publishedBy: null },
      draft: null,
    });
  });

  it('a variant is versioned with its base: no versions of its own', async () => {
    expect((await studio('GET', '/flows/agent/versions')).status).toBe(404);
  });

  it('a draft is saved with optimistic concurrency: a stale version is 409, nothing saved', async () => {
    before = await newSession();
    passedBefore = await newSession();
    expect((await submit(passedBefore.sessionId, 'confirmation', confirmation)).status).toBe(200);

    const version = await saveDraft(addHeardFrom);
    expect(version).toBe(1);
    const { bundle } = (await studio('GET', '/flows/onboarding/draft')).body;
    const again = await studio('PUT', '/flows/onboarding/draft', { bundle, version: null });
    expect(again.status).toBe(409);
    const saved = await studio('PUT', '/flows/onboarding/draft', { bundle, version: 1 });
    expect(saved).toMatchObject({ status: 200, body: { version: 2, basedOnVersion: 1 } });
    expect(saved.body.updatedBy).toEqual({ userId: staff.userId, emailAddress: staff.emailAddress });
    const stale = await studio('PUT', '/flows/onboarding/draft', { bundle, version: 1 });
    expect(stale.status).toBe(409);
  });

  it('validating reports the required field added to a step live sessions have passed', async () => {
    const { body } = await studio('POST', '/flows/onboarding/draft/validate');
    expect(body).toMatchObject({ draftVersion: 2, newestVersion: 1, problems: [], publishable: true });
    expect(body.needsConfirmation).toBe(true);
    expect(body.findings).toEqual([
      expect.objectContaining({ kind: 'requiredFieldAdded', step: 'confirmation', breaking: true }),
    ]);
    expect(body.findings[0].message).toContain('now requires "heardFrom", and 1 live session already passed it');
  });

  it('publishing a breaking change needs confirming; a stale draft version is refused', async () => {
    const unconfirmed = await studio('POST', '/flows/onboarding/draft/publish', { draftVersion: 2 });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.findings[0]).toMatchObject({ kind: 'requiredFieldAdded' });
    expect((await studio('POST', '/flows/onboarding/draft/publish', { draftVersion: 1 })).status).toBe(409);
    const published = await studio('POST', '/flows/onboarding/draft/publish', {
      draftVersion: 2,
      confirmBreaking: true,
    });
    expect(published.status).toBe(201);
    expect(published.body.version).toMatchObject({ flowId: 'onboarding', version: 2, fromVersion: null });
    expect(published.body.version.publishedBy.userId).toBe(staff.userId);
    // The draft became the version.
    expect((await studio('GET', '/flows/onboarding/draft')).status).toBe(404);
  });

  it('a new session takes the new version and gets the new field', async () => {
    const created = await newSession();
    expect(created.flowVersion).toBe(2);
    expect((await newSession('agent')).flowVersion).toBe(2);
    const schema = await stepSchema(created.sessionId, 'confirmation');
    expect(schema.required).toContain('heardFrom');
    const without = await submit(created.sessionId, 'confirmation', confirmation);
    expect(without.status).toBe(400);
    expect(without.body.fields).toEqual([expect.objectContaining({ path: '/heardFrom' })]);
    expect((await submit(created.sessionId, 'confirmation', { ...confirmation, heardFrom: 'a friend' })).status).toBe(
      200,
    );
  });

  it('a session started before keeps the old schema and can still submit', async () => {
    expect((await server.request('GET', `/api/sessions/${before.sessionId}`)).body.flowVersion).toBe(1);
    expect((await stepSchema(before.sessionId, 'confirmation')).properties).not.toHaveProperty('heardFrom');
    expect((await submit(before.sessionId, 'confirmation', confirmation)).status).toBe(200);
    // Going back to a step it passed: still version 1's step.
    expect((await submit(passedBefore.sessionId, 'confirmation', confirmation)).status).toBe(200);
  });

  it('a second server process on the same database agrees on the newest version', async () => {
    expect((await newSession('onboarding', second)).flowVersion).toBe(2);
    const old = await second.request('GET', `/api/sessions/${before.sessionId}/step?route=businessDetails`);
    expect(old.status).toBe(200);
  });

  it("a server on another database, in this same process, runs that database's version 2, not this one's", async () => {
    const other = await startTestServer(undefined, { workers: false });
    try {
      const otherStaff = await signedInUser(other);
      const em = other.orm.em.fork();
      setStaff(await em.findOneOrFail(User, { id: otherStaff.userId }), true);
      await em.flush();
      const onOther = (method: string, path: string, body?: unknown) =>
        other.request(method, `/api/studio/flows/onboarding${path}`, body, otherStaff.auth);
      // A new database starts on the files' version 1; its version 2 adds heardFrom as optional
      // where this database's version 2 requires it.
      expect((await newSession('onboarding', other)).flowVersion).toBe(1);
      const { bundle } = (await onOther('GET', '/versions/1')).body;
      bundle.schemas[CONFIRMATION].properties.heardFrom = { type: 'string', maxLength: 100 };
      expect((await onOther('PUT', '/draft', { bundle, version: null })).status).toBe(201);
      expect((await onOther('POST', '/draft/publish', { draftVersion: 1 })).status).toBe(201);

      const session = await newSession('onboarding', other);
      expect(session.flowVersion).toBe(2);
      const submitted = await other.request(
        'PUT',
        `/api/sessions/${session.sessionId}/steps/confirmation`,
        confirmation,
      );
      expect({ status: submitted.status, body: submitted.body }).toMatchObject({ status: 200 });
    } finally {
      await other.close();
    }
  });

  it('published versions are immutable, even in the database', async () => {
    await expect(
      server.orm.em.getConnection().execute("update flow_version set from_version = 7 where flow_id = 'onboarding'"),
    ).rejects.toThrow(/immutable/);
  });
});

describe('problems and breaking changes are reported before publishing', () => {
  it('a draft that `npm run flow -- validate` would refuse cannot be published', async () => {
    const draftVersion = await saveDraft((bundle) => (bundle.flows[FLOW_FILE].states.confirmation.on.NEXT = 'nowhere'));
    const check = await studio('POST', '/flows/onboarding/draft/validate');
    expect(check.body.publishable).toBe(false);
    expect(check.body.problems).toEqual([
      expect.objectContaining({
        text: `${FLOW_FILE}#/states/confirmation/on/NEXT/0/target: dangling target "nowhere"`,
      }),
    ]);
    const refused = await studio('POST', '/flows/onboarding/draft/publish', { draftVersion, confirmBreaking: true });
    expect(refused.status).toBe(409);
    expect(refused.body.problems).toHaveLength(1);
  });

  it('removing a step live sessions are on, and renumbering launch states, are breaking', async () => {
    const onBusinessDetails = await newSession();
    await submit(onBusinessDetails.sessionId, 'confirmation', { ...confirmation, heardFrom: 'radio' });
    await saveDraft((bundle) => {
      const { states } = bundle.flows[FLOW_FILE];
      delete states.businessDetailsSetupAnimation;
      states.businessDetails.on.NEXT = 'businessLocationDetails';
      states.businessDetails.meta.launchState = 150;
    });
    const { body } = await studio('POST', '/flows/onboarding/draft/validate');
    expect(body.problems).toEqual([]);
    expect(body.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'launchStateChanged', step: 'businessDetails', breaking: true }),
        expect.objectContaining({ kind: 'stepRemoved', step: 'businessDetailsSetupAnimation', breaking: false }),
      ]),
    );
    expect((await studio('DELETE', '/flows/onboarding/draft')).status).toBe(204);
  });

  it('a removed step with live sessions on it is breaking', async () => {
    const session = await newSession();
    await submit(session.sessionId, 'confirmation', { ...confirmation, heardFrom: 'radio' });
    await saveDraft((bundle) => {
      const { states } = bundle.flows[FLOW_FILE];
      delete states.businessDetails;
      states.confirmation.on.NEXT = 'businessLocationDetails';
      states.businessLocationDetails.meta.back = 'confirmation';
    });
    const { body } = await studio('POST', '/flows/onboarding/draft/validate');
    const removed = body.findings.find((finding: { kind: string }) => finding.kind === 'stepRemoved');
    expect(removed).toMatchObject({ step: 'businessDetails', breaking: true });
    expect(removed.message).toMatch(/live sessions? (is|are) on it/);
    expect((await studio('DELETE', '/flows/onboarding/draft')).status).toBe(204);
  });
});

describe('rollback, diff, history', () => {
  it('the diff between versions names the changed schema', async () => {
    const { body } = await studio('GET', '/flows/onboarding/diff?from=1&to=2');
    const files = body.changes.map((change: { file: string }) => change.file);
    expect(files).toContain('schemas/steps/confirmation.schema.json');
    expect(files).toContain('schemas/steps/confirmation.ui.json');
    const schemaChange = body.changes.find((change: { file: string }) => change.file.endsWith('schema.json'));
    expect(schemaChange.differences).toEqual(
      expect.arrayContaining([{ op: 'add', path: '/required/3', value: 'heardFrom' }]),
    );
  });

  it('a version against the draft', async () => {
    await saveDraft((bundle) => (bundle.flows[FLOW_FILE].title = 'Onboarding (spring)'));
    const { body } = await studio('GET', '/flows/onboarding/diff?from=2&to=draft');
    expect(body.changes).toEqual([
      {
        file: FLOW_FILE,
        change: 'changed',
        differences: [{ op: 'replace', path: '/title', value: 'Onboarding (spring)' }],
      },
    ]);
    expect((await studio('DELETE', '/flows/onboarding/draft')).status).toBe(204);
  });

  it('rolling back publishes the old version again as a new one; new sessions get it', async () => {
    const rolledBack = await studio('POST', '/flows/onboarding/versions/1/rollback', {});
    expect(rolledBack.status).toBe(201);
    expect(rolledBack.body.version).toMatchObject({ version: 3, fromVersion: 1 });
    const created = await newSession();
    expect(created.flowVersion).toBe(3);
    expect((await submit(created.sessionId, 'confirmation', confirmation)).status).toBe(200);
    const versions = (await studio('GET', '/flows/onboarding/versions')).body.versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0].publishedBy.emailAddress).toBe(staff.emailAddress);
  });

  it('the audit keeps who did what', async () => {
    const { body } = await studio('GET', '/flows/onboarding/audit');
    const actions = body.entries.map((entry: { action: string }) => entry.action);
    expect(actions[0]).toBe('rolledBack');
    expect(actions).toEqual(expect.arrayContaining(['seeded', 'draftSaved', 'draftDiscarded', 'published']));
    const published = body.entries.find((entry: { action: string }) => entry.action === 'published');
    expect(published).toMatchObject({ version: 2, by: { userId: staff.userId } });
    expect(published.detail.confirmedFindings).toHaveLength(1);
  });

  it('an unknown version or flow is 404', async () => {
    expect((await studio('GET', '/flows/onboarding/versions/99')).status).toBe(404);
    expect((await studio('GET', '/flows/nope/versions')).status).toBe(404);
    expect((await studio('GET', '/flows/onboarding/diff?from=1&to=99')).status).toBe(404);
  });
});
