import { beforeAll, describe, expect, it } from 'vitest';
import { walkOn } from '../../scripts/walk-session.ts';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { User } from '../../server/modules/accounts/entities.ts';
import { SummaryLink } from '../../server/modules/summary-links/entities.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { project } from '../support/project.ts';
import { sharedTestServer, type SharedTestServer } from '../support/shared-server.ts';

let server: SharedTestServer;
let agent: SignedInUser;
beforeAll(async () => {
  server = await sharedTestServer();
  agent = await signedInAgent();
});

/** A signed-in user with the agent flag (AP §3 isAgent; agents are marked by staff, not by sign-up). */
async function signedInAgent(): Promise<SignedInUser> {
  const user = await signedInUser(server);
  await server.orm.em.fork().nativeUpdate(User, { id: user.userId }, { isAgent: true });
  return user;
}

let clients = 0;
const newClientEmail = () => `client${++clients}-${Date.now()}@example.com`;

async function start(flowId: string, body: unknown, headers: Record<string, string> = {}) {
  const created = await server.request('POST', `/api/flows/${flowId}/sessions`, body, headers);
  expect(created.status).toBe(201);
  const sessionId = created.body.sessionId as string;
  return { sessionId, step: created.body.step as string };
}

/** A session the agent started and walked to the summary (OL §3: location targeting → summary). */
async function agentSessionAtSummary(by: SignedInUser = agent): Promise<string> {
  const started = await start('agent', { queryParameters: { agentid: String(by.userId) } }, by.auth);
  const signedIn = { userId: by.userId, roleIds: [27], accessToken: by.accessToken, refreshToken: by.refreshToken };
  await walkOn(server.baseUrl, project, 'agent', { ...started, signedIn }, 'summary');
  return started.sessionId;
}

async function shareSummary(sessionId: string, clientEmail: string, by: SignedInUser = agent) {
  const sent = await server.request('POST', '/api/sendSummary', { sessionId, clientEmail }, by.auth);
  expect(sent.status).toBe(201);
  return sent.body.encodedId as string;
}

const sendOtp = (encodedId: string) => server.request('POST', `/api/summaryLinks/${encodedId}/sendOtp`, {});
const validateOtp = (encodedId: string, otp: string) =>
  server.request('POST', `/api/summaryLinks/${encodedId}/validateOtp`, { otp });

/** The code the client's mailbox received for the link. */
async function otpSentTo(clientEmail: string, encodedId: string): Promise<string> {
  expect((await sendOtp(encodedId)).status).toBe(200);
  return otpIn(await nextMessageTo(server.outboxDir, clientEmail));
}

const sessionAs = (sessionId: string, headers: Record<string, string> = {}) =>
  server.request('GET', `/api/sessions/${sessionId}`, undefined, headers);

