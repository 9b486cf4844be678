import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessProfile, ProfileMember, User } from '../../server/modules/accounts/entities.ts';
import { STAFF_ROLE } from '../../server/modules/accounts/staff.ts';
import { CLIENT_ACCESS_ROLE } from '../../server/modules/accounts/users.ts';
import { ACCOUNT_MANAGER_ROLE } from '../../server/modules/campaigns/review.ts';
import { HQ_FRANCHISE_CATEGORY } from '../../server/modules/franchise/store-budget.ts';
import { setOwner } from '../../server/modules/flow-sessions/session-store.ts';
import { API_CATALOGUE, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { signedInUser, STRONG_PASSWORD, type SignedInUser } from '../support/accounts.ts';
import { pathOf, PLACEHOLDER_IDS, setRoles, type PathValues } from '../support/api-calls.ts';
import { briefCalls } from '../support/briefs.ts';
import { leadCampaign } from '../support/lead-campaign.ts';
import { ownProfile } from '../support/campaigns.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Who may call what: every route of the API catalogue, called by each kind of caller on the
 * resources of one business owner (their account, their profile and its campaign, lead and brief,
 * the onboarding session they signed up in). A call let through is anything but 401/403; a call
 * refused is 401/403 with the spec's code (AP §8) and a body that tells nothing of the resource.
 */

const CALLERS = ['anonymous', 'owner', 'member', 'stranger', 'agent', 'accountManager', 'staff'] as const;
type Caller = (typeof CALLERS)[number];

interface Refused {
  readonly status: 401 | 403;
  readonly errorCode: number;
}
const LET_IN = 'let in';
type Outcome = typeof LET_IN | Refused;

/** AP §8: no Authorization header at all is 401 (a malformed or unknown token is 61/63, below). */
const SIGN_IN_FIRST: Refused = { status: 401, errorCode: 401 };
const NOT_THEIR_PROFILE: Refused = { status: 403, errorCode: 113 };
const NOT_THEIR_ACCOUNT: Refused = { status: 403, errorCode: 401 };
const NOT_THEIR_SESSION: Refused = { status: 403, errorCode: 403 };
const NOT_THEIR_ROLE: Refused = { status: 403, errorCode: 403 };

type Rule = Readonly<Record<Caller, Outcome>>;

const everyone = (outcome: Outcome, except: Partial<Rule> = {}): Rule => ({
  ...(Object.fromEntries(CALLERS.map((caller) => [caller, outcome])) as Record<Caller, Outcome>),
  ...except,
});

/** The access rules, one per kind of route. */
const RULES = {
  /** Anyone, signed in or not: the public pages' calls, sessions nobody signed up in, lead forms. */
  public: everyone(LET_IN),
  /** Any signed-in user, on their own behalf (a new profile of their own, their sign-out). */
  signedIn: everyone(LET_IN, { anonymous: SIGN_IN_FIRST }),
  /** `/users/{userId}`: the user themself (AP §7). */
  ownAccount: everyone(NOT_THEIR_ACCOUNT, { anonymous: SIGN_IN_FIRST, owner: LET_IN }),
  /** A session someone signed up in is theirs alone (decision 170, session-ownership.ts). */
  ownSession: everyone(NOT_THEIR_SESSION, { anonymous: SIGN_IN_FIRST, owner: LET_IN }),
  /** Anything of a business profile: its members, whatever their role (AP §6, §8 113). */
  profileMember: everyone(NOT_THEIR_PROFILE, { anonymous: SIGN_IN_FIRST, owner: LET_IN, member: LET_IN }),
  /** Granting access to a profile: its admins only (AP §6: access comes with the admin role). */
  profileAdmin: everyone(NOT_THEIR_PROFILE, { anonymous: SIGN_IN_FIRST, owner: LET_IN }),
  /** The /review screens: the portal's account managers (OL §6 role 4). */
  accountManager: everyone(NOT_THEIR_ROLE, { anonymous: SIGN_IN_FIRST, accountManager: LET_IN }),
  /** The flow studio: product staff (role 15, decision 250). */
  staff: everyone(NOT_THEIR_ROLE, { anonymous: SIGN_IN_FIRST, staff: LET_IN }),
  /**
   * Sharing a summary link: only an agent who holds the session (OL §1). The owner's session is
   * held by no agent, so every signed-in caller is refused (the agent's own way is agent-flow.test.ts).
   */
  agentSession: everyone(NOT_THEIR_SESSION, { anonymous: SIGN_IN_FIRST }),
  /** Webhooks: no caller at all, the provider's signature is the credential (webhooks.test.ts). */
  providerSigned: everyone(LET_IN),
} as const satisfies Record<string, Rule>;
type RuleName = keyof typeof RULES;

/** Every route of the catalogue and its rule: a route added without a row here fails the test below. */
const ROUTES: Readonly<Record<string, RuleName>> = {
  getHealth: 'public',
  getOpenApi: 'public',
  createSession: 'public',
  getSession: 'ownSession',
  getSessionStep: 'ownSession',
  submitStep: 'ownSession',
  createBusinessDetails: 'public',
  getBusinessDetails: 'ownSession',
  patchBusinessDetails: 'ownSession',
  saveOfferDetails: 'ownSession',
  searchBusinessCategories: 'public',
  listCurrencies: 'public',
  listTimeZones: 'public',
  searchLocations: 'public',
  getGeoLocation: 'public',
  getDefaultTargeting: 'public',
  getVisitorCountry: 'public',
  getPortals: 'public',
  sendSummary: 'agentSession',
  getSessionIdOfSummaryLink: 'public',
  sendSummaryLinkOtp: 'public',
  validateSummaryLinkOtp: 'public',
  getPricingBand: 'public',
  getPricingBandLevels: 'public',
  estimateBudget: 'ownSession',
  estimateConversion: 'ownSession',
  getWebsiteScreenshot: 'public',
  uploadMedia: 'ownSession',
  getMedia: 'public',
  startCreativeGeneration: 'ownSession',
  getCreativeGeneration: 'ownSession',
  // Accounts: signing up and in is for anyone; the account itself for its user only.
  signUp: 'public',
  login: 'public',
  sendLoginOtp: 'public',
  loginWithOtp: 'public',
  refreshTokens: 'public',
  logout: 'signedIn',
  forgotPassword: 'public',
  resetPassword: 'public',
  verifyEmail: 'public',
  getInvitation: 'public',
  acceptInvitation: 'public',
  sendEmailOtp: 'ownSession',
  getUser: 'ownAccount',
  patchUser: 'ownAccount',
  changePassword: 'ownAccount',
  setFirstPassword: 'ownAccount',
  sendVerification: 'ownAccount',
  sendUserOtp: 'ownAccount',
  validateUserOtp: 'ownAccount',
  listUserBusinessProfiles: 'ownAccount',
  listPortalUserBusinessProfiles: 'ownAccount',
  grantAccess: 'profileAdmin',
  requestCallback: 'profileMember',
  createBusinessProfile: 'signedIn',
  getBusinessProfile: 'profileMember',
  patchBusinessProfile: 'profileMember',
  getProductConfiguration: 'profileMember',
  inviteUser: 'profileAdmin',
  // Money.
  getPaymentGateway: 'profileMember',
  createRazorpayOrder: 'profileMember',
  verifyRazorpayPayment: 'profileMember',
  listStripeCards: 'profileMember',
  saveStripeCard: 'profileMember',
  deleteStripeCard: 'profileMember',
  setDefaultStripeCard: 'profileMember',
  chargeStripeCard: 'profileMember',
  getSessionPaymentGateway: 'ownSession',
  createSessionRazorpayOrder: 'ownSession',
  verifySessionRazorpayPayment: 'ownSession',
  listSessionStripeCards: 'ownSession',
  saveSessionStripeCard: 'ownSession',
  deleteSessionStripeCard: 'ownSession',
  setDefaultSessionStripeCard: 'ownSession',
  chargeSessionStripeCard: 'ownSession',
  listSessionStripeCardsByQuery: 'ownSession',
  getWallet: 'profileMember',
  walletAction: 'profileMember',
  listWalletTransactions: 'profileMember',
  getInvoice: 'profileMember',
  getInvoicePdf: 'profileMember',
  // Campaigns and their review.
  getCampaign: 'profileMember',
  launchCampaign: 'profileMember',
  getSessionCheckout: 'ownSession',
  listCampaignsInReview: 'accountManager',
  approveCampaign: 'accountManager',
  receiveStripeWebhook: 'providerSigned',
  receiveRazorpayWebhook: 'providerSigned',
  listCampaigns: 'profileMember',
  createCampaign: 'profileMember',
  getDashboard: 'profileMember',
  updateCampaign: 'profileMember',
  getCampaignEdit: 'profileMember',
  editCampaign: 'profileMember',
  patchCampaignAdditionalConfiguration: 'profileMember',
  listPendingCampaignEdits: 'accountManager',
  publishCampaignEdit: 'accountManager',
  listFranchiseStores: 'profileMember',
  createFranchiseStore: 'profileMember',
  updateFranchiseStore: 'profileMember',
  getSessionSocialLink: 'ownSession',
  exchangeSocialToken: 'ownSession',
  requestSessionPageAccess: 'ownSession',
  // Leads: the form is public (the ad's audience fills it), the list the profile's.
  getLeadForm: 'public',
  submitLead: 'public',
  listLeads: 'profileMember',
  downloadLeads: 'profileMember',
  updateLeadStatus: 'profileMember',
  getStoreSetup: 'profileMember',
  patchStoreSetup: 'profileMember',
  uploadStoreLogo: 'profileMember',
  sendStoreVerificationCode: 'ownSession',
  listProductCatalogs: 'profileMember',
  createProductCatalog: 'profileMember',
  getProductCatalog: 'profileMember',
  listCatalogProducts: 'profileMember',
  listProductFeeds: 'profileMember',
  createProductFeed: 'profileMember',
  getProductFeed: 'profileMember',
  listFeedBadRows: 'profileMember',
  processProductFeed: 'profileMember',
  listPublishedReports: 'profileMember',
  publishReport: 'profileMember',
  getPublishedReport: 'profileMember',
  downloadPublishedReport: 'profileMember',
  listBriefs: 'profileMember',
  createBrief: 'profileMember',
  getBrief: 'profileMember',
  changeBriefStatus: 'profileMember',
  proposeBriefVersion: 'profileMember',
  approveBriefVersion: 'profileMember',
  rejectBriefVersion: 'profileMember',
  listAddOnPacks: 'profileMember',
  listAddOns: 'profileMember',
  buyAddOn: 'profileMember',
  listProductInsights: 'profileMember',
  listAssets: 'profileMember',
  uploadAsset: 'profileMember',
  addProductImageToAssets: 'profileMember',
  deleteAsset: 'profileMember',
  // An asset's file is read by id (a UUID) as an <img>, which sends no token: the id is the key.
  getAssetFile: 'public',
  listAudiences: 'profileMember',
  createAudience: 'profileMember',
  renameAudience: 'profileMember',
  deleteAudience: 'profileMember',
  getFlowFunnel: 'staff',
  listStudioFlows: 'staff',
  listFlowVersions: 'staff',
  getFlowVersion: 'staff',
  rollBackFlowVersion: 'staff',
  getFlowDraft: 'staff',
  saveFlowDraft: 'staff',
  discardFlowDraft: 'staff',
  validateFlowDraft: 'staff',
  publishFlowDraft: 'staff',
  diffFlowVersions: 'staff',
  getFlowAudit: 'staff',
  searchCampaignTargets: 'profileMember',
  suggestCampaignKeywords: 'profileMember',
  searchProfileTargets: 'profileMember',
  searchSessionTargets: 'ownSession',
  suggestSessionKeywords: 'ownSession',
  getTargetingMap: 'ownSession',
  drawCreativeDraft: 'ownSession',
};

/** What the owner's resources are called, so a refusal that repeats any of them is caught. */
const OWNER = {
  firstName: 'Zephyrine',
  lastName: 'Quillfeather',
  profileName: 'Quillfeather Curios',
  campaignName: 'Quillfeather winter lanterns',
  briefTitle: 'Quillfeather spring plan',
  leadName: 'Barnaby Okonkwo-Pell',
  leadEmail: 'barnaby.okonkwo-pell@example.co.uk',
};

let server: TestServer;
let usersOf: Partial<Record<Caller, SignedInUser>> = {};
const headersOf = {} as Record<Caller, Record<string, string>>;
let values: PathValues;
/** What a refusal must never contain: the owner's names, addresses, amounts and ids. */
let secrets: string[];

beforeAll(async () => {
  // Each caller calls from an address of its own: the per-address limits count their calls apart.
  server = await startTestServer(undefined, { trustProxy: 'loopback' });
  const owner = await signedInUser(server, {
    firstName: OWNER.firstName,
    lastName: OWNER.lastName,
    emailAddress: `zephyrine.quillfeather-${String(Date.now())}@example.com`,
  });
  const [member, stranger, agent, accountManager, staff] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => signedInUser(server)),
  );
  if (!member || !stranger || !agent || !accountManager || !staff) throw new Error('sign-up failed');
  const profileId = await ownProfile(server, owner);
  await setRoles(server, accountManager, [ACCOUNT_MANAGER_ROLE]);
  await setRoles(server, staff, [STAFF_ROLE]);
  const em = server.orm.em.fork();
  (await em.findOneOrFail(User, { id: agent.userId })).isAgent = true;
  // A client-access membership (AP §3 role 27): a member who may use the profile but not grant it.
  em.create(ProfileMember, { user: member.userId, businessProfile: profileId, roleId: CLIENT_ACCESS_ROLE });
  await em.flush();
  // The owner's second profile, a franchise headquarters: the one category with stores (AP §1).
  const headquarters = await server.request('POST', '/api/businessProfiles', { name: OWNER.profileName }, owner.auth);
  const headquartersId = headquarters.body.id as number;
  (await em.findOneOrFail(BusinessProfile, { id: headquartersId })).category = HQ_FRANCHISE_CATEGORY;
  em.create(ProfileMember, { user: member.userId, businessProfile: headquartersId, roleId: CLIENT_ACCESS_ROLE });
  await em.flush();

  await server.request('PATCH', `/api/businessProfiles/${String(profileId)}`, { name: OWNER.profileName }, owner.auth);
  const campaignId = await leadCampaign(server, profileId, { name: OWNER.campaignName });
  const lead = await server.request('POST', `/api/leadForms/${String(campaignId)}/leads`, {
    name: OWNER.leadName,
    email: OWNER.leadEmail,
    phone: '07911 123456',
    serviceNeeded: 'Lantern repair',
    city: 'Leeds',
    consents: [1],
    privacyPolicyAccepted: true,
  });
  const briefs = briefCalls(server, owner, profileId);
  const briefId = (await briefs.create(OWNER.briefTitle)).body.id as number;
  const versionId = (await briefs.propose(briefId)).body.versions[0].id as number;
  // The onboarding session the owner signed up in: from then on theirs alone.
  const session = await server.request('POST', '/api/flows/onboarding/sessions', {});
  const sessionId = session.body.sessionId as string;
  await setOwner(server.orm.em.fork(), sessionId, owner.userId, profileId);

  values = {
    ...PLACEHOLDER_IDS,
    sessionId,
    userId: String(owner.userId),
    businessProfileId: String(profileId),
    headquartersId: String(headquartersId),
    campaignId: String(campaignId),
    leadId: String(lead.body.id),
    briefId: String(briefId),
    versionId: String(versionId),
  };
  secrets = [
    owner.emailAddress,
    OWNER.firstName,
    OWNER.lastName,
    OWNER.profileName,
    OWNER.campaignName,
    OWNER.briefTitle,
    OWNER.leadName,
    OWNER.leadEmail,
    sessionId,
    owner.accessToken,
  ];
  usersOf = { owner, member, stranger, agent, accountManager, staff };
  CALLERS.forEach((caller, index) => {
    const address = { 'x-forwarded-for': `198.51.100.${String(index + 1)}` };
    headersOf[caller] = { ...address, ...usersOf[caller]?.auth };
  });
}, 120_000);
afterAll(() => server.close());

