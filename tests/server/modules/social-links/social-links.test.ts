import { beforeAll, describe, expect, it } from 'vitest';
import { localConsentToken } from '../../../../server/adapters/social-pages.ts';
import { REQUESTED_PERMISSIONS } from '../../../../server/modules/social-links/social-links.ts';
import { startTestServer, type TestResponse } from '../../../support/test-server.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { ownerHeaders, sessionAt } from '../../../support/walk.ts';

/**
 * The link-accounts step's rules over HTTP (OL §6 "Linking a social page needs all requested
 * permissions granted and page admin approval"; AP §6, §7, §8 331), through the server's local
 * stand-in for the social network: each person gets an admin page (approved at once) and a page
 * they are not admin of (pending: its admin never approves).
 */
let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
}, 60_000);

interface Page {
  pageId: string;
  isAdmin: boolean;
  instagramAccounts: { instagramAccountId: string }[];
}

const base = (sessionId: string) => `/api/localbusiness/${sessionId}`;
const anonymousSession = async (): Promise<string> =>
  (await server.request('POST', '/api/flows/onboarding/sessions', {})).body.sessionId as string;

/** The local consent dialog's answer: `granted` ticked, as `user` (each session its own unless given). */
const connect = (sessionId: string, granted: readonly string[], auth: Record<string, string> = {}, user?: string) =>
  server.request(
    'POST',
    `${base(sessionId)}/socialLink/exchangeToken`,
    { exchangeToken: localConsentToken(user ?? `person-${sessionId}`, granted) },
    auth,
  );
const askAccess = (sessionId: string, pageId: string, auth: Record<string, string> = {}) =>
  server.request('POST', `${base(sessionId)}/live/pageAccess`, { pageId }, auth);
const submitStep = (sessionId: string, data: object, auth: Record<string, string>) =>
  server.request('PUT', `/api/sessions/${sessionId}/steps/linkAccounts`, data, auth);

/** The one page of `pages` that matches; a test fails at once when the network offered none. */
function onePage(pages: Page[], admin: boolean): Page {
  const page = pages.find((candidate) => candidate.isAdmin === admin);
  if (page === undefined) throw new Error(`no ${admin ? 'admin' : 'non-admin'} page offered`);
  return page;
}
const adminPage = (pages: Page[]) => onePage(pages, true);
const otherPage = (pages: Page[]) => onePage(pages, false);
const accountOf = (page: Page) => page.instagramAccounts[0]?.instagramAccountId ?? '';

/** A signed-up session standing on linkAccounts, connected with every permission: its pages and owner's headers. */
async function connectedSession(): Promise<{ sessionId: string; auth: Record<string, string>; pages: Page[] }> {
  const sessionId = await sessionAt(server, 'onboarding', 'linkAccounts');
  const auth = ownerHeaders(sessionId);
  const connected = await connect(sessionId, REQUESTED_PERMISSIONS, auth);
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return { sessionId, auth, pages: connected.body.pages as Page[] };
}

/** What a refused step answers: 102 with one message on one field, in plain words. */
function expectRefused(response: TestResponse, path: string, message: RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.errorCode).toBe(102);
  expect(response.body.fields).toEqual([{ path, message: expect.stringMatching(message) }]);
}

describe('connecting the social network (AP §7 ExchangeFacebookAccessToken)', () => {
  it('before connecting: the permissions the app asks for, nothing granted, no page', async () => {
    const sessionId = await anonymousSession();
    const view = await server.request('GET', `${base(sessionId)}/socialLink`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      requestedPermissions: REQUESTED_PERMISSIONS,
      connected: false,
      grantedPermissions: [],
      missingPermissions: REQUESTED_PERMISSIONS,
      pages: [],
      pageId: null,
      instagramAccountId: null,
      pageAccessStatus: null,
    });
  });

  it('a token the network refuses is 400 on exchangeToken', async () => {
    const sessionId = await anonymousSession();
    const refused = await server.request('POST', `${base(sessionId)}/socialLink/exchangeToken`, {
      exchangeToken: 'not-a-token-of-the-network',
    });
    expectRefused(refused, '/exchangeToken', /did not accept this sign-in/);
  });

  it('every permission granted: the pages the person manages, with their role and photo-sharing accounts', async () => {
    const sessionId = await anonymousSession();
    const connected = await connect(sessionId, REQUESTED_PERMISSIONS);
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ connected: true, missingPermissions: [], pageId: null });
    const pages = connected.body.pages as Page[];
    expect(pages.map((page) => page.isAdmin)).toEqual([true, false]);
    expect(pages.every((page) => /^\d+$/.test(page.pageId) && page.instagramAccounts.length === 1)).toBe(true);
  });

  it('a permission unticked: it is named missing and no page is offered (OL §6)', async () => {
    const sessionId = await anonymousSession();
    const granted = REQUESTED_PERMISSIONS.filter((permission) => permission !== 'pages_manage_ads');
    const connected = await connect(sessionId, granted);
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ connected: true, missingPermissions: ['pages_manage_ads'], pages: [] });
  });
});

