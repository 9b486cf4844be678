import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileMember, User } from '../../../../server/modules/accounts/entities.ts';
import { nextMessageTo, otpIn } from '../../../../scripts/outbox-reader.ts';
import { signedInUser } from '../../../support/accounts.ts';
import { sessionAt } from '../../../support/walk.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

vi.setConfig({ testTimeout: 30_000 });

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const sendOtp = (sessionId: string, emailAddress: string) =>
  server.request('POST', `/api/sessions/${sessionId}/sendOtp`, { emailAddress });
const submit = (sessionId: string, body: unknown) =>
  server.request('PUT', `/api/sessions/${sessionId}/steps/emailSignup`, body);

describe('the onboarding e-mail sign-up step (OL §2, §7 sendOtp; AP §4)', () => {
  it('e-mails a code; a wrong one is 57 and saves nothing; the right one signs a new user up and in', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'emailSignup', {
      businessDetails: { presence: 'none', name: 'Chai and Crumbs' },
    });
    const sent = await sendOtp(sessionId, 'Priya@Chai.example');
    expect(sent.body).toMatchObject({ userAlreadyExist: false });
    const code = otpIn(await nextMessageTo(server.outboxDir, 'priya@chai.example'));
    const wrong = await submit(sessionId, {
      emailAddress: 'priya@chai.example',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.errorCode).toBe(57);
    expect((await server.request('GET', `/api/sessions/${sessionId}`)).body.step).toBe('emailSignup');

    const right = await submit(sessionId, { emailAddress: 'priya@chai.example', otp: code });
    expect(right.status).toBe(200);
    expect(right.body.step).not.toBe('emailSignup');
    expect(right.body.signedIn).toMatchObject({ roleIds: [27] });
    const me = await server.request('GET', `/api/users/${right.body.signedIn.userId}`, undefined, {
      authorization: `Bearer ${right.body.signedIn.accessToken}`,
    });
    expect(me.body).toMatchObject({ emailAddress: 'priya@chai.example', isEmailVerified: true });
    expect(me.body.businessProfiles.map((profile: { name: string }) => profile.name)).toEqual(['Chai and Crumbs']);
  });

  it("the business counts in its country's currency on its calendar: India's, else Britain's (decision 487)", async () => {
    const profileMadeIn = async (region: string, emailAddress: string) => {
      const sessionId = await sessionAt(server, 'onboarding', 'emailSignup', {}, {}, region);
      await sendOtp(sessionId, emailAddress);
      const code = otpIn(await nextMessageTo(server.outboxDir, emailAddress));
      const { signedIn } = (await submit(sessionId, { emailAddress, otp: code })).body;
      const auth = { authorization: `Bearer ${signedIn.accessToken}` };
      const me = await server.request('GET', `/api/users/${signedIn.userId}`, undefined, auth);
      const profile = await server.request(
        'GET',
        `/api/businessProfiles/${me.body.businessProfiles[0].id}`,
        undefined,
        auth,
      );
      return { currencyId: profile.body.currencyId, timeZoneId: profile.body.timeZoneId };
    };
    // AP §9 numbers them: 17 INR, 18 GBP; 142 Asia/Kolkata, 143 Europe/London.
    expect(await profileMadeIn('IN', 'owner@pune-bakery.example')).toEqual({ currencyId: 17, timeZoneId: 142 });
    expect(await profileMadeIn('GB', 'owner@leeds-salon.example')).toEqual({ currencyId: 18, timeZoneId: 143 });
  });

  it('an address with an account: userAlreadyExist, and the same user gets the new business', async () => {
    const owner = await signedInUser(server);
    const sessionId = await sessionAt(server, 'onboarding', 'emailSignup');
    expect((await sendOtp(sessionId, owner.emailAddress)).body.userAlreadyExist).toBe(true);
    const messages = 1; // the sign-up's verification e-mail came first
    const code = otpIn(await nextMessageTo(server.outboxDir, owner.emailAddress, messages));
    const right = await submit(sessionId, { emailAddress: owner.emailAddress, otp: code });
    expect(right.body.signedIn.userId).toBe(owner.userId);
    expect(await server.orm.em.fork().count(ProfileMember, { user: owner.userId })).toBe(2);
    expect(await server.orm.em.fork().count(User, { emailAddress: owner.emailAddress })).toBe(1);
  });

  it('once signed up in, the session is its owner’s alone: every call naming it needs their token', async () => {
    const sessionId = await sessionAt(server, 'onboarding', 'emailSignup');
    await sendOtp(sessionId, 'owner@salon.example');
    const code = otpIn(await nextMessageTo(server.outboxDir, 'owner@salon.example'));
    const { signedIn } = (await submit(sessionId, { emailAddress: 'owner@salon.example', otp: code })).body;
    const owner = { authorization: `Bearer ${signedIn.accessToken}` };
    const stranger = (await signedInUser(server)).auth;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/sessions/${sessionId}`],
      ['GET', `/api/sessions/${sessionId}/step`],
      ['GET', `/api/businessDetails?sessionId=${sessionId}`],
      ['PATCH', '/api/businessDetails', { sessionId, businessDetail: [] }],
      ['POST', '/api/sendSummary', { sessionId }],
      ['GET', `/api/sessions/${sessionId}/creatives`],
      ['POST', `/api/localBusiness/${sessionId}/estimatebudget`, {}],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await server.request(method, path, body);
      expect([path, anonymous.status, anonymous.body.errorCode]).toEqual([path, 401, 401]);
      const other = await server.request(method, path, body, stranger);
      expect([path, other.status]).toEqual([path, 403]);
    }
    // Naming it another way changes nothing: an escaped path, or another session in the query.
    const escaped = `%${sessionId.charCodeAt(0).toString(16)}${sessionId.slice(1)}`;
    expect((await server.request('GET', `/api/sessions/${escaped}`)).status).toBe(401);
    const decoy = await sessionAt(server, 'onboarding', 'businessDetails');
    const mixed = await server.request('PATCH', `/api/businessDetails?sessionId=${decoy}`, {
      sessionId,
      businessDetail: [],
    });
    expect(mixed.status).toBe(401);
    expect((await server.request('GET', `/api/sessions/${sessionId}`, undefined, owner)).status).toBe(200);
    const before = (await server.request('GET', `/api/sessions/${sessionId}`, undefined, owner)).body.version;
    await server.request('PUT', `/api/sessions/${sessionId}/steps/creative`, {}, stranger);
    expect((await server.request('GET', `/api/sessions/${sessionId}`, undefined, owner)).body.version).toBe(before);
  });

  it('sendOtp needs a real session and a valid address', async () => {
    expect((await sendOtp('00000000-0000-4000-8000-000000000000', 'a@example.com')).status).toBe(404);
    const sessionId = await sessionAt(server, 'onboarding', 'emailSignup');
    expect((await sendOtp(sessionId, 'not an address')).body.errorCode).toBe(102);
  });
});
