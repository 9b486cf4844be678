import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileMember } from '../../../../server/modules/accounts/entities.ts';
import { linkHashIn, nextMessageTo } from '../../../../scripts/outbox-reader.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

vi.setConfig({ testTimeout: 30_000 });

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function firstProfileId(user: SignedInUser): Promise<number> {
  const profiles = await server.request('GET', `/api/users/${user.userId}/businessProfiles`, undefined, user.auth);
  return profiles.body.data[0].id as number;
}

describe('inviting and granting access (accounts §6, §7 invite; /inviteUser)', () => {
  it('an admin invites a new person: they set a password from the e-mailed link and open the profile', async () => {
    const owner = await signedInUser(server);
    const profileId = await firstProfileId(owner);
    const invited = await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/invitations`,
      { emailAddress: 'sam@shop.example', firstName: 'Sam', lastName: 'Lee' },
      owner.auth,
    );
    expect(invited.status).toBe(201);
    const hash = linkHashIn(await nextMessageTo(server.outboxDir, 'sam@shop.example'));
    const offer = await server.request('GET', `/api/authentication/invitation?hash=${encodeURIComponent(hash)}`);
    expect(offer.body).toEqual({
      emailAddress: 'sam@shop.example',
      firstName: 'Sam',
      businessProfileName: 'Priya Raman',
      needsPassword: true,
    });
    const noPassword = await server.request('POST', '/api/authentication/acceptInvite', { hash });
    expect(noPassword.body.fields).toEqual([{ path: '/password', message: 'Please provide a value' }]);
    const accepted = await server.request('POST', '/api/authentication/acceptInvite', {
      hash,
      password: 'Orchid$Valley62',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.businessProfileId).toBe(profileId);
    const opened = await server.request('GET', `/api/businessProfiles/${profileId}`, undefined, {
      authorization: `Bearer ${accepted.body.accessToken}`,
    });
    expect(opened.status).toBe(200);
    const member = await server.orm.em
      .fork()
      .findOneOrFail(ProfileMember, { user: invited.body.id, businessProfile: profileId });
    expect(member.roleId).toBe(44);
    expect(
      (await server.request('POST', '/api/authentication/acceptInvite', { hash, password: 'Orchid$Valley62' })).body
        .errorCode,
    ).toBe(60);
    expect(
      (
        await server.request('POST', '/api/authentication/login', {
          emailAddress: 'sam@shop.example',
          password: 'Orchid$Valley62',
        })
      ).status,
    ).toBe(200);
  });

  it('an invitation never signs anyone into an account that has a password: they sign in with it', async () => {
    const owner = await signedInUser(server);
    const existing = await signedInUser(server);
    const profileId = await firstProfileId(owner);
    await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/invitations`,
      { emailAddress: existing.emailAddress, firstName: 'Any', lastName: 'Name' },
      owner.auth,
    );
    // The sign-up's verification e-mail came first.
    const hash = linkHashIn(await nextMessageTo(server.outboxDir, existing.emailAddress, 1));
    const accepted = await server.request('POST', '/api/authentication/acceptInvite', { hash });
    expect(accepted.body).toEqual({
      signedIn: false,
      emailAddress: existing.emailAddress,
      businessProfileId: profileId,
    });
    expect((await server.request('GET', `/api/businessProfiles/${profileId}`, undefined, existing.auth)).status).toBe(
      200,
    );
  });

  it('only a profile’s members with the admin role may invite or grant', async () => {
    const owner = await signedInUser(server);
    const stranger = await signedInUser(server);
    const profileId = await firstProfileId(owner);
    const invite = await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/invitations`,
      { emailAddress: 'x@shop.example', firstName: 'X', lastName: 'Y' },
      stranger.auth,
    );
    expect(invite.body.errorCode).toBe(113);
    const grant = await server.request(
      'POST',
      `/api/users/${stranger.userId}/businessProfiles/${profileId}`,
      {},
      stranger.auth,
    );
    expect(grant.body.errorCode).toBe(113);
    expect(
      (await server.request('GET', `/api/businessProfiles/${profileId}`, undefined, stranger.auth)).body.errorCode,
    ).toBe(113);
  });

  it('granting access gives the admin role (44), and the user then opens the profile', async () => {
    const owner = await signedInUser(server);
    const colleague = await signedInUser(server);
    const profileId = await firstProfileId(owner);
    const grant = await server.request(
      'POST',
      `/api/users/${colleague.userId}/businessProfiles/${profileId}`,
      { roleId: 27 },
      owner.auth,
    );
    expect(grant.body).toEqual({ userId: colleague.userId, businessProfileId: profileId, roleId: 44 });
    expect((await server.request('GET', `/api/businessProfiles/${profileId}`, undefined, colleague.auth)).status).toBe(
      200,
    );
    const missing = await server.request('POST', `/api/users/99999999/businessProfiles/${profileId}`, {}, owner.auth);
    expect(missing.body.errorCode).toBe(104);
  });

  it('lists the profiles a user holds with a role, on a portal (§6: roleId, default 0 for any)', async () => {
    const owner = await signedInUser(server);
    const colleague = await signedInUser(server);
    const ownerProfile = await firstProfileId(owner);
    const own = await firstProfileId(colleague);
    await server.request('POST', `/api/users/${colleague.userId}/businessProfiles/${ownerProfile}`, {}, owner.auth);
    const list = (query: string) =>
      server.request('GET', `/api/users/${colleague.userId}/businessProfiles${query}`, undefined, colleague.auth);
    expect((await list('')).body.data.map((profile: { id: number }) => profile.id)).toEqual([ownerProfile, own]);
    expect((await list('?roleId=44')).body.data).toHaveLength(2);
    expect((await list('?roleId=27')).body.data).toEqual([]);
    expect((await list('?roleId=3')).body.errorCode).toBe(102);
    const [portal] = (await server.request('GET', '/api/portals')).body.data as { id: number }[];
    const onPortal = await server.request(
      'GET',
      `/api/portals/${portal?.id ?? 0}/users/${colleague.userId}/businessProfiles?roleId=0`,
      undefined,
      colleague.auth,
    );
    expect(onPortal.body.data).toHaveLength(2);
    const elsewhere = await server.request(
      'GET',
      `/api/portals/999/users/${colleague.userId}/businessProfiles`,
      undefined,
      colleague.auth,
    );
    expect(elsewhere.body.data).toEqual([]);
    const other = await server.request(
      'GET',
      `/api/portals/${portal?.id ?? 0}/users/${owner.userId}/businessProfiles`,
      undefined,
      colleague.auth,
    );
    expect(other.status).toBe(403);
  });

  it('another verification link while pending; 65 once verified', async () => {
    const user = await signedInUser(server);
    const resend = await server.request('POST', `/api/users/${user.userId}/verification`, undefined, user.auth);
    expect(resend.body).toEqual({ sent: true });
    const hash = linkHashIn(await nextMessageTo(server.outboxDir, user.emailAddress, 1));
    expect((await server.request('POST', '/api/authentication/verifyEmail', { hash })).status).toBe(200);
    const again = await server.request('POST', `/api/users/${user.userId}/verification`, undefined, user.auth);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(65);
  });
});
