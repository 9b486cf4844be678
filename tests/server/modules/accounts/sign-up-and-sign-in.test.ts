import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthSession, BusinessProfile, ProfileMember, User } from '../../../../server/modules/accounts/entities.ts';
import { Portal } from '../../../../server/modules/portals/entities.ts';
import { REFRESH_REUSE_SECONDS } from '../../../../server/modules/accounts/auth-sessions.ts';
import { signedInUser, STRONG_PASSWORD } from '../../../support/accounts.ts';
import { linkHashIn, nextMessageTo, otpIn } from '../../../../scripts/outbox-reader.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

// Some tests wait for the delivery job to write an e-mail (it polls every second).
vi.setConfig({ testTimeout: 20_000 });

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const signUpBody = (emailAddress: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Tom',
  lastName: 'Baker',
  emailAddress,
  loginPassword: STRONG_PASSWORD,
  isTosAccepted: true,
  ...extra,
});
const login = (emailAddress: string, password = STRONG_PASSWORD, extra: Record<string, unknown> = {}) =>
  server.request('POST', '/api/authentication/login', { emailAddress, password, ...extra });

describe('sign-up (accounts §4, §7 POST /roimatic/users)', () => {
  it('creates a ClientAccess (27) user with a business profile of their own, as its admin (44)', async () => {
    const response = await server.request('POST', '/api/roimatic/users', signUpBody('Tom@Bakery.example'));
    expect(response.status).toBe(201);
    const em = server.orm.em.fork();
    const user = await em.findOneOrFail(User, { id: response.body.id as number });
    expect(user.emailAddress).toBe('tom@bakery.example');
    expect(user.roleIds).toEqual([27]);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const members = await em.find(ProfileMember, { user }, { populate: ['businessProfile'] });
    expect(members.map((member) => [member.roleId, member.businessProfile.name])).toEqual([[44, 'Tom Baker']]);
    expect(members[0]?.businessProfile.currencyId).toBe(17);
    expect(members[0]?.businessProfile.timeZoneId).toBe(142);
  });

  it('refuses an address that has an account, whatever its case (101 User already exists)', async () => {
    await server.request('POST', '/api/roimatic/users', signUpBody('twice@example.com'));
    const again = await server.request('POST', '/api/roimatic/users', signUpBody('TWICE@example.com'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errorCode: 101, message: 'User already exists' });
  });

  it('checks the password rule with the schema (102) and refuses a common one (84)', async () => {
    const short = await server.request(
      'POST',
      '/api/roimatic/users',
      signUpBody('a@example.com', { loginPassword: 'Ab1!' }),
    );
    expect(short.status).toBe(400);
    expect(short.body.errorCode).toBe(102);
    expect(short.body.fields[0].path).toBe('/loginPassword');
    const common = await server.request(
      'POST',
      '/api/roimatic/users',
      signUpBody('b@example.com', { loginPassword: 'Password1!' }),
    );
    expect(common.status).toBe(400);
    expect(common.body.errorCode).toBe(84);
  });

  it('needs the terms accepted and gives no other role than 27', async () => {
    const terms = await server.request(
      'POST',
      '/api/roimatic/users',
      signUpBody('c@example.com', { isTosAccepted: false }),
    );
    expect(terms.body.fields[0].path).toBe('/isTosAccepted');
    const role = await server.request('POST', '/api/roimatic/users', signUpBody('d@example.com', { roleId: 4 }));
    expect(role.status).toBe(400);
    expect(role.body.fields).toEqual([{ path: '/roleId', message: 'A sign-up user gets role ClientAccess (27)' }]);
    expect(await server.orm.em.fork().count(User, { emailAddress: { $in: ['c@example.com', 'd@example.com'] } })).toBe(
      0,
    );
  });

  it('is refused where the portal has sign-up closed', async () => {
    await server.orm.em.fork().nativeUpdate(Portal, { title: 'Brightlane Ads' }, { isSignupEnabled: false });
    const closed = await server.request(
      'POST',
      '/api/roimatic/users',
      signUpBody('closed@example.com', { portalDomain: 'partner.localhost' }),
    );
    await server.orm.em.fork().nativeUpdate(Portal, { title: 'Brightlane Ads' }, { isSignupEnabled: true });
    expect(closed.status).toBe(403);
    expect(closed.body.errorCode).toBe(56);
  });

  it('e-mails a verification link; it verifies once (then 60), and a verified address says 65', async () => {
    const user = await signedInUser(server);
    const hash = linkHashIn(await nextMessageTo(server.outboxDir, user.emailAddress));
    const verified = await server.request('POST', '/api/authentication/verifyEmail', { hash });
    expect(verified.body).toEqual({ emailAddress: user.emailAddress, isEmailVerified: true });
    const me = await server.request('GET', `/api/users/${user.userId}`, undefined, user.auth);
    expect(me.body.isEmailVerified).toBe(true);
    const reused = await server.request('POST', '/api/authentication/verifyEmail', { hash });
    expect(reused.body.errorCode).toBe(60);
    const unknown = await server.request('POST', '/api/authentication/verifyEmail', { hash: 'link_nonsense' });
    expect(unknown.body.errorCode).toBe(60);
  });
});

