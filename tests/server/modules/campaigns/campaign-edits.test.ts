import { beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../../../server/modules/accounts/entities.ts';
import { CampaignRevision } from '../../../../server/modules/campaigns/entities.ts';
import { Portal } from '../../../../server/modules/portals/entities.ts';
import { AD_STATUS, Campaign } from '../../../../server/modules/campaigns/entities.ts';
import { submitEdit } from '../../../../server/modules/campaigns/campaign-edits.ts';
import { addWorkingDays } from '../../../../server/modules/campaigns/working-days.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { dayFromToday, makeCampaign, ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
let user: SignedInUser;
let profileId: number;
beforeAll(async () => {
  server = await sharedTestServer();
  user = await signedInUser(server);
  profileId = await ownProfile(server, user);
});

const dayText = (days: number) => dayFromToday(days).toISOString().slice(0, 10);
const editsOf = (campaignId: number) =>
  `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}/edits`;
const edit = (campaignId: number, body: unknown, auth = user.auth) =>
  server.request('POST', editsOf(campaignId), body, auth);

async function setScheduleEdit(enabled: boolean) {
  await server.orm.em.fork().nativeUpdate(Portal, {}, { isScheduleEditEnabled: enabled });
}

describe('editing a campaign (AP §2 editCampaign, §9 published within 2 working days)', () => {
  it('a live campaign: the budget and ad copy edit is pending, due 2 working days on, and the dashboard shows it', async () => {
    const campaign = await makeCampaign(server, profileId, { name: 'live copy' });
    const answer = await edit(campaign.id, { dailyBudget: 500, adCopy: { primaryText: 'Fresh bread daily' } });
    expect(answer.status).toBe(202);
    const pending = answer.body.pendingEdit as { changes: unknown; submittedAt: string; publishDueAt: string };
    expect(pending.changes).toEqual({ budgetMinor: 50_000, adCopy: { primaryText: 'Fresh bread daily' } });
    expect(pending.publishDueAt).toBe(addWorkingDays(new Date(pending.submittedAt), 2, 'IN').toISOString());
    // The published campaign is unchanged until the experts publish the edit.
    const stored = await server.orm.em.fork().findOneOrFail(Campaign, campaign.id);
    expect(stored.budgetMinor).toBe(35_000);
    const list = await server.request(
      'GET',
      `/api/businessProfiles/${String(profileId)}/roimaticCampaigns?state=all&limit=100`,
      undefined,
      user.auth,
    );
    const row = (list.body.items as { id: number; pendingEdit: unknown }[]).find((item) => item.id === campaign.id);
    expect(row?.pendingEdit).toMatchObject({ publishDueAt: pending.publishDueAt });
    const view = await server.request('GET', editsOf(campaign.id), undefined, user.auth);
    expect(view.body).toMatchObject({
      values: { dailyBudget: 350, startDate: dayText(-3), endDate: dayText(11) },
      pendingEdit: { changes: pending.changes },
      minimumDailyBudget: 350,
    });
  });

  it('a second edit folds into the pending one; a value set back drops out; nothing new is 200 unchanged', async () => {
    const campaign = await makeCampaign(server, profileId, { name: 'folding' });
    await edit(campaign.id, { dailyBudget: 500 });
    const second = await edit(campaign.id, { adCopy: { headline: 'Open late' } });
    expect(second.body.pendingEdit.changes).toEqual({ budgetMinor: 50_000, adCopy: { headline: 'Open late' } });
    const again = await edit(campaign.id, { adCopy: { headline: 'Open late' } });
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    const back = await edit(campaign.id, { dailyBudget: 350 });
    expect(back.body.pendingEdit.changes).toEqual({ adCopy: { headline: 'Open late' } });
    expect(await server.orm.em.fork().count(CampaignRevision, { campaign: campaign.id })).toBe(1);
  });

  it('concurrent edits of different fields fold into one pending revision holding both', async () => {
    const campaign = await makeCampaign(server, profileId, { name: 'concurrent' });
    const answers = await Promise.all([
      edit(campaign.id, { dailyBudget: 450 }),
      edit(campaign.id, { adCopy: { primaryText: 'Open on Sundays' } }),
      edit(campaign.id, { adCopy: { description: 'Bread, cakes and coffee' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const revisions = await server.orm.em.fork().find(CampaignRevision, { campaign: campaign.id });
    expect(revisions).toHaveLength(1);
    expect(revisions[0]?.changes).toEqual({
      budgetMinor: 45_000,
      adCopy: { primaryText: 'Open on Sundays', description: 'Bread, cakes and coffee' },
    });
  });

  it('a draft is edited in its campaign flow: 409, and nothing is recorded', async () => {
    const draft = await makeCampaign(server, profileId, { name: 'draft', adStatus: AD_STATUS.new });
    const answer = await edit(draft.id, { dailyBudget: 500 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A draft campaign is edited in its campaign flow.');
    expect(await server.orm.em.fork().count(CampaignRevision, { campaign: draft.id })).toBe(0);
  });

  it('a campaign in review takes edits too; an ended or deleted one does not', async () => {
    const inReview = await makeCampaign(server, profileId, {
      name: 'in review',
      adStatus: AD_STATUS.inReview,
      startsIn: 2,
    });
    expect((await edit(inReview.id, { dailyBudget: 400 })).status).toBe(202);
    const ended = await makeCampaign(server, profileId, { name: 'ended', startsIn: -20, days: 7 });
    expect((await edit(ended.id, { dailyBudget: 400 })).status).toBe(409);
    const deleted = await makeCampaign(server, profileId, { name: 'deleted', adStatus: AD_STATUS.deleted });
    expect((await edit(deleted.id, { dailyBudget: 400 })).status).toBe(404);
  });

  it('the schedule changes only on a portal with isScheduleEditEnabled (AP §3, §6)', async () => {
    const campaign = await makeCampaign(server, profileId, { name: 'schedule', startsIn: 5 });
    await setScheduleEdit(false);
    const refused = await edit(campaign.id, { endDate: dayText(30) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Changing a campaign's schedule is turned off on this portal.");
    expect((await server.request('GET', editsOf(campaign.id), undefined, user.auth)).body.scheduleEditEnabled).toBe(
      false,
    );
    // The published schedule sent back unchanged is no schedule change.
    expect((await edit(campaign.id, { endDate: dayText(19), dailyBudget: 360 })).status).toBe(202);
    await setScheduleEdit(true);
    try {
      const allowed = await edit(campaign.id, { schedulingMode: 1, startDate: dayText(6), endDate: dayText(30) });
      expect(allowed.status).toBe(202);
      expect(allowed.body.pendingEdit.changes).toEqual({
        budgetMinor: 36_000,
        schedulingMode: 1,
        startDate: dayText(6),
        endDate: dayText(30),
      });
    } finally {
      await setScheduleEdit(false);
    }
  });

  it("another user's campaign is refused, and so is another profile's", async () => {
    const campaign = await makeCampaign(server, profileId, { name: 'mine' });
    const stranger = await signedInUser(server);
    expect((await edit(campaign.id, { dailyBudget: 500 }, stranger.auth)).status).toBe(403);
    const strangerProfile = await ownProfile(server, stranger);
    const viaOwnProfile = await server.request(
      'POST',
      `/api/businessProfiles/${String(strangerProfile)}/roimaticCampaigns/${String(campaign.id)}/edits`,
      { dailyBudget: 500 },
      stranger.auth,
    );
    expect(viaOwnProfile.status).toBe(404);
    expect(await server.orm.em.fork().count(CampaignRevision, { campaign: campaign.id })).toBe(0);
  });

  it.each([
    ['no field', {}, ''],
    ['an unknown field', { name: 'x' }, ''],
    ['a budget of three decimals', { dailyBudget: 400.123 }, '/dailyBudget'],
    ['a budget under the minimum (₹350)', { dailyBudget: 100 }, '/dailyBudget'],
    ['primary text over 30 characters', { adCopy: { primaryText: 'x'.repeat(31) } }, '/adCopy/primaryText'],
    ['an empty ad copy', { adCopy: {} }, '/adCopy'],
    ['a date that is not one', { endDate: '2026-02-30' }, '/endDate'],
  ])('%s is refused with 400 (102)', async (_rule, body, path) => {
    await setScheduleEdit(true);
    try {
      const campaign = await makeCampaign(server, profileId, { name: 'bad input' });
      const answer = await edit(campaign.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe(102);
      if (path !== '') expect(answer.body.fields.map((field: { path: string }) => field.path)).toContain(path);
    } finally {
      await setScheduleEdit(false);
    }
  });

  it.each([
    ['an end date in the past', { endDate: dayText(-1) }, '/endDate'],
    ['a run under 7 days', { endDate: dayText(1) }, '/endDate'],
    ['moving the start of a campaign that has started', { startDate: dayText(2) }, '/startDate'],
  ])('%s is refused with 400 on %s', async (_rule, body, path) => {
    await setScheduleEdit(true);
    try {
      const campaign = await makeCampaign(server, profileId, { name: 'bad run', startsIn: -3 });
      const answer = await edit(campaign.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields.map((field: { path: string }) => field.path)).toContain(path);
    } finally {
      await setScheduleEdit(false);
    }
  });

  it('a non-numeric campaign id is no campaign (404)', async () => {
    const answer = await server.request(
      'POST',
      `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/12x/edits`,
      { dailyBudget: 500 },
      user.auth,
    );
    expect(answer.status).toBe(404);
  });
});

describe('when an edit is due: 2 working days, weekends and the region’s public holidays skipped', () => {
  it.each([
    ['IN: Friday → Tuesday across the weekend', 'IN', '2026-11-20T06:00:00Z', '2026-11-24T06:00:00.000Z'],
    [
      'IN: Friday 23 Jan → Wednesday 28 Jan 2026 (Republic Day, Monday 26th)',
      'IN',
      '2026-01-23T06:00:00Z',
      '2026-01-28T06:00:00.000Z',
    ],
    ['GB: Friday → Tuesday across the weekend', 'GB', '2026-11-20T10:00:00Z', '2026-11-24T10:00:00.000Z'],
    [
      'GB: Friday 22 May → Wednesday 27 May 2026 (Spring bank holiday, Monday 25th)',
      'GB',
      '2026-05-22T10:00:00Z',
      '2026-05-27T10:00:00.000Z',
    ],
  ])('%s', async (_rule, region, now, due) => {
    const campaign = await makeCampaign(server, profileId, { name: `due ${region}`, startsIn: -3, days: 400 });
    await server.orm.em.fork().nativeUpdate(Campaign, { id: campaign.id }, { region });
    const owner = await server.orm.em.fork().findOneOrFail(User, user.userId);
    const { revision } = await submitEdit(
      server.orm.em.fork(),
      campaign.id,
      { adCopy: { headline: 'Due' } },
      {
        user: owner,
        scheduleEditEnabled: false,
        now: new Date(now),
      },
    );
    expect(revision?.publishDueAt.toISOString()).toBe(due);
  });
});
