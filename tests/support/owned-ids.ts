import { BusinessProfile } from '../../server/modules/accounts/entities.ts';
import { setOwner } from '../../server/modules/flow-sessions/session-store.ts';
import { HQ_FRANCHISE_CATEGORY } from '../../server/modules/franchise/store-budget.ts';
import type { SignedInUser } from './accounts.ts';
import type { PathValues } from './api-calls.ts';
import { briefCalls } from './briefs.ts';
import { ownProfile } from './campaigns.ts';
import { leadCampaign } from './lead-campaign.ts';
import type { TestApp } from './test-server.ts';

type Made = Record<string, unknown> & { readonly id: number };
/** A call as the user that must answer `made` (201 unless given); its body. */
type Call = (method: string, path: string, body: unknown, made?: number) => Promise<Made>;

/**
 * A real one of each thing a catalogue path names, owned by `user` (an agent, for the summary
 * link), made through the API where a call makes it: `{name}` → its id.
 */
export async function ownedIds(server: TestApp, user: SignedInUser): Promise<PathValues> {
  const call: Call = async (method, path, body, made = 201) => {
    const response = await server.request(method, path, body, user.auth);
    if (response.status !== made) throw new Error(`${method} ${path}: ${JSON.stringify(response.body)}`);
    return response.body as Made;
  };
  const profileId = await ownProfile(server, user);
  const profilePath = `/api/businessProfiles/${String(profileId)}`;
  const sessionId = (await call('POST', '/api/flows/onboarding/sessions', {})).sessionId as string;
  await setOwner(server.orm.em.fork(), sessionId, user.userId, profileId);
  const briefs = briefCalls(server, user, profileId);
  const briefId = (await briefs.create('Spring plan')).body.id as number;
  const versionId = (await briefs.propose(briefId)).body.versions[0].id as number;
  const audience = await call('POST', `${profilePath}/audiences`, {
    name: 'Leeds 25-45',
    ageFrom: 25,
    ageTo: 45,
    gender: 2,
  });
  return {
    userId: String(user.userId),
    businessProfileId: String(profileId),
    sessionId,
    briefId: String(briefId),
    versionId: String(versionId),
    audienceId: String(audience.id),
    ...(await franchiseIds(server, call)),
    ...(await campaignIds(server, call, profileId)),
    ...(await productFeedIds(call, profilePath)),
    encodedId: await sharedSummaryLink(call, user),
  };
}

/** A franchise headquarters (AP §1: the one category with stores) and one of its stores. */
async function franchiseIds(server: TestApp, call: Call): Promise<PathValues> {
  const headquartersId = (await call('POST', '/api/businessProfiles', { name: 'Quillfeather Franchise HQ' })).id;
  await server.orm.em.fork().nativeUpdate(BusinessProfile, { id: headquartersId }, { category: HQ_FRANCHISE_CATEGORY });
  const stores = `/api/businessProfiles/${String(headquartersId)}/franchiseStores`;
  const store = await call('POST', stores, { name: 'Leeds store', cost: 500 });
  return { headquartersId: String(headquartersId), storeId: String(store.id) };
}

/** A launched lead campaign of the profile, a lead through its public form and an edit pending review. */
async function campaignIds(server: TestApp, call: Call, profileId: number): Promise<PathValues> {
  const campaignId = await leadCampaign(server, profileId);
  const lead = await call('POST', `/api/leadForms/${String(campaignId)}/leads`, {
    name: 'Barnaby Okonkwo-Pell',
    email: 'barnaby@example.co.uk',
    phone: '07911 123456',
    serviceNeeded: 'A cut',
    city: 'Leeds',
    consents: [1],
    privacyPolicyAccepted: true,
  });
  const editsPath = `/api/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}/edits`;
  const edit = await call('POST', editsPath, { adCopy: { primaryText: 'Spring cuts 20% off' } }, 202);
  return {
    campaignId: String(campaignId),
    leadId: String(lead.id),
    revisionId: String((edit.pendingEdit as { id: number }).id),
  };
}

/** A product catalog and a feed read from a URL, so its process call takes a JSON body. */
async function productFeedIds(call: Call, profilePath: string): Promise<PathValues> {
  const catalog = await call('POST', `${profilePath}/ProductCatalogs`, { name: 'Shop' });
  const feed = await call('POST', `${profilePath}/ProductFeeds`, {
    name: 'Shop feed',
    productCatalogId: catalog.id,
    url: 'https://shop.example.com/feed.csv',
  });
  return { catalogId: String(catalog.id), feedId: String(feed.id) };
}

/** A summary link the agent shared (OL §1): of a session they started signed in, so they hold it. */
async function sharedSummaryLink(call: Call, agent: SignedInUser): Promise<string> {
  const started = await call('POST', '/api/flows/agent/sessions', {
    queryParameters: { agentid: String(agent.userId) },
  });
  const sent = await call('POST', '/api/sendSummary', {
    sessionId: started.sessionId,
    clientEmail: 'client@example.com',
  });
  return sent.encodedId as string;
}
