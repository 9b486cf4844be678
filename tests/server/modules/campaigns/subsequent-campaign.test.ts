import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../support/accounts.ts';
import { dayFromToday, ownProfile } from '../../../support/campaigns.ts';
import { newCampaign, paidCampaign, walkCampaignTo } from '../../../support/signed-in-campaign.ts';
import { Campaign } from '../../../../server/modules/campaigns/entities.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

/** OL §2, §7: a signed-in user starts a campaign from the dashboard and launches it through the `subsequent` flow. */
let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const dayText = (days: number) => dayFromToday(days).toISOString().slice(0, 10);

describe('a new campaign of a signed-in user', () => {
  it("is a draft with §9's defaults, in a session of the subsequent flow that only its owner opens", async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const created = await newCampaign(server, user, profileId);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      isDraft: true,
      adStatus: 1,
      status: 'None',
      budgetType: 2,
      budgetMinor: 100,
      objectiveId: 1,
      schedulingMode: 1,
      region: 'IN',
      currencyCode: 'INR',
      startDate: dayText(2),
      endDate: dayText(9),
    });
    const sessionId = created.body.sessionId as string;
    const session = await server.request('GET', `/api/sessions/${sessionId}`, undefined, user.auth);
    expect(session.body).toMatchObject({ flowId: 'subsequent', step: 'selectObjective' });
    expect((await server.request('GET', `/api/sessions/${sessionId}`)).status).toBe(401);
    const stranger = await signedInUser(server);
    expect((await server.request('GET', `/api/sessions/${sessionId}`, undefined, stranger.auth)).status).toBe(403);
  });

  it('is refused on a profile that is not the caller’s, and with a region the product does not serve', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const stranger = await signedInUser(server);
    expect((await newCampaign(server, stranger, profileId)).body.errorCode).toBe(113);
    const badRegion = await newCampaign(server, user, profileId, { region: 'US' });
    expect([badRegion.status, badRegion.body.errorCode]).toEqual([400, 102]);
  });

  it('walks the flow to the launch: the same campaign goes to review, its budget locked, and the dashboard shows it', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const created = await paidCampaign(server, user, profileId, { region: 'IN' });
    const sessionId = created.body.sessionId as string;
    const launched = await server.request('PUT', `/api/sessions/${sessionId}/steps/launching`, {}, user.auth);
    expect(launched.status).toBe(200);

    const campaign = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/roimaticCampaigns/${created.body.id as number}`,
      undefined,
      user.auth,
    );
    expect(campaign.body).toMatchObject({ id: created.body.id, adStatus: 2, isDraft: false, launchState: 2000 });
    expect(campaign.body.lockedMinor).toBeGreaterThan(0);
    const inReview = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/roimaticCampaigns?state=inReview`,
      undefined,
      user.auth,
    );
    expect(inReview.body.items.map((item: { id: number }) => item.id)).toEqual([created.body.id]);
  });

  it('the launch call does not skip the flow: a campaign whose steps stop at the budget is refused (409)', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const created = await paidCampaign(server, user, profileId, {}, 'channelSelection');
    const launch = await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/roimaticCampaigns/${created.body.id as number}/launch`,
      {},
      user.auth,
    );
    expect(launch.body).toEqual({ errorCode: 409, message: "Finish the campaign's steps before launching it." });
  });

  it('a draft deleted on the dashboard cannot be launched from its flow', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(server, user);
    const created = await paidCampaign(server, user, profileId, {});
    const sessionId = created.body.sessionId as string;
    const campaignPath = `/api/businessProfiles/${profileId}/roimaticCampaigns/${created.body.id as number}`;
    expect((await server.request('PATCH', campaignPath, { adStatus: 4 }, user.auth)).status).toBe(200);
    const launched = await server.request('PUT', `/api/sessions/${sessionId}/steps/launching`, {}, user.auth);
    expect(launched.body).toEqual({ errorCode: 409, message: 'This draft was deleted.' });
    expect((await server.request('GET', campaignPath, undefined, user.auth)).body).toMatchObject({
      adStatus: 4,
      lockedMinor: 0,
    });
  });
});

describe("a campaign's name in its owner's language (decision 474)", () => {
  it('is written in the language the owner saved, English for one who saved none', async () => {
    const monthIn = (locale: string, day: string) =>
      new Date(day).toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const names: string[] = [];
    for (const languageId of [3, null]) {
      const user = await signedInUser(server);
      const profileId = await ownProfile(server, user);
      if (languageId !== null) {
        const saved = await server.request('PATCH', `/api/users/${String(user.userId)}`, { languageId }, user.auth);
        expect(saved.status).toBe(200);
      }
      const created = await newCampaign(server, user, profileId);
      // Before its objective is chosen, then named by the one chosen (the walk's first: phone calls).
      names.push(created.body.name as string);
      await walkCampaignTo(server, user, created.body.sessionId as string, 'launching');
      const campaign = await server.orm.em.fork().findOneOrFail(Campaign, created.body.id as number);
      names.push(campaign.name);
    }
    const draftDay = dayText(2);
    expect(names).toEqual([
      `קמפיין חדש – ${monthIn('he', draftDay)}`,
      expect.stringMatching(/^שיחות טלפון – /),
      `New campaign – ${monthIn('en-GB', draftDay)}`,
      expect.stringMatching(/^Phone calls – [A-Z][a-z]{2} \d{4}$/),
    ]);
  });
});