describe('sign-in by e-mail and password (accounts §2, §8)', () => {
  it('answers the login response of §3 with tokens, and the user with their profiles', async () => {
    await server.request('POST', '/api/roimatic/users', signUpBody('sign-in@example.com'));
    const response = await login('Sign-In@example.com');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ roleIds: [27], expiresIn: 900 });
    expect(response.body.accessToken).toMatch(/^ata_/);
    const me = await server.request('GET', `/api/users/${response.body.userId}`, undefined, {
      authorization: `Bearer ${response.body.accessToken}`,
    });
    expect(me.body).toMatchObject({ emailAddress: 'sign-in@example.com', firstName: 'Tom', isSignedIn: true });
    expect(me.body.businessProfiles).toHaveLength(1);
  });

  it('says the same for a wrong password and an unknown address (51)', async () => {
    await server.request('POST', '/api/roimatic/users', signUpBody('wrong@example.com'));
    const expected = { errorCode: 51, message: 'Invalid login credentials. Please try again.' };
    expect((await login('wrong@example.com', 'Not-the-password1')).body).toEqual(expected);
    expect((await login('nobody@example.com')).body).toEqual(expected);
  });

  it('blocks another portal (56), an unknown one (55) and an expired account (52)', async () => {
    await server.request('POST', '/api/roimatic/users', signUpBody('portal@example.com'));
    const other = await login('portal@example.com', STRONG_PASSWORD, { portalDomain: 'partner.localhost' });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ errorCode: 56, message: 'You are not authorized to access this portal' });
    expect(
      (await login('portal@example.com', STRONG_PASSWORD, { portalDomain: 'nowhere.example' })).body.errorCode,
    ).toBe(55);
    await server.orm.em.fork().nativeUpdate(User, { emailAddress: 'portal@example.com' }, { expiresAt: new Date(1) });
    expect((await login('portal@example.com')).body).toEqual({
      errorCode: 52,
      message: 'Account has expired for user portal@example.com',
    });
  });

  it('sends an expired password to reset with a hash (74); the reset signs in with the new one', async () => {
    await server.request('POST', '/api/roimatic/users', signUpBody('expired@example.com'));
    await server.orm.em
      .fork()
      .nativeUpdate(User, { emailAddress: 'expired@example.com' }, { passwordExpiresAt: new Date(1) });
    const expired = await login('expired@example.com');
    expect(expired.status).toBe(403);
    expect(expired.body.errorCode).toBe(74);
    const reset = await server.request('POST', '/api/authentication/resetPassword', {
      hash: expired.body.hash,
      newPassword: 'Juniper&Tide84',
    });
    expect(reset.status).toBe(204);
    expect((await login('expired@example.com', 'Juniper&Tide84')).status).toBe(200);
  });

  it('counts sign-in attempts per address and account in the database (429 with Retry-After)', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      answers.push((await login('limited@example.com', 'Wrong#Pass1')).status);
    expect(answers.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await login('limited@example.com', 'Wrong#Pass1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from the same address is not held up.
    expect((await login('other-account@example.com', 'Wrong#Pass1')).status).toBe(401);
  });
});