describe('asking ad access to a page (OL §7 live/pageAccess)', () => {
  it('before connecting: 409, connect first', async () => {
    const refused = await askAccess(await anonymousSession(), '123456789012345');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Connect your social page first.');
  });

  it('with a permission missing: 400, all requested permissions must be granted', async () => {
    const sessionId = await anonymousSession();
    const full = await connect(sessionId, REQUESTED_PERMISSIONS);
    await connect(sessionId, REQUESTED_PERMISSIONS.slice(1));
    const refused = await askAccess(sessionId, adminPage(full.body.pages).pageId);
    expectRefused(refused, '/pageId', /^All requested permissions must be granted to link a page/);
  });

  it('a page the person does not manage (not offered): 403', async () => {
    const sessionId = await anonymousSession();
    await connect(sessionId, REQUESTED_PERMISSIONS);
    const refused = await askAccess(sessionId, '999999999999999');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/do not manage this page/);
  });

  it('their admin page: approved at once, its photo-sharing account recorded', async () => {
    const sessionId = await anonymousSession();
    const page = adminPage((await connect(sessionId, REQUESTED_PERMISSIONS)).body.pages);
    const asked = await askAccess(sessionId, page.pageId);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      pageId: page.pageId,
      instagramAccountId: accountOf(page),
      pageAccessStatus: 'approved',
    });
  });

  it('a page they are not admin of: requested, and still requested when asked again (AP §6 the admin must approve)', async () => {
    const sessionId = await anonymousSession();
    const page = otherPage((await connect(sessionId, REQUESTED_PERMISSIONS)).body.pages);
    expect((await askAccess(sessionId, page.pageId)).body.pageAccessStatus).toBe('requested');
    const again = await server.request('GET', `${base(sessionId)}/socialLink`);
    expect(again.body).toMatchObject({ pageId: page.pageId, pageAccessStatus: 'requested' });
  });

  it('AP §8 331: a page another session already requested is refused; the same session may ask again', async () => {
    const first = await anonymousSession();
    const second = await anonymousSession();
    const pages = (await connect(first, REQUESTED_PERMISSIONS, {}, 'shared-person')).body.pages as Page[];
    await connect(second, REQUESTED_PERMISSIONS, {}, 'shared-person');
    expect((await askAccess(first, adminPage(pages).pageId)).status).toBe(200);
    const refused = await askAccess(second, adminPage(pages).pageId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errorCode: 331,
      message: 'This social page was already requested by another business.',
    });
    expect((await askAccess(first, adminPage(pages).pageId)).status).toBe(200);
  });

  it('AP §8 331 between businesses: a page one business requested is refused to another', async () => {
    const one = await sessionAt(server, 'onboarding', 'linkAccounts');
    const other = await sessionAt(server, 'onboarding', 'linkAccounts');
    const pages = (await connect(one, REQUESTED_PERMISSIONS, ownerHeaders(one), 'agency-person')).body.pages;
    await connect(other, REQUESTED_PERMISSIONS, ownerHeaders(other), 'agency-person');
    expect((await askAccess(one, otherPage(pages).pageId, ownerHeaders(one))).status).toBe(200);
    const refused = await askAccess(other, otherPage(pages).pageId, ownerHeaders(other));
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe(331);
  });

  it('two sessions racing for one page: one gets it, the other 331', async () => {
    const first = await anonymousSession();
    const second = await anonymousSession();
    const sessions = [first, second];
    const pages = (await connect(first, REQUESTED_PERMISSIONS, {}, 'racer')).body.pages;
    await connect(second, REQUESTED_PERMISSIONS, {}, 'racer');
    const answers = await Promise.all(sessions.map((id) => askAccess(id, adminPage(pages).pageId)));
    expect(answers.map((answer) => answer.body.errorCode ?? answer.status).sort()).toEqual([200, 331]);
  });

  it("another session's page is not this session's to use", async () => {
    const sessionId = await anonymousSession();
    await connect(sessionId, REQUESTED_PERMISSIONS);
    const stranger = await anonymousSession();
    const theirs = adminPage((await connect(stranger, REQUESTED_PERMISSIONS)).body.pages);
    expect((await askAccess(sessionId, theirs.pageId)).status).toBe(403);
  });
});

