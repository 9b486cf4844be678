import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PortalMember, User, type BusinessProfile, type OutboxMessage } from './entities.ts';
import type { Portal } from '../portals/entities.ts';
import { SignupDisabledError, UserAlreadyExistsError } from './account-errors.ts';
import { createLink } from './one-time-links.ts';
import { enqueueMessage } from './outbox.ts';
import { assertStrongPassword, type Passwords } from './passwords.ts';
import { createProfile } from './profiles.ts';
import { CLIENT_ACCESS_ROLE, helloTo, normalEmail, PROFILE_ADMIN_ROLE, userByEmail } from './users.ts';

export interface SignUpUser {
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress: string;
  readonly loginPassword?: string;
}

// The business name's characters (§5: letters, digits, spaces and & ' - .), at most 25.
function defaultProfileName({ firstName, lastName }: SignUpUser): string {
  const name = `${firstName} ${lastName}`.replace(/[^\p{L}\p{N} &'.-]/gu, '').trim();
  return (name === '' ? 'My business' : name).slice(0, 25).trim();
}

/**
 * A new user with role ClientAccess 27 (§4) at `portal`, with a business profile of their own;
 * not yet saved (see saveNewAccount). The ways to sign up verify the address each their own way.
 */
export async function createAccount(
  em: EntityManager,
  passwords: Passwords,
  portal: Portal,
  fields: SignUpUser,
): Promise<{ user: User; profile: BusinessProfile }> {
  if (!portal.isSignupEnabled) throw new SignupDisabledError();
  if ((await userByEmail(em, fields.emailAddress)) !== null) throw new UserAlreadyExistsError();
  if (fields.loginPassword !== undefined) {
    assertStrongPassword(fields.loginPassword, [fields.firstName, fields.lastName, fields.emailAddress]);
  }
  const user = em.create(User, {
    emailAddress: normalEmail(fields.emailAddress),
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    passwordHash: fields.loginPassword === undefined ? null : await passwords.hash(fields.loginPassword),
    roleIds: [CLIENT_ACCESS_ROLE],
  });
  em.create(PortalMember, { user, portal });
  const profile = createProfile(em, user, portal, { name: defaultProfileName(fields) }, PROFILE_ADMIN_ROLE);
  return { user, profile };
}

/** Saves a new account; two sign-ups with one address at once: the second finds the first's row. */
export async function saveNewAccount(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new UserAlreadyExistsError();
    throw error;
  }
}

/**
 * Creates a user (createAccount) with an e-mail to verify their address (dispatch it once saved);
 * `verifyUrl` makes the link.
 */
export async function signUp(
  em: EntityManager,
  passwords: Passwords,
  portal: Portal,
  fields: SignUpUser,
  verifyUrl: (hash: string) => string,
): Promise<{ user: User; message: OutboxMessage }> {
  const { user } = await createAccount(em, passwords, portal, fields);
  const message = sendVerificationLink(em, portal, user, verifyUrl);
  await saveNewAccount(em);
  return { user, message };
}

/** AP §4 e-mail verification: a 48-hour link to /verify (pending until it is opened). */
export function sendVerificationLink(
  em: EntityManager,
  portal: Portal,
  user: User,
  verifyUrl: (hash: string) => string,
): OutboxMessage {
  const hash = createLink(em, 'verifyEmail', user);
  return enqueueMessage(em, {
    channel: 'email',
    recipient: user.emailAddress,
    subject: `Verify your e-mail address for ${portal.title}`,
    body: `${helloTo(user)},\n\nPlease verify your e-mail address: ${verifyUrl(hash)}\n\nThe link works for 48 hours.`,
  });
}