describe('an agent starts a client’s onboarding (OL §1, §2)', () => {
  it('a signed-in agent’s session is theirs: agentid is their own id, the agent flag is set, others are refused', async () => {
    const { sessionId } = await start(
      'agent',
      { queryParameters: { agentid: '999999', refcode: 'spring' } },
      agent.auth,
    );
    const read = await sessionAs(sessionId, agent.auth);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      flags: { agent: true },
      queryParameters: { agentid: String(agent.userId), refcode: 'spring' },
    });
    expect((await sessionAs(sessionId)).status).toBe(401);
    const stranger = await signedInUser(server);
    expect((await sessionAs(sessionId, stranger.auth)).status).toBe(403);
  });

  it.each([
    ['an anonymous visitor', false],
    ['a signed-in user who is not an agent', true],
  ])('a forged agentid from %s names no agent: the summary link is refused (403)', async (_who, signedIn) => {
    const headers = signedIn ? (await signedInUser(server)).auth : {};
    const { sessionId } = await start('onboarding', { queryParameters: { agentid: String(agent.userId) } }, headers);
    // §2 still sets the agent flag for the address's agentid; the session is anyone's who holds its id.
    expect((await sessionAs(sessionId)).body).toMatchObject({ flags: { agent: true } });
    const sent = await server.request(
      'POST',
      '/api/sendSummary',
      { sessionId, clientEmail: newClientEmail() },
      headers,
    );
    expect(sent).toMatchObject({ status: 403, body: { errorCode: 403 } });
  });

  it('POST /businessDetails (OL §7) ties the session to the signed-in agent as the flows call does', async () => {
    const started = await server.request(
      'POST',
      '/api/businessDetails',
      { name: 'Leeds Candle Co', queryParameters: { agentid: '999999' } },
      agent.auth,
    );
    expect(started.status).toBe(201);
    const sessionId = started.body.sessionId as string;
    expect(started.body.queryParameters).toEqual({ agentid: String(agent.userId) });
    expect((await sessionAs(sessionId, agent.auth)).body).toMatchObject({ flags: { agent: true } });
    expect((await sessionAs(sessionId)).status).toBe(401);
    expect((await shareSummary(sessionId, newClientEmail())).length).toBeGreaterThan(0);
    // Without an agentid the agent starts an ordinary session, held by nobody (decision 170's rule).
    const plain = await server.request('POST', '/api/businessDetails', { name: 'Leeds Candle Co' }, agent.auth);
    expect((await sessionAs(plain.body.sessionId as string)).status).toBe(200);
  });

  it('a dead sign-in left in a browser starts a visitor’s session; an expired one is refused (62) to be refreshed', async () => {
    const bogus = { authorization: 'Bearer not-a-token' };
    const started = await server.request('POST', '/api/flows/agent/sessions', {}, bogus);
    expect(started.status).toBe(201);
    expect((await sessionAs(started.body.sessionId as string)).status).toBe(200);
    const expiring = await signedInAgent();
    await server.orm.em
      .fork()
      .getConnection()
      .execute(`update auth_session set access_expires_at = now() - interval '1 second' where user_id = ?`, [
        expiring.userId,
      ]);
    const expired = await server.request('POST', '/api/flows/agent/sessions', {}, expiring.auth);
    expect(expired).toMatchObject({ status: 401, body: { errorCode: 62 } });
  });

  it('the agent cannot take the client’s NEXT past the summary (409): the client goes on after verifying', async () => {
    const sessionId = await agentSessionAtSummary();
    const step = await server.request('GET', `/api/sessions/${sessionId}/step`, undefined, agent.auth);
    expect(step.body).toMatchObject({ step: 'summary', awaitsClient: true });
    const next = await server.request('PUT', `/api/sessions/${sessionId}/steps/summary`, {}, agent.auth);
    expect(next.status).toBe(409);
    expect((await sessionAs(sessionId, agent.auth)).body).toMatchObject({ step: 'summary' });
    const change = await server.request(
      'PUT',
      `/api/sessions/${sessionId}/steps/summary?event=CHANGE_OBJECTIVE`,
      {},
      agent.auth,
    );
    expect(change.body).toMatchObject({ step: 'selectObjective' });
  });
});