describe('the linkAccounts step: the server decides, not the form (OL §6)', () => {
  it('before connecting: refused, connect first', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'linkAccounts');
    const refused = await submitStep(sessionId, { facebookPageId: '104829375512345' }, ownerHeaders(sessionId));
    expectRefused(refused, '/facebookPageId', /^Connect your social page first/);
  });

  it('a connection missing a requested permission: refused', async () => {
    const { sessionId, auth, pages } = await connectedSession();
    await askAccess(sessionId, adminPage(pages).pageId, auth);
    // Connected again with one permission unticked: what was granted before no longer counts.
    await connect(sessionId, REQUESTED_PERMISSIONS.slice(0, -1), auth);
    const refused = await submitStep(sessionId, { facebookPageId: adminPage(pages).pageId }, auth);
    expectRefused(refused, '/facebookPageId', /^All requested permissions must be granted to link a page/);
  });

  it('a page that was not offered to this session: refused', async () => {
    const { sessionId, auth } = await connectedSession();
    const refused = await submitStep(sessionId, { facebookPageId: '104829375512345' }, auth);
    expectRefused(refused, '/facebookPageId', /not offered when you connected/);
  });

  it('a page offered but never asked ad access for: refused', async () => {
    const { sessionId, auth, pages } = await connectedSession();
    const refused = await submitStep(sessionId, { facebookPageId: adminPage(pages).pageId }, auth);
    expectRefused(refused, '/facebookPageId', /^Ask for ad access to this page first/);
  });

  it('a page whose admin has not approved ad access yet: refused, and the session stays on the step', async () => {
    const { sessionId, auth, pages } = await connectedSession();
    await askAccess(sessionId, otherPage(pages).pageId, auth);
    const refused = await submitStep(sessionId, { facebookPageId: otherPage(pages).pageId }, auth);
    expectRefused(refused, '/facebookPageId', /^Waiting for the page admin to approve ad access/);
    const session = await server.request('GET', `/api/sessions/${sessionId}`, undefined, auth);
    expect(session.body.step).toBe('linkAccounts');
  });

  it('the photo-sharing account of another page: refused on instagramAccountId', async () => {
    const { sessionId, auth, pages } = await connectedSession();
    await askAccess(sessionId, adminPage(pages).pageId, auth);
    const data = { facebookPageId: adminPage(pages).pageId, instagramAccountId: accountOf(otherPage(pages)) };
    expectRefused(await submitStep(sessionId, data, auth), '/instagramAccountId', /not the chosen page’s own/);
  });

  it('the approved page with its own photo-sharing account (or none): accepted, on to launching', async () => {
    const { sessionId, auth, pages } = await connectedSession();
    const page = adminPage(pages);
    await askAccess(sessionId, page.pageId, auth);
    const saved = await submitStep(
      sessionId,
      { facebookPageId: page.pageId, instagramAccountId: accountOf(page) },
      auth,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.step).toBe('launching');
    expect(saved.body.session.data.linkAccounts).toEqual({
      facebookPageId: page.pageId,
      instagramAccountId: accountOf(page),
    });
  });

  it('allPermissionsGranted is no longer the client’s to claim: the schema refuses it', async () => {
    const { sessionId, auth, pages } = await connectedSession();
    await askAccess(sessionId, adminPage(pages).pageId, auth);
    const data = { facebookPageId: adminPage(pages).pageId, allPermissionsGranted: true };
    const refused = await submitStep(sessionId, data, auth);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(102);
  });
});

describe('a social network of its own plugged in (the adapter interface)', () => {
  it('a pending page passes once the network says its admin approved', async () => {
    let adminApproved = false;
    const page = { pageId: '555000111222333', name: 'Shared Shop', isAdmin: false, instagramAccounts: [] };
    const plugged = await startTestServer(undefined, {
      services: {
        socialPages: {
          name: 'test-network',
          exchangeToken: () => Promise.resolve({ accessToken: 'lasting', grantedPermissions: REQUESTED_PERMISSIONS }),
          listPages: () => Promise.resolve([page]),
          requestPageAccess: () => Promise.resolve('requested'),
          pageAccessStatus: () => Promise.resolve(adminApproved ? 'approved' : 'requested'),
        },
      },
    });
    try {
      const sessionId = (await plugged.request('POST', '/api/flows/onboarding/sessions', {})).body.sessionId;
      await plugged.request('POST', `${base(sessionId)}/socialLink/exchangeToken`, { exchangeToken: 'any' });
      const asked = await plugged.request('POST', `${base(sessionId)}/live/pageAccess`, { pageId: page.pageId });
      expect(asked.body.pageAccessStatus).toBe('requested');
      adminApproved = true;
      const view = await plugged.request('GET', `${base(sessionId)}/socialLink`);
      expect(view.body).toMatchObject({ pageId: page.pageId, pageAccessStatus: 'approved', instagramAccountId: null });
    } finally {
      await plugged.close();
    }
  }, 60_000);
});

describe("the network's token is kept only while it is needed", () => {
  const storedToken = async (sessionId: string) => {
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ access_token: string | null }[]>('select access_token from social_link where session_id = ?', [
        sessionId,
      ]);
    return row?.access_token;
  };

  it('an approved page forgets it; asking for a pending page keeps it; another page then needs connecting again', async () => {
    // An anonymous session: each sign-up along a walk sends an OTP, which this file has used up.
    const sessionId = await anonymousSession();
    const auth = {};
    const pages = (await connect(sessionId, REQUESTED_PERMISSIONS)).body.pages as Page[];
    expect(await storedToken(sessionId)).toEqual(expect.any(String));
    expect((await askAccess(sessionId, otherPage(pages).pageId, auth)).status).toBe(200);
    expect(await storedToken(sessionId)).toEqual(expect.any(String));
    expect((await askAccess(sessionId, adminPage(pages).pageId, auth)).status).toBe(200);
    expect(await storedToken(sessionId)).toBeNull();
    expect((await askAccess(sessionId, otherPage(pages).pageId, auth)).status).toBe(409);
  });
});
