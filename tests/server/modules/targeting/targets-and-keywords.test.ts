import { beforeAll, describe, expect, it } from 'vitest';
import { FlowSession } from '../../../../server/modules/flow-sessions/entities.ts';
import { suggestKeywords } from '../../../../server/modules/targeting/keyword-suggestions.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { project } from '../../../support/project.ts';
import { newCampaign, walkCampaignTo } from '../../../support/signed-in-campaign.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

/** OL §7 GET .../targets and GET .../keywords: a campaign's, a flow session's and a profile's. */
let server: SharedTestServer;
let owner: SignedInUser;
let stranger: SignedInUser;
let profileId: number;
let campaignId: number;
let sessionId: string;

interface Target {
  readonly id: string;
  readonly name: string;
  readonly type: number;
  readonly topic: string;
}

const campaignBase = () => `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}`;
const targets = (query: string, user: SignedInUser = owner) =>
  server.request('GET', `${campaignBase()}/targets?${query}`, undefined, user.auth);
const keywords = (user: SignedInUser = owner) =>
  server.request('GET', `${campaignBase()}/keywords`, undefined, user.auth);
const validKeyword = (keyword: string) =>
  project.validate('entities/keyword.schema.json#/$defs/keywordText', keyword).valid;

beforeAll(async () => {
  server = await sharedTestServer();
  owner = await signedInUser(server);
  stranger = await signedInUser(server);
  profileId = await ownProfile(server, owner);
  const created = await newCampaign(server, owner, profileId);
  campaignId = created.body.id as number;
  sessionId = created.body.sessionId as string;
  // Past the services to promote, answered with their example ('Birthday cakes', 'Eggless pastries').
  await walkCampaignTo(server, owner, sessionId, 'offerDetails');
}, 60_000);

describe('targets (OL §7 searchQuery, fbTargetTypes)', () => {
  it('finds interests and behaviours by part of the name, in any case, exact and prefix matches first', async () => {
    const { status, body } = await targets('searchQuery=BAK');
    expect(status).toBe(200);
    const found = body as Target[];
    expect(found.map((target) => target.name)).toEqual(expect.arrayContaining(['Baking', 'Bakeries']));
    expect(found.every((target) => target.name.toLowerCase().includes('bak'))).toBe(true);
    expect(found[0]).toMatchObject({ id: expect.stringMatching(/^[0-9]+$/), type: 1, topic: 'Food and drink' });
  });

  it('keeps the ids of targets from one call to the next', async () => {
    const first = (await targets('searchQuery=yoga')).body as Target[];
    const again = (
      await server.request('GET', `/api/sessions/${sessionId}/targets?searchQuery=Yoga`, undefined, owner.auth)
    ).body as Target[];
    expect(first[0]?.name).toBe('Yoga');
    expect(again[0]).toEqual(first[0]);
  });

  it.each([
    ['interests only', 'fbTargetTypes=1', [1]],
    ['behaviours only', 'fbTargetTypes=3', [3]],
    ['both, the parameter repeated', 'fbTargetTypes=1&fbTargetTypes=3', [1, 3]],
    ['both, without the parameter', '', [1, 3]],
  ])('filters by type: %s', async (_label, types, expected) => {
    const found = (await targets(`searchQuery=shop&limit=50&${types}`)).body as Target[];
    expect([...new Set(found.map((target) => target.type))].sort()).toEqual(expected);
  });

  it('answers at most `limit` targets, 20 unless asked', async () => {
    expect(((await targets('searchQuery=e')).body as Target[]).length).toBe(20);
    expect(((await targets('searchQuery=e&limit=5')).body as Target[]).length).toBe(5);
    expect(((await targets('searchQuery=e&limit=50')).body as Target[]).length).toBe(50);
  });

  it('finds nothing for an empty query, and nothing for a name it does not know', async () => {
    expect((await targets('searchQuery=')).body).toEqual([]);
    expect((await targets('searchQuery=zzqx')).body).toEqual([]);
  });

  it.each([
    ['no searchQuery', 'fbTargetTypes=1'],
    ['an unknown type', 'searchQuery=cake&fbTargetTypes=2'],
    ['a limit of 0', 'searchQuery=cake&limit=0'],
    ['a limit over 50', 'searchQuery=cake&limit=51'],
    ['a parameter it does not take', 'searchQuery=cake&colour=red'],
    ['a query over 100 characters', `searchQuery=${'a'.repeat(101)}`],
  ])('refuses %s: 400 (102)', async (_label, query) => {
    const { status, body } = await targets(query);
    expect([status, body.errorCode]).toEqual([400, 102]);
  });
});