describe('the client verifies the summary link by OTP (OL §1, §5, §8)', () => {
  it('sendSummary answers the link and the WhatsApp, e-mail and SMS links that share it', async () => {
    const sessionId = await agentSessionAtSummary();
    const clientEmail = newClientEmail();
    const body = { sessionId, clientEmail, channel: 'whatsapp', recipient: '+44 7700 900123' };
    const sent = await server.request('POST', '/api/sendSummary', body, agent.auth);
    expect(sent.status).toBe(201);
    expect(sent.body.url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    expect(sent.body.shareLinks.whatsapp).toMatch(/^https:\/\/wa\.me\/447700900123\?text=/);
    expect(sent.body.shareLinks.email).toMatch(new RegExp(`^mailto:${encodeURIComponent(clientEmail)}\\?`));
    expect(sent.body.shareLinks.sms).toMatch(/^sms:%2B44%207700%20900123\?body=/);
    const noClient = await server.request('POST', '/api/sendSummary', { sessionId }, agent.auth);
    expect(noClient).toMatchObject({ status: 400, body: { errorCode: 102 } });
  });

  it('the right code hands the session over: the client is signed in at the budget (1800), the agent is out', async () => {
    const sessionId = await agentSessionAtSummary();
    const clientEmail = newClientEmail();
    const encodedId = await shareSummary(sessionId, clientEmail);

    const opened = await server.request('GET', `/api/getSessionId?encodedId=${encodedId}`);
    expect(opened.body).toEqual({ sessionId, sentTo: expect.stringMatching(/^c•••\d@example\.com$/) as string });
    // Before verifying, the link's session id opens nothing.
    expect((await sessionAs(sessionId)).status).toBe(401);

    const verified = await validateOtp(encodedId, await otpSentTo(clientEmail, encodedId));
    expect(verified.status).toBe(200);
    expect(verified.body.session).toMatchObject({ sessionId, step: 'budget', launchState: 1800 });
    const client = { authorization: `Bearer ${verified.body.signedIn.accessToken as string}` };
    expect((await sessionAs(sessionId, client)).body).toMatchObject({ step: 'budget', flags: { agent: true } });
    expect((await sessionAs(sessionId, agent.auth)).status).toBe(403);
    // The client's account is new, signed up by the code (role 27), with a profile for the business.
    const user = await server.request(
      'GET',
      `/api/users/${verified.body.signedIn.userId as number}`,
      undefined,
      client,
    );
    expect(user.body).toMatchObject({ emailAddress: clientEmail, isAgent: false, roleIds: [27] });
    expect(user.body.businessProfiles).toHaveLength(1);
    // The agent can no longer share it.
    const again = await server.request('POST', '/api/sendSummary', { sessionId, clientEmail }, agent.auth);
    expect(again.status).toBe(403);
  });

  it('a wrong code: 400 with 57 and the spec’s words; a missing or short one: the §5 messages', async () => {
    const clientEmail = newClientEmail();
    const encodedId = await shareSummary(await agentSessionAtSummary(), clientEmail);
    const right = await otpSentTo(clientEmail, encodedId);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await validateOtp(encodedId, wrong)).toMatchObject({
      status: 400,
      body: { errorCode: 57, message: 'Invalid OTP. Please enter the correct OTP to proceed.' },
    });
    const missing = await server.request('POST', `/api/summaryLinks/${encodedId}/validateOtp`, {});
    expect(missing).toMatchObject({ status: 400, body: { errorCode: 102 } });
    expect(JSON.stringify(missing.body.fields)).toContain('Please enter OTP');
    const short = await validateOtp(encodedId, '123');
    expect(JSON.stringify(short.body.fields)).toContain('OTP must be of six digits');
    expect((await validateOtp(encodedId, right)).status).toBe(200);
  });

  it('an expired code is refused (57)', async () => {
    const clientEmail = newClientEmail();
    const encodedId = await shareSummary(await agentSessionAtSummary(), clientEmail);
    const code = await otpSentTo(clientEmail, encodedId);
    await server.orm.em
      .fork()
      .getConnection()
      .execute(`update otp_challenge set expires_at = now() - interval '1 second' where target = ?`, [clientEmail]);
    expect(await validateOtp(encodedId, code)).toMatchObject({ status: 400, body: { errorCode: 57 } });
  });

  it('the fifth wrong code locks the address for 15 minutes (801): the right code is refused too', async () => {
    const clientEmail = newClientEmail();
    const sessionId = await agentSessionAtSummary();
    const encodedId = await shareSummary(sessionId, clientEmail);
    const right = await otpSentTo(clientEmail, encodedId);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt++) expect((await validateOtp(encodedId, wrong)).status).toBe(400);
    expect(await validateOtp(encodedId, wrong)).toMatchObject({ status: 429, body: { errorCode: 801 } });
    expect(await validateOtp(encodedId, right)).toMatchObject({ status: 429, body: { errorCode: 801 } });
    expect((await sessionAs(sessionId, agent.auth)).body).toMatchObject({ step: 'summary' });
  });

  it('an expired or unknown link: 404 with 60 for every call', async () => {
    const clientEmail = newClientEmail();
    const sessionId = await agentSessionAtSummary();
    const encodedId = await shareSummary(sessionId, clientEmail);
    await server.orm.em
      .fork()
      .nativeUpdate(SummaryLink, { session: sessionId }, { expiresAt: new Date(Date.now() - 1000) });
    const invalid = { status: 404, body: { errorCode: 60, message: 'This link is invalid or has expired.' } };
    for (const id of [encodedId, 'AAAAAAAAAAAAAAAAAAAAAA', 'not-a-link']) {
      expect(await server.request('GET', `/api/getSessionId?encodedId=${id}`)).toMatchObject(invalid);
      expect(await sendOtp(id)).toMatchObject(invalid);
      expect(await validateOtp(id, '123456')).toMatchObject(invalid);
    }
  });

  it('a second link made for someone else cannot take the session from the client who verified first', async () => {
    const sessionId = await agentSessionAtSummary();
    const firstClient = newClientEmail();
    const otherClient = newClientEmail();
    const first = await shareSummary(sessionId, firstClient);
    const other = await shareSummary(sessionId, otherClient);
    const otherCode = await otpSentTo(otherClient, other);
    expect((await validateOtp(first, await otpSentTo(firstClient, first))).status).toBe(200);
    expect(await validateOtp(other, otherCode)).toMatchObject({ status: 404, body: { errorCode: 60 } });
  });

  it('codes for a link are rate-limited in PostgreSQL: one a minute (800), the eleventh ask in 15 minutes 429', async () => {
    const clientEmail = newClientEmail();
    const encodedId = await shareSummary(await agentSessionAtSummary(), clientEmail);
    const answers: number[] = [];
    for (let call = 0; call < 11; call++) answers.push((await sendOtp(encodedId)).status);
    // The first sends a code, the next ask too soon (800, 409), the eleventh is over the limit.
    expect(answers[0]).toBe(200);
    expect(answers.slice(1, 10)).toEqual(Array.from({ length: 9 }, () => 409));
    expect(answers[10]).toBe(429);
  });
});
