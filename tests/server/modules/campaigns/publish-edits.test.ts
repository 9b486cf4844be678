import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalMember } from '../../../../server/modules/accounts/entities.ts';
import { CampaignRevision, ChannelUpdate } from '../../../../server/modules/campaigns/entities.ts';
import { FlowSession } from '../../../../server/modules/flow-sessions/entities.ts';
import { Portal } from '../../../../server/modules/portals/entities.ts';
import { FranchiseStore } from '../../../../server/modules/franchise/entities.ts';
import { Campaign, ChannelPublication } from '../../../../server/modules/campaigns/entities.ts';
import { WalletTransaction } from '../../../../server/modules/wallet/entities.ts';
import { AD_DETAILS_STEP } from '../../../../server/modules/campaigns/campaign-edits.ts';
import { lockedWallet, record } from '../../../../server/modules/wallet/wallet.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { dayFromToday, makeCampaign, ownProfile } from '../../../support/campaigns.ts';
import { testNetwork } from '../../../support/test-network.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

/** AP §9 live campaign edits published by the experts; decisions 200-203. */
const network = testNetwork();
let server: TestServer;
let staff: SignedInUser;
beforeAll(async () => {
  server = await startTestServer(undefined, { services: { adChannels: network } });
  staff = await signedInUser(server);
  // OL §6: AccountManager 4 reviews; staff are made by hand, never by sign-up.
  await server.orm.em
    .getConnection()
    .execute(`update app_user set role_ids = '[4]'::jsonb where id = ?`, [staff.userId]);
}, 60_000);
afterAll(async () => {
  await server.close();
});

const dayText = (days: number) => dayFromToday(days).toISOString().slice(0, 10);

async function owner() {
  const user = await signedInUser(server);
  return { user, profileId: await ownProfile(server, user) };
}

async function addFunds(profileId: number, amountMinor: number) {
  await server.orm.em.fork().transactional(async (tx) => {
    record(tx, await lockedWallet(tx, profileId, 'INR'), { kind: 'addFunds', amountMinor });
  });
}

const edit = (user: SignedInUser, profileId: number, campaignId: number, body: unknown) =>
  server.request(
    'POST',
    `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}/edits`,
    body,
    user.auth,
  );

async function pendingId(user: SignedInUser, profileId: number, campaignId: number, body: unknown): Promise<number> {
  const answer = await edit(user, profileId, campaignId, body);
  expect(answer.status).toBe(202);
  return (answer.body.pendingEdit as { id: number }).id;
}

const publish = (revisionId: number, auth = staff.auth) =>
  server.request('POST', `/api/review/edits/${String(revisionId)}/publish`, {}, auth);

const wallet = async (profileId: number, auth: Record<string, string>) =>
  (await server.request('GET', `/api/businessProfiles/${String(profileId)}/payment/wallet`, undefined, auth)).body as {
    availableBalance: number;
    lockedFunds: number;
  };

const entriesOf = (campaignId: number) =>
  server.orm.em.fork().find(WalletTransaction, { campaign: campaignId }, { orderBy: { id: 'asc' } });

/** A session holding the campaign's ad copy, as the onboarding leaves it. */
async function withAdCopy(campaignId: number, adCopy: Record<string, string>) {
  const session = await server.request('POST', '/api/flows/onboarding/sessions', {});
  const em = server.orm.em.fork();
  await em.nativeUpdate(FlowSession, { id: session.body.sessionId }, { steps: { [AD_DETAILS_STEP]: adCopy } });
  await em.nativeUpdate(Campaign, { id: campaignId }, { session: session.body.sessionId });
  return session.body.sessionId as string;
}

