import type { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeLink, PortalMember, ProfileMember, User, type BusinessProfile } from './entities.ts';
import type { Portal } from '../portals/entities.ts';
import { InvalidRequestError } from '../../errors.ts';
import { ForbiddenBusinessProfileError, InvalidHashKeyError } from './account-errors.ts';
import { startSession } from './auth-sessions.ts';
import { createLink, useLink } from './one-time-links.ts';
import { enqueueMessage } from './outbox.ts';
import { assertStrongPassword, type Passwords } from './passwords.ts';
import { secretHash } from './secrets.ts';
import type { SignedIn } from './sign-in.ts';
import { CLIENT_ACCESS_ROLE, helloTo, normalEmail, PROFILE_ADMIN_ROLE, userByEmail } from './users.ts';

export interface Invitee {
  readonly emailAddress: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly sendEmail?: boolean;
}

/** Only a profile's admins may let others in (§6). */
export function assertMayGrant(member: ProfileMember): void {
  if (member.roleId !== PROFILE_ADMIN_ROLE) throw new ForbiddenBusinessProfileError();
}

/** §6: granting a user access to a business profile assigns the {product} admin role. */
export async function grantAccess(em: EntityManager, user: User, profile: BusinessProfile): Promise<void> {
  const existing = await em.findOne(ProfileMember, { user, businessProfile: profile });
  if (existing === null) em.create(ProfileMember, { user, businessProfile: profile, roleId: PROFILE_ADMIN_ROLE });
  else existing.roleId = PROFILE_ADMIN_ROLE;
}

/**
 * Invites someone to a profile by e-mail (AP §7 invite: link, sendEmail): their account is made
 * if they have none, access is granted, and the e-mail carries a /inviteUser link.
 */
export async function invite(
  em: EntityManager,
  portal: Portal,
  profile: BusinessProfile,
  invitee: Invitee,
  inviteUrl: (hash: string) => string,
) {
  const user =
    (await userByEmail(em, invitee.emailAddress)) ??
    em.create(User, {
      emailAddress: normalEmail(invitee.emailAddress),
      firstName: invitee.firstName.trim(),
      lastName: invitee.lastName.trim(),
      roleIds: [CLIENT_ACCESS_ROLE],
    });
  if ((await em.count(PortalMember, { user, portal })) === 0) em.create(PortalMember, { user, portal });
  await grantAccess(em, user, profile);
  const link = inviteUrl(createLink(em, 'invite', user, profile));
  const message =
    invitee.sendEmail === false
      ? null
      : enqueueMessage(em, {
          channel: 'email',
          recipient: user.emailAddress,
          subject: `You are invited to ${profile.name} on ${portal.title}`,
          body: `${helloTo(user)},\n\nYou now have access to ${profile.name}. Open it here: ${link}\n\nThe link works for 7 days.`,
        });
  await em.flush();
  return { user, link, message };
}

/** What /inviteUser shows before it is accepted (the link is not used up by looking). */
export async function invitationView(em: EntityManager, hash: string) {
  const link = await em.findOne(
    OneTimeLink,
    { hash: secretHash(hash), purpose: 'invite' },
    { populate: ['user', 'businessProfile'] },
  );
  if (link === null || link.usedAt != null || link.expiresAt.getTime() <= Date.now()) throw new InvalidHashKeyError();
  return {
    emailAddress: link.user.emailAddress,
    firstName: link.user.firstName,
    businessProfileName: link.businessProfile?.name ?? null,
    needsPassword: link.user.passwordHash == null,
  };
}

/** What accepting answers: signed in (a new user, who just set a password), or sent to sign in. */
export type Accepted =
  | (SignedIn & { readonly signedIn: true; readonly businessProfileId: number | null })
  | { readonly signedIn: false; readonly emailAddress: string; readonly businessProfileId: number | null };

/**
 * Accepts an invitation. A new user sets their password and is signed in. Someone who has a
 * password already signs in with it: the link alone never opens an existing account (an
 * invitation anyone can send must not be a way into someone else's).
 */
export async function acceptInvitation(
  em: EntityManager,
  passwords: Passwords,
  hash: string,
  password: string | undefined,
): Promise<Accepted> {
  return em.transactional(async (tx) => {
    const link = await useLink(tx, 'invite', hash);
    const { user } = link;
    const businessProfileId = link.businessProfile?.id ?? null;
    if (user.passwordHash != null) return { signedIn: false, emailAddress: user.emailAddress, businessProfileId };
    if (password === undefined) {
      throw new InvalidRequestError('Invalid request data', [{ path: '/password', message: 'Please provide a value' }]);
    }
    assertStrongPassword(password, [user.firstName, user.lastName, user.emailAddress]);
    user.passwordHash = await passwords.hash(password);
    user.emailVerifiedAt ??= new Date();
    const tokens = startSession(tx, user);
    return { signedIn: true, userId: user.id, roleIds: user.roleIds, ...tokens, businessProfileId };
  });
}
