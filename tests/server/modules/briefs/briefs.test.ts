import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileMember } from '../../../../server/modules/accounts/entities.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { briefCalls, briefIn, PLAN, type BriefCalls } from '../../../support/briefs.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function owner(): Promise<{ user: SignedInUser; profileId: number; calls: BriefCalls }> {
  const user = await signedInUser(server);
  const profileId = await ownProfile(server, user);
  return { user, profileId, calls: briefCalls(server, user, profileId) };
}

interface VersionBody {
  id: number;
  number: number;
  state: string;
  rejectionReason: string | null;
  signedName: string | null;
}
const statesOf = (body: { versions: VersionBody[] }) => body.versions.map((version) => [version.number, version.state]);
const fieldPaths = (body: { fields?: { path: string }[] }) => (body.fields ?? []).map((field) => field.path);

describe('a brief and its plan (AP §2 brief plan, §4 brief campaign versions)', () => {
  let calls: BriefCalls;
  beforeAll(async () => {
    ({ calls } = await owner());
  });

  it('a new brief is a draft (6) with no plan; its owner is a brief approver', async () => {
    const created = await calls.create('Diwali sale', 'Bring shoppers in');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Diwali sale',
      description: 'Bring shoppers in',
      status: 6,
      canDecide: true,
      versions: [],
      latestVersion: null,
    });
  });

  it('a plan makes it new (1); an edit before a decision marks the version it replaces edited', async () => {
    const id = (await calls.create('Edited plan')).body.id as number;
    const first = await calls.propose(id);
    expect(first.status).toBe(201);
    expect(first.body.status).toBe(1);
    expect(statesOf(first.body)).toEqual([[1, 'pending']]);
    expect(first.body.versions[0]).toMatchObject({ ...PLAN, notes: null, decidedAt: null });
    const second = await calls.propose(id, { ...PLAN, budgetMinor: 4_000_000, notes: 'Smaller budget' });
    expect(statesOf(second.body)).toEqual([
      [2, 'pending'],
      [1, 'edited'],
    ]);
    expect(second.body.latestVersion).toEqual({ number: 2, state: 'pending' });
  });

  it('approve signs with the typed full name: the version approved, the brief ongoing (2), no more edits', async () => {
    const id = (await calls.create('To approve')).body.id as number;
    const versionId = (await calls.propose(id)).body.versions[0].id as number;
    const wrongName = await calls.approve(id, versionId, { typedName: 'Someone Else', agreed: true });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.fields).toEqual([
      { path: '/typedName', message: 'Type your full name as it is on your account to sign' },
    ]);
    const notAgreed = await calls.approve(id, versionId, { typedName: 'Priya Raman', agreed: false });
    expect(notAgreed.status).toBe(400);
    expect(fieldPaths(notAgreed.body)).toContain('/agreed');

    const approved = await calls.approve(id, versionId, { typedName: '  priya   RAMAN ', agreed: true });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe(2);
    expect(approved.body.versions[0]).toMatchObject({
      state: 'approved',
      signedName: 'priya   RAMAN',
      rejectionReason: null,
    });
    expect(approved.body.versions[0].decidedAt).toEqual(expect.any(String));

    const again = await calls.approve(id, versionId);
    expect(again.status).toBe(409);
    const edit = await calls.propose(id);
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This brief’s plan has been approved: it can no longer be edited.');
    // decision 290: beside the English, the reason a screen says in its own language.
    expect(edit.body.reason).toEqual({ key: 'briefPlanApproved' });
    expect(again.body.reason).toEqual({ key: 'briefVersionDecided' });
  });

  it('reject needs a reason; the brief goes back to draft (6) and a new version awaits a decision', async () => {
    const id = (await calls.create('To reject')).body.id as number;
    const versionId = (await calls.propose(id)).body.versions[0].id as number;
    for (const reason of ['', 'no', '   ', undefined]) {
      const refused = await calls.reject(id, versionId, reason);
      expect(refused.status, String(reason)).toBe(400);
      expect(refused.body.errorCode).toBe(102);
    }
    const rejected = await calls.reject(id, versionId, 'The budget is too high for November.');
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe(6);
    expect(rejected.body.versions[0]).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The budget is too high for November.',
    });
    expect((await calls.approve(id, versionId)).status).toBe(409);
    const edited = await calls.propose(id, { ...PLAN, budgetMinor: 3_000_000 });
    expect(edited.body.status).toBe(1);
    expect(statesOf(edited.body)).toEqual([
      [2, 'pending'],
      [1, 'rejected'],
    ]);
  });

  it.each([
    ['an end before the start', { ...PLAN, endDate: '2026-10-31' }, '/endDate'],
    ['a budget under the minimum', { ...PLAN, budgetMinor: 99 }, '/budgetMinor'],
    ['an unknown currency', { ...PLAN, currencyCode: 'USD' }, '/currencyCode'],
    ['no campaign name', { ...PLAN, campaignName: ' ' }, '/campaignName'],
  ])('a plan with %s is refused at %s', async (_label, plan, path) => {
    const id = (await calls.create('Bad plan')).body.id as number;
    const answer = await calls.propose(id, plan);
    expect(answer.status).toBe(400);
    expect(fieldPaths(answer.body)).toContain(path);
  });
});