describe('tokens (accounts §8 61, 62, 63, 76)', () => {
  const me = (userId: number, authorization?: string) =>
    server.request('GET', `/api/users/${userId}`, undefined, authorization === undefined ? {} : { authorization });

  it('tells a missing (401), malformed (61), unknown (63) and expired (62) access token apart', async () => {
    const user = await signedInUser(server);
    expect((await me(user.userId)).body.errorCode).toBe(401);
    expect((await me(user.userId, 'Bearer nonsense')).body.errorCode).toBe(61);
    expect((await me(user.userId, `Bearer ata_${'A'.repeat(43)}`)).body.errorCode).toBe(63);
    await server.orm.em.fork().nativeUpdate(AuthSession, { user: user.userId }, { accessExpiresAt: new Date(1) });
    const expired = await me(user.userId, user.auth.authorization);
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe(62);
  });

  it('refreshes into a new pair and retires the old access token at once; an expired refresh token is 76', async () => {
    const user = await signedInUser(server);
    const refreshed = await server.request('POST', '/api/authentication/refresh', { refreshToken: user.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await me(user.userId, `Bearer ${refreshed.body.accessToken}`)).status).toBe(200);
    expect((await me(user.userId, user.auth.authorization)).body.errorCode).toBe(63);
    await server.orm.em.fork().nativeUpdate(AuthSession, { user: user.userId }, { refreshExpiresAt: new Date(1) });
    const late = await server.request('POST', '/api/authentication/refresh', {
      refreshToken: refreshed.body.refreshToken,
    });
    expect(late.body.errorCode).toBe(76);
  });

  it('two refreshes racing with one token (two tabs): each gets a pair; an expired account cannot refresh (52)', async () => {
    const user = await signedInUser(server);
    const both = await Promise.all(
      [1, 2].map(() => server.request('POST', '/api/authentication/refresh', { refreshToken: user.refreshToken })),
    );
    // Decision 242: the slower one finds the token just replaced, which still refreshes.
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    await server.orm.em.fork().nativeUpdate(User, { id: user.userId }, { expiresAt: new Date(1) });
    // Either pair's refresh token is still good (the slower one's reuse kept the other's); the account is not.
    const expired = await server.request('POST', '/api/authentication/refresh', {
      refreshToken: both[0]?.body.refreshToken as string,
    });
    expect(expired.body.errorCode).toBe(52);
  });

  describe('a just-rotated refresh token (decision 242: a reload that lost the new pair)', () => {
    const refresh = (refreshToken: string) => server.request('POST', '/api/authentication/refresh', { refreshToken });

    it(`within ${String(REFRESH_REUSE_SECONDS)} s it refreshes again, and the sign-in goes on`, async () => {
      const user = await signedInUser(server);
      const lost = await refresh(user.refreshToken);
      const reused = await refresh(user.refreshToken);
      expect(reused.status).toBe(200);
      expect((await me(user.userId, `Bearer ${reused.body.accessToken}`)).status).toBe(200);
      // The pair the reload lost is replaced by the one just given.
      expect((await me(user.userId, `Bearer ${lost.body.accessToken}`)).body.errorCode).toBe(63);
      expect((await refresh(reused.body.refreshToken as string)).status).toBe(200);
    });

    it('two tabs: the refresh token the first was given still refreshes after the second reused the old one', async () => {
      const user = await signedInUser(server);
      const first = await refresh(user.refreshToken);
      const second = await refresh(user.refreshToken);
      expect(second.status).toBe(200);
      expect((await refresh(first.body.refreshToken as string)).status).toBe(200);
    });

    it('after the window it is refused (63); the current token still refreshes', async () => {
      const user = await signedInUser(server);
      const current = await refresh(user.refreshToken);
      const longAgo = new Date(Date.now() - (REFRESH_REUSE_SECONDS + 1) * 1000);
      await server.orm.em.fork().nativeUpdate(AuthSession, { user: user.userId }, { rotatedAt: longAgo });
      expect((await refresh(user.refreshToken)).body).toMatchObject({ errorCode: 63 });
      expect((await refresh(current.body.refreshToken as string)).status).toBe(200);
    });

    it('after logout it is refused (63), as is the current one', async () => {
      const user = await signedInUser(server);
      const current = await refresh(user.refreshToken);
      const auth = { authorization: `Bearer ${String(current.body.accessToken)}` };
      expect((await server.request('POST', '/api/authentication/logout', undefined, auth)).status).toBe(204);
      expect((await refresh(user.refreshToken)).body).toMatchObject({ errorCode: 63 });
      expect((await refresh(current.body.refreshToken as string)).body).toMatchObject({ errorCode: 63 });
    });
  });

  it('logout revokes the session at once', async () => {
    const user = await signedInUser(server);
    expect((await server.request('POST', '/api/authentication/logout', undefined, user.auth)).status).toBe(204);
    expect((await me(user.userId, user.auth.authorization)).body.errorCode).toBe(63);
  });

  it('keeps only hashes of the tokens', async () => {
    const user = await signedInUser(server);
    const rows = await server.orm.em.fork().find(AuthSession, { user: user.userId });
    expect(JSON.stringify(rows)).not.toContain(user.accessToken.slice(4));
    expect(JSON.stringify(rows)).not.toContain(user.refreshToken.slice(4));
  });
});