/** What each call sends besides its path: the owned session where a query or body names one. */
function callOf(endpoint: ApiEndpoint): { path: string; body?: unknown } {
  const stores = endpoint.path.includes('/franchiseStores');
  const path = pathOf(endpoint, stores ? { ...values, businessProfileId: values.headquartersId ?? '' } : values);
  const sessionId = values.sessionId ?? '';
  switch (endpoint.operationId) {
    case 'getBusinessDetails':
      return { path: `${path}?sessionId=${sessionId}` };
    case 'listSessionStripeCardsByQuery':
      return { path: `${path}?isForSession=true&sessionId=${sessionId}` };
    case 'patchBusinessDetails':
    case 'saveOfferDetails':
      return { path, body: { sessionId } };
    case 'sendSummary':
      return { path, body: { sessionId, clientEmail: 'client@example.com' } };
    case 'requestCallback':
      return { path, body: { businessProfileId: Number(values.businessProfileId), phone: '+44-7911123456' } };
    default:
      return { path, ...(endpoint.method !== 'get' && { body: {} }) };
  }
}

// Signing out ends the token it is called with: it gets a token of its own, the others live on.
const ENDS_THE_SESSION = new Set(['logout']);

/** Every Set-Cookie any call got: none, since no credential rides on a cookie (decision 336). */
const cookies: string[] = [];