describe('who decides (AP §1 brief approver; decision 181)', () => {
  it('a client-access member sees and plans briefs but cannot approve, reject or change a status: 403', async () => {
    const { profileId, calls } = await owner();
    const id = await briefIn(calls, 'Shared brief', 1);
    const versionId = (await calls.get(id)).body.versions[0].id as number;
    const colleague = await signedInUser(server, { firstName: 'Ravi', lastName: 'Kumar' });
    const em = server.orm.em.fork();
    em.create(ProfileMember, { user: colleague.userId, businessProfile: profileId, roleId: 45 });
    await em.flush();
    const theirs = briefCalls(server, colleague, profileId);

    const seen = await theirs.get(id);
    expect(seen.status).toBe(200);
    expect(seen.body.canDecide).toBe(false);
    for (const answer of [
      await theirs.approve(id, versionId, { typedName: 'Ravi Kumar', agreed: true }),
      await theirs.reject(id, versionId, 'Not for me to say'),
      await theirs.setStatus(id, 3),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errorCode).toBe(403);
      expect(answer.body.reason).toEqual({ key: 'notBriefApprover' });
    }
    expect((await theirs.propose(id, { ...PLAN, notes: 'An edit from Ravi' })).status).toBe(201);
    expect((await calls.get(id)).body.status).toBe(1);
  });

  it("another profile's brief, a brief or version that does not exist: 404 (104); another user's profile: 403 (113)", async () => {
    const mine = await owner();
    const stranger = await owner();
    const id = await briefIn(mine.calls, 'Private', 1);
    const versionId = (await mine.calls.get(id)).body.versions[0].id as number;
    const otherId = await briefIn(mine.calls, 'Other', 1);
    for (const answer of [
      await stranger.calls.get(id),
      await stranger.calls.approve(id, versionId),
      await stranger.calls.propose(id),
      await stranger.calls.get(99_999_999),
      await mine.calls.approve(otherId, versionId),
      await mine.calls.reject(id, 99_999_999, 'No such version'),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe(104);
    }
    const forbidden = await server.request(
      'GET',
      `/api/businessProfiles/${String(mine.profileId)}/briefs/${String(id)}`,
      undefined,
      stranger.user.auth,
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errorCode).toBe(113);
    expect((await server.request('GET', `/api/businessProfiles/${String(mine.profileId)}/briefs`)).status).toBe(401);
  });
});

describe("an approved brief's status (AP §3 brief filter ids)", () => {
  let calls: BriefCalls;
  beforeAll(async () => {
    ({ calls } = await owner());
  });

  it.each([
    ['ongoing → paused', 2, 3, 200],
    ['ongoing → post-campaign', 2, 4, 200],
    ['paused → ongoing', 3, 2, 200],
    ['paused → post-campaign', 3, 4, 200],
    ['post-campaign → completed', 4, 5, 200],
    ['draft → ongoing', 6, 2, 409],
    ['new → paused', 1, 3, 409],
    ['ongoing → completed', 2, 5, 409],
    ['completed → ongoing', 5, 2, 409],
    ['post-campaign → paused', 4, 3, 409],
  ] as const)('%s: %s', async (_label, from, to, status) => {
    const id = await briefIn(calls, `${String(from)} to ${String(to)}`, from);
    const answer = await calls.setStatus(id, to);
    expect(answer.status).toBe(status);
    if (status === 409) expect(answer.body.reason).toEqual({ key: 'briefTransition', params: { from, to } });
    expect((await calls.get(id)).body.status).toBe(status === 200 ? to : from);
  });

  it.each([[1], [6], [0], ['2']])('status %j cannot be set: 400 (102)', async (status) => {
    const id = await briefIn(calls, 'Ongoing', 2);
    const answer = await calls.setStatus(id, status);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(102);
  });
});

describe('the list: brief filter and paging', () => {
  let calls: BriefCalls;
  beforeAll(async () => {
    ({ calls } = await owner());
    // In this order: the last one changed is listed first.
    for (const [title, status] of [
      ['draft', 6],
      ['new', 1],
      ['ongoing', 2],
      ['paused', 3],
      ['post-campaign', 4],
      ['completed', 5],
      ['another draft', 6],
    ] as const) {
      await briefIn(calls, title, status);
    }
  });

  const titles = async (query: string) => {
    const answer = await calls.list(query);
    expect(answer.status).toBe(200);
    return { titles: (answer.body.items as { title: string }[]).map((item) => item.title), body: answer.body };
  };

  it.each([
    ['0', ['another draft', 'completed', 'post-campaign', 'paused', 'ongoing', 'new', 'draft']],
    ['1', ['new']],
    ['2', ['ongoing']],
    ['3', ['paused']],
    ['4', ['post-campaign']],
    ['5', ['completed']],
    ['6', ['another draft', 'draft']],
  ])('filter=%s lists %j', async (filter, expected) => {
    const { titles: found, body } = await titles(`filter=${filter}`);
    expect(found).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('no filter is all; pages of two, the last one short', async () => {
    expect((await titles('')).body.total).toBe(7);
    const first = await titles('pageSize=2');
    expect(first.body).toMatchObject({ total: 7, page: 1, pageSize: 2 });
    expect(first.titles).toEqual(['another draft', 'completed']);
    expect((await titles('pageSize=2&page=2')).titles).toEqual(['post-campaign', 'paused']);
    expect((await titles('pageSize=2&page=4')).titles).toEqual(['draft']);
    expect((await titles('pageSize=2&page=5')).titles).toEqual([]);
    const item = (await calls.list('filter=2')).body.items[0];
    expect(item).toMatchObject({ status: 2, latestVersion: { number: 1, state: 'approved' } });
  });

  it.each([['filter=7'], ['filter=all'], ['page=0'], ['pageSize=500'], ['status=1']])(
    '%s is refused: 400 (102)',
    async (query) => {
      const answer = await calls.list(query);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe(102);
    },
  );
});