describe('staff publish a pending edit (AP §9)', () => {
  it('applies budget, schedule and ad copy to the campaign and its channels, locking the increase once', async () => {
    await server.orm.em.fork().nativeUpdate(Portal, {}, { isScheduleEditEnabled: true });
    try {
      const { user, profileId } = await owner();
      // Started 3 days ago, 11 days left of 14, ₹350 a day locked for them.
      const campaign = await makeCampaign(server, profileId, {
        name: 'bakery',
        lockedMinor: 385_000,
        channels: [1, 2],
      });
      const sessionId = await withAdCopy(campaign.id, { primaryText: 'Bread', headline: 'Open daily' });
      await addFunds(profileId, 300_000);
      const revisionId = await pendingId(user, profileId, campaign.id, {
        dailyBudget: 500,
        endDate: dayText(13),
        adCopy: { primaryText: 'Fresh bread daily' },
      });

      const queue = await server.request('GET', '/api/review/edits', undefined, staff.auth);
      expect(queue.status).toBe(200);
      const listed = (queue.body as { id: number }[]).find((each) => each.id === revisionId);
      expect(listed).toMatchObject({
        campaignId: campaign.id,
        campaignName: 'bakery',
        currencyCode: 'INR',
        changes: [
          { field: 'budgetMinor', before: 35_000, after: 50_000 },
          { field: 'endDate', before: dayText(11), after: dayText(13) },
          { field: 'primaryText', before: 'Bread', after: 'Fresh bread daily' },
        ],
      });

      const answer = await publish(revisionId);
      expect(answer.status).toBe(200);
      expect(answer.body.campaign).toMatchObject({ budgetMinor: 50_000, endDate: dayText(13) });
      // 13 days left at ₹500 against 11 at ₹350: ₹2,650 more locked, in one entry.
      const entries = await entriesOf(campaign.id);
      expect(entries.map((entry) => [entry.kind, entry.amountMinor])).toEqual([
        ['lock', 385_000],
        ['lock', 265_000],
      ]);
      expect(await wallet(profileId, user.auth)).toEqual(
        expect.objectContaining({ availableBalance: 35_000, lockedFunds: 650_000 }),
      );
      const em = server.orm.em.fork();
      expect((await em.findOneOrFail(Campaign, campaign.id)).lockedMinor).toBe(650_000);
      const session = await em.findOneOrFail(FlowSession, sessionId);
      expect(session.steps[AD_DETAILS_STEP]).toEqual({ primaryText: 'Fresh bread daily', headline: 'Open daily' });
      const revision = await em.findOneOrFail(CampaignRevision, revisionId);
      expect(revision).toMatchObject({ status: 'published', publishedBy: { id: staff.userId } });
      expect(revision.publishedAt).not.toBeNull();

      // Each channel was told, and the update recorded with the new payload.
      const publications = await em.find(
        ChannelPublication,
        { campaign: campaign.id },
        { orderBy: { channel: 'asc' } },
      );
      expect(network.updates.filter((each) => each.externalId.startsWith('test-bakery-'))).toEqual([
        {
          externalId: 'test-bakery-1',
          payload: expect.objectContaining({ dailyBudgetMinor: 50_000, endDate: dayText(13) }),
        },
        {
          externalId: 'test-bakery-2',
          payload: expect.objectContaining({ dailyBudgetMinor: 50_000, endDate: dayText(13) }),
        },
      ]);
      expect(publications.map((publication) => publication.payload.dailyBudgetMinor)).toEqual([50_000, 50_000]);
      expect(await em.count(ChannelUpdate, { revision: revisionId })).toBe(2);

      // The owner sees it published: no pending edit, the new values.
      const view = await server.request(
        'GET',
        `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaign.id)}/edits`,
        undefined,
        user.auth,
      );
      expect(view.body).toMatchObject({
        pendingEdit: null,
        values: { dailyBudget: 500, endDate: dayText(13), adCopy: { primaryText: 'Fresh bread daily' } },
      });
      const again = await server.request('GET', '/api/review/edits', undefined, staff.auth);
      expect((again.body as { id: number }[]).map((each) => each.id)).not.toContain(revisionId);
    } finally {
      await server.orm.em.fork().nativeUpdate(Portal, {}, { isScheduleEditEnabled: false });
    }
  });

  it('publishing twice, even at once, applies once: the other answer is 409', async () => {
    const { user, profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, { name: 'twice', lockedMinor: 385_000 });
    await addFunds(profileId, 200_000);
    const revisionId = await pendingId(user, profileId, campaign.id, { dailyBudget: 400 });
    const answers = await Promise.all([publish(revisionId), publish(revisionId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe('This edit is no longer pending: it has already been published.');
    const third = await publish(revisionId);
    expect(third.status).toBe(409);
    // 11 days × ₹50 more, locked once.
    expect((await entriesOf(campaign.id)).map((entry) => entry.amountMinor)).toEqual([385_000, 55_000]);
    expect(await server.orm.em.fork().count(ChannelUpdate, { revision: revisionId })).toBe(1);
  });

  it('insufficient funds: 402, and the campaign, wallet, channels and revision stay as they were', async () => {
    const { user, profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, { name: 'short', lockedMinor: 385_000 });
    await addFunds(profileId, 10_000);
    const revisionId = await pendingId(user, profileId, campaign.id, { dailyBudget: 500 });
    const updatesBefore = network.updates.length;
    const answer = await publish(revisionId);
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ errorCode: 402, shortfallMinor: 155_000, currencyCode: 'INR' });
    const em = server.orm.em.fork();
    expect(await em.findOneOrFail(Campaign, campaign.id)).toMatchObject({ budgetMinor: 35_000, lockedMinor: 385_000 });
    expect(await em.findOneOrFail(CampaignRevision, revisionId)).toMatchObject({
      status: 'pending',
      publishedAt: null,
    });
    expect((await entriesOf(campaign.id)).map((entry) => entry.amountMinor)).toEqual([385_000]);
    expect(network.updates.length).toBe(updatesBefore);
    expect(await em.count(ChannelUpdate, { revision: revisionId })).toBe(0);
  });

  it('a decrease gives the difference of the days left back to the wallet (decision 200)', async () => {
    const { user, profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, {
      name: 'lower',
      budgetMinor: 50_000,
      lockedMinor: 550_000,
    });
    const revisionId = await pendingId(user, profileId, campaign.id, { dailyBudget: 400 });
    expect((await publish(revisionId)).status).toBe(200);
    const entries = await entriesOf(campaign.id);
    expect(entries.map((entry) => [entry.kind, entry.amountMinor])).toEqual([
      ['lock', 550_000],
      ['release', 110_000],
    ]);
    expect(await wallet(profileId, user.auth)).toEqual(
      expect.objectContaining({ availableBalance: 110_000, lockedFunds: 440_000 }),
    );
  });

  it("a store's campaign settles with its store: an increase comes out of the store's budget, a decrease goes back (decision 203)", async () => {
    const { user, profileId } = await owner();
    await addFunds(profileId, 1_000_000);
    const em = server.orm.em.fork();
    // As a launch leaves it: each run's 550,000 locked and taken from the store's 2,000,000.
    const store = em.create(FranchiseStore, {
      businessProfile: profileId,
      name: 'Camden',
      costMinor: 2_000_000,
      costToBeSpentMinor: 900_000,
    });
    await em.flush();
    const lower = await makeCampaign(server, profileId, {
      name: 'store lower',
      budgetMinor: 50_000,
      lockedMinor: 550_000,
    });
    const higher = await makeCampaign(server, profileId, { name: 'store higher', budgetMinor: 50_000 });
    await em.nativeUpdate(Campaign, { id: { $in: [lower.id, higher.id] } }, { franchiseStore: store.id });
    const left = async () => (await server.orm.em.fork().findOneOrFail(FranchiseStore, store.id)).costToBeSpentMinor;

    expect((await publish(await pendingId(user, profileId, lower.id, { dailyBudget: 400 }))).status).toBe(200);
    expect(await left()).toBe(1_010_000);
    expect((await publish(await pendingId(user, profileId, higher.id, { dailyBudget: 550 }))).status).toBe(200);
    const [lock] = (await entriesOf(higher.id)).map((entry) => entry.amountMinor);
    expect(lock).toBeGreaterThan(0);
    expect(await left()).toBe(1_010_000 - (lock ?? 0));
  });

  it('a campaign still in review takes the edit, its whole run settled, with no channel to update yet', async () => {
    const { user, profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, {
      name: 'in review',
      adStatus: 2,
      startsIn: 2,
      days: 7,
      lockedMinor: 245_000,
    });
    await addFunds(profileId, 35_000);
    const revisionId = await pendingId(user, profileId, campaign.id, { dailyBudget: 400 });
    expect((await publish(revisionId)).status).toBe(200);
    // All 7 days are still to come: 7 × ₹50.
    expect((await entriesOf(campaign.id)).map((entry) => entry.amountMinor)).toEqual([245_000, 35_000]);
    expect(await server.orm.em.fork().findOneOrFail(Campaign, campaign.id)).toMatchObject({ budgetMinor: 40_000 });
  });

  it('non-staff and staff of another portal are refused (403), and see none of it', async () => {
    const { user, profileId } = await owner();
    const campaign = await makeCampaign(server, profileId, { name: 'guarded', lockedMinor: 385_000 });
    const revisionId = await pendingId(user, profileId, campaign.id, { dailyBudget: 360 });
    expect((await server.request('GET', '/api/review/edits', undefined, user.auth)).status).toBe(403);
    const ownerTry = await publish(revisionId, user.auth);
    expect(ownerTry.status).toBe(403);
    expect(ownerTry.body.message).toBe('Only account managers review campaigns.');

    const elsewhere = await signedInUser(server);
    const em = server.orm.em.fork();
    const portal = em.create(Portal, {
      domains: ['elsewhere.example'],
      headerLogo: null,
      title: 'Elsewhere',
      locale: 'en',
      supportLink: null,
      theme: {},
      featureFlags: {},
      regionConfig: [],
      isSignupEnabled: true,
      isBrandPortal: false,
      isCreativeBuilderPortal: false,
      isRichMediaAdBuilderPortal: false,
      isCampaignLaunchDisabled: false,
      isScheduleEditEnabled: false,
    });
    await em.flush();
    await em.nativeDelete(PortalMember, { user: elsewhere.userId });
    em.create(PortalMember, { user: elsewhere.userId, portal });
    await em.flush();
    await em.getConnection().execute(`update app_user set role_ids = '[4]'::jsonb where id = ?`, [elsewhere.userId]);
    const theirQueue = await server.request('GET', '/api/review/edits', undefined, elsewhere.auth);
    expect(theirQueue.status).toBe(200);
    expect((theirQueue.body as { id: number }[]).map((each) => each.id)).not.toContain(revisionId);
    const foreign = await publish(revisionId, elsewhere.auth);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Only the account managers of this campaign's portal publish its edits.");
    expect(await em.fork().findOneOrFail(CampaignRevision, revisionId)).toMatchObject({ status: 'pending' });
    expect((await publish(999_999)).status).toBe(404);
    expect((await publish(Number.NaN)).status).toBe(404);
  });

  it('lists the pending edits due soonest first', async () => {
    const { user, profileId } = await owner();
    const later = await makeCampaign(server, profileId, { name: 'later' });
    const sooner = await makeCampaign(server, profileId, { name: 'sooner' });
    const laterId = await pendingId(user, profileId, later.id, { dailyBudget: 380 });
    const soonerId = await pendingId(user, profileId, sooner.id, { dailyBudget: 390 });
    await server.orm.em
      .fork()
      .nativeUpdate(CampaignRevision, { id: soonerId }, { publishDueAt: new Date(Date.now() - 3_600_000) });
    const queue = await server.request('GET', '/api/review/edits', undefined, staff.auth);
    const ids = (queue.body as { id: number }[]).map((each) => each.id);
    expect(ids.indexOf(soonerId)).toBeLessThan(ids.indexOf(laterId));
    expect(ids.indexOf(soonerId)).toBeGreaterThanOrEqual(0);
  });
});