describe('passwords (accounts §5)', () => {
  it('forgot password e-mails a one-hour link; the reset ends every session; the link works once', async () => {
    const user = await signedInUser(server);
    const sent = await server.request('POST', '/api/authentication/forgotPassword', {
      emailAddress: user.emailAddress,
    });
    expect(sent.body).toEqual({ sent: true });
    const message = await nextMessageTo(server.outboxDir, user.emailAddress, 1);
    expect(message.body).toContain('/resetPassword?hash=');
    const hash = linkHashIn(message);
    const same = await server.request('POST', '/api/authentication/resetPassword', {
      hash,
      newPassword: STRONG_PASSWORD,
    });
    expect(same.body.errorCode).toBe(75);
    const reset = await server.request('POST', '/api/authentication/resetPassword', {
      hash,
      newPassword: 'Quartz*Lantern71',
    });
    expect(reset.status).toBe(204);
    expect((await server.request('GET', `/api/users/${user.userId}`, undefined, user.auth)).body.errorCode).toBe(63);
    const reused = await server.request('POST', '/api/authentication/resetPassword', {
      hash,
      newPassword: 'Another#Pass93',
    });
    expect(reused.body.errorCode).toBe(60);
    expect((await login(user.emailAddress, 'Quartz*Lantern71')).status).toBe(200);
  });

  it('a forged Host header never gets into an e-mailed link: links point to the portal’s own domain', async () => {
    const user = await signedInUser(server);
    const { port } = new URL(server.baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ emailAddress: user.emailAddress, portalDomain: 'localhost' });
      const request = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/authentication/forgotPassword' },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.setHeader('host', 'localhost:@evil.example');
      request.setHeader('content-type', 'application/json');
      request.on('error', reject);
      request.end(body);
    });
    expect(status).toBe(200);
    const message = await nextMessageTo(server.outboxDir, user.emailAddress, 1);
    expect(message.body).not.toContain('evil.example');
    expect(message.body).toMatch(/http:\/\/localhost\/resetPassword\?hash=/);
  });

  it('forgot password: an unknown address and an unknown portal are said on the screen', async () => {
    const unknown = await server.request('POST', '/api/authentication/forgotPassword', {
      emailAddress: 'x@nowhere.example',
    });
    expect(unknown.body.errorCode).toBe(104);
    const portal = await server.request('POST', '/api/authentication/forgotPassword', {
      emailAddress: 'x@nowhere.example',
      portalDomain: 'nowhere.example',
    });
    expect(portal.body.errorCode).toBe(55);
  });

  it('a change needs the current password (51) and a new one (75)', async () => {
    const user = await signedInUser(server);
    const path = `/api/users/${user.userId}/resetPassword`;
    const wrong = await server.request(
      'POST',
      path,
      { currentPassword: 'Nope#1234', newPassword: 'Quartz*Lantern71' },
      user.auth,
    );
    expect(wrong.body.errorCode).toBe(51);
    const same = await server.request(
      'POST',
      path,
      { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD },
      user.auth,
    );
    expect(same.body.errorCode).toBe(75);
    const changed = await server.request(
      'POST',
      path,
      { currentPassword: STRONG_PASSWORD, newPassword: 'Quartz*Lantern71' },
      user.auth,
    );
    expect(changed.status).toBe(204);
    expect((await login(user.emailAddress, 'Quartz*Lantern71')).status).toBe(200);
  });
});