describe('keywords (OL §7, each valid per §5)', () => {
  it("suggests at least 10 valid, unique keywords from the profile's services, business and places", async () => {
    // The profile's onboarding answered its business details (the session a sign-up makes the profile from).
    const onboarding = await server.request('POST', '/api/flows/onboarding-v2/sessions', {});
    const onboardingId = onboarding.body.sessionId as string;
    const details = { name: 'Chai Crumbs', category: 'Bakery', services: ['Birthday cakes', 'Eggless pastries'] };
    await server.request('PUT', `/api/sessions/${onboardingId}/steps/businessDetailsv2`, details);
    await server.orm.em
      .fork()
      .nativeUpdate(FlowSession, { id: onboardingId }, { ownerId: owner.userId, businessProfileId: profileId });
    const { status, body } = await keywords();
    expect(status).toBe(200);
    const suggested = body as string[];
    expect(suggested.length).toBeGreaterThanOrEqual(10);
    expect(new Set(suggested).size).toBe(suggested.length);
    expect(suggested.filter((keyword) => !validKeyword(keyword))).toEqual([]);
    expect(suggested).toEqual(expect.arrayContaining(['birthday cakes', 'eggless pastries', 'bakery near me']));
  });

  it('makes them from an anonymous onboarding session too: type, services and name', async () => {
    const created = await server.request('POST', '/api/flows/onboarding-v2/sessions', {});
    const anonymous = created.body.sessionId as string;
    const details = { name: 'Chai & Crumbs', category: 'Bakery', services: ['Custom cakes', 'Eggless pastries'] };
    expect((await server.request('PUT', `/api/sessions/${anonymous}/steps/businessDetailsv2`, details)).status).toBe(
      200,
    );
    const suggested = (await server.request('GET', `/api/sessions/${anonymous}/keywords`)).body as string[];
    expect(suggested).toEqual(expect.arrayContaining(['custom cakes', 'bakery', 'chai crumbs', 'best bakery']));
    expect(suggested.length).toBeGreaterThanOrEqual(10);
    expect(suggested.filter((keyword) => !validKeyword(keyword))).toEqual([]);
  });

  it("adds the services the catalogue knows for the owner's business type (GET BusinessCategories)", async () => {
    const created = await server.request('POST', '/api/flows/onboarding-v2/sessions', {});
    const anonymous = created.body.sessionId as string;
    const details = { name: 'Shear Style', category: 'Hair salon', services: ['Haircuts'] };
    await server.request('PUT', `/api/sessions/${anonymous}/steps/businessDetailsv2`, details);
    const suggested = (await server.request('GET', `/api/sessions/${anonymous}/keywords`)).body as string[];
    expect(suggested).toEqual(expect.arrayContaining(['haircuts', 'hair colouring', 'blow dry', 'hair salon']));
    expect(suggested.length).toBeGreaterThanOrEqual(10);
  });

  it('gives at least 10 from one service and one city, with a name too long to be a keyword (OL §9)', () => {
    // What the first onboarding holds when its owner names one service and no business type.
    const sources = { names: ['Chic Cuts Hair Salon'], categories: [], services: ['Hair care'], places: ['Leeds'] };
    const suggested = suggestKeywords(project, { ...sources, interests: [] });
    expect(suggested.length, JSON.stringify(suggested)).toBeGreaterThanOrEqual(10);
    expect(suggested).toEqual(expect.arrayContaining(['hair care', 'hair care leeds', 'hair care prices']));
    expect(suggested.filter((keyword) => !validKeyword(keyword))).toEqual([]);
  });

  it('refuses parameters it does not take: 400 (102)', async () => {
    const { status, body } = await server.request('GET', `${campaignBase()}/keywords?limit=5`, undefined, owner.auth);
    expect([status, body.errorCode]).toEqual([400, 102]);
  });
});

describe('who may ask', () => {
  it("refuses another user's campaign (113) and session (403), and a campaign of none (404)", async () => {
    expect((await targets('searchQuery=cake', stranger)).body.errorCode).toBe(113);
    expect((await keywords(stranger)).body.errorCode).toBe(113);
    const foreign = await server.request('GET', `/api/sessions/${sessionId}/keywords`, undefined, stranger.auth);
    expect(foreign.status).toBe(403);
    const missing = `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/999999/targets?searchQuery=cake`;
    expect((await server.request('GET', missing, undefined, owner.auth)).status).toBe(404);
    expect((await server.request('GET', `${campaignBase()}/targets?searchQuery=cake`)).status).toBe(401);
  });

  it("searches a profile's targets for its saved audiences, members only", async () => {
    const path = `/api/businessProfiles/${String(profileId)}/targets?searchQuery=hair`;
    const found = (await server.request('GET', path, undefined, owner.auth)).body as Target[];
    expect(found.map((target) => target.name)).toContain('Hair care');
    expect((await server.request('GET', path, undefined, stranger.auth)).body.errorCode).toBe(113);
  });
});
