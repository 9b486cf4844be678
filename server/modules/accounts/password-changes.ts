import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxMessage, User } from './entities.ts';
import type { Portal } from '../portals/entities.ts';
import {
  CurrentPasswordInvalidError,
  EmailNotRegisteredError,
  OldPasswordReusedError,
  PasswordAlreadySetError,
} from './account-errors.ts';
import { endSessionsOf } from './auth-sessions.ts';
import { createLink, useLink } from './one-time-links.ts';
import { enqueueMessage } from './outbox.ts';
import { assertStrongPassword, type Passwords } from './passwords.ts';
import { helloTo, userByEmail } from './users.ts';

/** §2 /forgotPassword: e-mails a reset link (`/resetPassword?hash=`), valid for an hour. */
export async function sendResetLink(
  em: EntityManager,
  portal: Portal,
  emailAddress: string,
  resetUrl: (hash: string) => string,
): Promise<OutboxMessage> {
  const user = await userByEmail(em, emailAddress);
  if (user === null) throw new EmailNotRegisteredError();
  const hash = createLink(em, 'resetPassword', user);
  const message = enqueueMessage(em, {
    channel: 'email',
    recipient: user.emailAddress,
    subject: `Reset your ${portal.title} password`,
    body: `${helloTo(user)},\n\nChoose a new password here: ${resetUrl(hash)}\n\nThe link works for one hour. If you did not ask for it, ignore this e-mail.`,
  });
  await em.flush();
  return message;
}

/** A new password (§5: differs from the old one, 75; not easily guessed, 84); every session ends. */
async function setPassword(em: EntityManager, passwords: Passwords, user: User, newPassword: string): Promise<void> {
  if (await passwords.matches(user.passwordHash, newPassword)) throw new OldPasswordReusedError();
  assertStrongPassword(newPassword, [user.firstName, user.lastName, user.emailAddress]);
  user.passwordHash = await passwords.hash(newPassword);
  user.passwordExpiresAt = null;
  await endSessionsOf(em, user);
}

/** §2 /resetPassword?hash=: the link's user gets the new password (§8 60 for a bad link). */
export async function resetPassword(
  em: EntityManager,
  passwords: Passwords,
  hash: string,
  newPassword: string,
): Promise<void> {
  await em.transactional(async (tx) => {
    const link = await useLink(tx, 'resetPassword', hash);
    await setPassword(tx, passwords, link.user, newPassword);
  });
}

/** POST /users/{id}/resetPassword (§5: currentPassword and newPassword). */
export async function changePassword(
  em: EntityManager,
  passwords: Passwords,
  user: User,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await passwords.matches(user.passwordHash, currentPassword))) throw new CurrentPasswordInvalidError();
  await setPassword(em, passwords, user, newPassword);
  await em.flush();
}

/**
 * The name and first password of an account a one-time code made (decision 371): from now on it
 * signs in with e-mail and password too. Nobody could sign in with a password before, so the
 * sessions the codes opened stay; a second call is refused (101), a change needs the current one.
 */
export async function setFirstPassword(
  em: EntityManager,
  passwords: Passwords,
  user: User,
  fields: { readonly firstName: string; readonly lastName: string; readonly newPassword: string },
): Promise<void> {
  if (user.passwordHash != null) throw new PasswordAlreadySetError();
  const firstName = fields.firstName.trim();
  const lastName = fields.lastName.trim();
  assertStrongPassword(fields.newPassword, [firstName, lastName, user.emailAddress]);
  Object.assign(user, { firstName, lastName, passwordHash: await passwords.hash(fields.newPassword) });
  await em.flush();
}