describe('business profiles (accounts §6, §8 112/113)', () => {
  it('opens only the user’s own profiles; another’s is 113, a missing or non-numeric id 112', async () => {
    const owner = await signedInUser(server);
    const stranger = await signedInUser(server);
    const [profile] = (
      await server.request('GET', `/api/users/${owner.userId}/businessProfiles`, undefined, owner.auth)
    ).body.data;
    const path = `/api/businessProfiles/${profile.id}`;
    expect((await server.request('GET', path, undefined, owner.auth)).body.name).toBe('Priya Raman');
    const forbidden = await server.request('GET', path, undefined, stranger.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errorCode).toBe(113);
    const patch = await server.request('PATCH', path, { name: 'Taken Over' }, stranger.auth);
    expect(patch.body.errorCode).toBe(113);
    expect((await server.orm.em.fork().findOneOrFail(BusinessProfile, profile.id)).name).toBe('Priya Raman');
    for (const id of ['999999', 'abc', '1e3', '-1']) {
      expect((await server.request('GET', `/api/businessProfiles/${id}`, undefined, owner.auth)).body.errorCode).toBe(
        112,
      );
    }
    expect((await server.request('GET', `/api/users/${owner.userId}`, undefined, stranger.auth)).status).toBe(403);
  });

  it('creates more profiles, patches one, and reads its configuration', async () => {
    const user = await signedInUser(server);
    const created = await server.request(
      'POST',
      '/api/businessProfiles',
      { name: 'Chai & Crumbs', category: 2, portalDomain: 'partner.localhost' },
      user.auth,
    );
    expect(created.status).toBe(201);
    const list = await server.request('GET', `/api/users/${user.userId}/businessProfiles`, undefined, user.auth);
    expect(list.body.data.map((profile: { name: string }) => profile.name)).toEqual(['Priya Raman', 'Chai & Crumbs']);
    const patched = await server.request(
      'PATCH',
      `/api/businessProfiles/${created.body.id}`,
      { name: 'Chai and Crumbs' },
      user.auth,
    );
    expect(patched.body.name).toBe('Chai and Crumbs');
    const configuration = await server.request(
      'GET',
      `/api/businessProfiles/${created.body.id}/roimatic`,
      undefined,
      user.auth,
    );
    expect(configuration.body).toEqual({
      businessProfileId: created.body.id,
      category: 2,
      flavor: null,
      onboardingState: 0,
      isSelfFunded: false,
      // AP §3: no feed has run yet.
      productFeed: { processingInfo: { deltaXFeedStatus: null } },
    });
    const [row] = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ title: string }[]>(
        'select p.title from business_profile b join portal p on p.id = b.portal_id where b.id = ?',
        [created.body.id],
      );
    expect(row?.title).toBe('Brightlane Ads');
    const bad = await server.request('POST', '/api/businessProfiles', { name: 'Bad <b>name</b>' }, user.auth);
    expect(bad.body.errorCode).toBe(102);
  });

  it('a callback request saves the phone on a user who has none (§5)', async () => {
    const user = await signedInUser(server);
    const [profile] = (await server.request('GET', `/api/users/${user.userId}/businessProfiles`, undefined, user.auth))
      .body.data;
    const body = { businessProfileId: profile.id, phone: '44-7911123456' };
    expect((await server.request('POST', '/api/users/callback', body, user.auth)).status).toBe(201);
    expect((await server.request('GET', `/api/users/${user.userId}`, undefined, user.auth)).body.phoneNumber).toBe(
      '44-7911123456',
    );
    const other = await signedInUser(server);
    expect((await server.request('POST', '/api/users/callback', body, other.auth)).body.errorCode).toBe(113);
    // A phone number signs in by OTP: once its owner has proved it, one account only (decision 351).
    const otp = otpIn(await nextMessageTo(server.outboxDir, '+447911123456'));
    expect((await server.request('POST', `/api/users/${user.userId}/validateOtp`, { otp }, user.auth)).status).toBe(
      200,
    );
    const taken = await server.request(
      'PATCH',
      `/api/users/${other.userId}`,
      { phoneNumber: '44-7911123456' },
      other.auth,
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ errorCode: 101, message: 'This phone number is already used by another account.' });
    // null removes a phone number.
    const removed = await server.request('PATCH', `/api/users/${user.userId}`, { phoneNumber: null }, user.auth);
    expect(removed.body.phoneNumber).toBeNull();
  });
});