interface Answer {
  readonly status: number;
  /** The JSON body; null when it is not JSON (a CSV, a PDF, an image). */
  readonly body: Record<string, unknown> | null;
}

async function call(endpoint: ApiEndpoint, caller: Caller): Promise<Answer> {
  const { path, body } = callOf(endpoint);
  const user = usersOf[caller];
  const headers =
    ENDS_THE_SESSION.has(endpoint.operationId) && user !== undefined
      ? { ...headersOf[caller], authorization: `Bearer ${await newAccessToken(user)}` }
      : headersOf[caller];
  const response = await fetch(server.baseUrl + path, {
    method: endpoint.method.toUpperCase(),
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  cookies.push(...response.headers.getSetCookie());
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, body: json ? ((await response.json()) as Record<string, unknown>) : null };
}

async function newAccessToken(user: SignedInUser): Promise<string> {
  const login = await server.request('POST', '/api/authentication/login', {
    emailAddress: user.emailAddress,
    password: STRONG_PASSWORD,
  });
  return login.body.accessToken as string;
}

/** A refusal says why in its code and message, and nothing about what it refused to show. */
function expectRefusal(response: Answer, refused: Refused): void {
  const seen = `${String(response.status)} ${JSON.stringify(response.body)}`;
  expect({ status: response.status, errorCode: response.body?.errorCode }, seen).toEqual(refused);
  expect(Object.keys(response.body ?? {}).sort(), seen).toEqual(['errorCode', 'message']);
  const text = JSON.stringify(response.body).toLowerCase();
  for (const secret of secrets) expect(text, seen).not.toContain(secret.toLowerCase());
  for (const id of ['userId', 'businessProfileId', 'headquartersId', 'campaignId', 'leadId', 'briefId'] as const) {
    expect(text, seen).not.toMatch(new RegExp(`\\b${values[id] ?? ''}\\b`));
  }
}

describe('the access table covers the API', () => {
  it('every route of the catalogue has a rule, and every rule a route', () => {
    const routes = API_CATALOGUE.map((endpoint) => endpoint.operationId).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(routes);
  });
});

const MATRIX = API_CATALOGUE.flatMap((endpoint) =>
  CALLERS.map((caller) => {
    const rule: RuleName = ROUTES[endpoint.operationId] ?? 'public';
    return [endpoint.operationId, caller, rule, endpoint, RULES[rule][caller]] as const;
  }),
);

describe('every route, every caller', () => {
  it.each(MATRIX)('%s as %s (%s)', async (_operation, caller, _rule, endpoint, outcome) => {
    const response = await call(endpoint, caller);
    if (outcome === LET_IN) {
      expect([401, 403], `${String(response.status)} ${JSON.stringify(response.body)}`).not.toContain(response.status);
    } else {
      expectRefusal(response, outcome);
    }
  });
});

describe('cookies', () => {
  it('no route sets one, for any caller (decision 336)', () => {
    expect(cookies).toEqual([]);
  });
});

describe('tokens that are not a signed-in session (AP §8)', () => {
  const getUser = API_CATALOGUE.find((endpoint) => endpoint.operationId === 'getUser');
  it.each([
    ['a malformed token', 'Bearer not-a-token', 61],
    ['a well-formed token nobody was given', `Bearer ata_${'A'.repeat(43)}`, 63],
  ])('%s is 401 with %i', async (_label, authorization, errorCode) => {
    if (getUser === undefined) throw new Error('no getUser route');
    const response = await server.request('GET', pathOf(getUser, values), undefined, { authorization });
    expectRefusal(response, { status: 401, errorCode });
  });
});

// A stranger who names their own profile and the owner's campaign, lead or brief: the profile
// check lets them through, so each route must look the thing up within that profile.
const OWNED_BELOW_PROFILE = API_CATALOGUE.filter(
  (endpoint) =>
    ROUTES[endpoint.operationId] === 'profileMember' && /\{(campaignId|leadId|briefId)\}/.test(endpoint.path),
);

describe("another profile's campaign, lead or brief, named under one's own profile", () => {
  it.each(OWNED_BELOW_PROFILE.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s: not found, and nothing of it shown',
    async (_operation, endpoint) => {
      const stranger = usersOf.stranger;
      if (stranger === undefined) throw new Error('no stranger');
      const own = { ...values, businessProfileId: String(await ownProfile(server, stranger)) };
      const response = await server.request(
        endpoint.method.toUpperCase(),
        pathOf(endpoint, own),
        endpoint.method === 'get' ? undefined : {},
        headersOf.stranger,
      );
      const seen = `${String(response.status)} ${JSON.stringify(response.body)}`;
      expect(response.status, seen).toBeGreaterThanOrEqual(400);
      if (endpoint.method === 'get') expect(response.status, seen).toBe(404);
      const text = JSON.stringify(response.body).toLowerCase();
      for (const secret of secrets) expect(text, seen).not.toContain(secret.toLowerCase());
    },
  );
});
