import type { EntityManager } from '@mikro-orm/postgresql';
import { PortalMember, User } from './entities.ts';
import type { Portal } from '../portals/entities.ts';
import {
  AccountExpiredError,
  ForbiddenPortalError,
  InvalidCredentialsError,
  MobileNotRegisteredError,
  PasswordExpiredError,
} from './account-errors.ts';
import { startSession, type SessionTokens } from './auth-sessions.ts';
import { createLink } from './one-time-links.ts';
import { checkOtp, issueOtp } from './otp.ts';
import { enqueueMessage } from './outbox.ts';
import type { Passwords } from './passwords.ts';
import { smsRecipient } from './phone.ts';
import { userByEmail } from './users.ts';

/** The login response of §3, with the tokens. */
export interface SignedIn extends SessionTokens {
  readonly userId: number;
  readonly roleIds: readonly number[];
}

/** §8 52 an expired account, 56 a portal the user does not belong to (§6 "blocks login"). */
export async function assertMayEnter(em: EntityManager, user: User, portal: Portal): Promise<void> {
  if (user.expiresAt != null && user.expiresAt.getTime() <= Date.now()) {
    throw new AccountExpiredError(user.emailAddress);
  }
  // §6: a forbidden-portal error blocks login.
  if ((await em.count(PortalMember, { user, portal })) === 0) throw new ForbiddenPortalError();
}

function signIn(em: EntityManager, user: User): SignedIn {
  return { userId: user.id, roleIds: user.roleIds, ...startSession(em, user) };
}

/** §2 login by e-mail and password (§8: 51, 52, 56; 74 with a reset link's hash). */
export async function signInWithPassword(
  em: EntityManager,
  passwords: Passwords,
  portal: Portal,
  emailAddress: string,
  password: string,
): Promise<SignedIn> {
  const user = await userByEmail(em, emailAddress);
  // An unknown address takes as long to refuse as a wrong password.
  const matches = await passwords.matches(user?.passwordHash, password);
  if (user?.passwordHash == null || !matches) throw new InvalidCredentialsError();
  await assertMayEnter(em, user, portal);
  if (user.passwordExpiresAt != null && user.passwordExpiresAt.getTime() <= Date.now()) {
    const hash = createLink(em, 'resetPassword', user);
    await em.flush();
    throw new PasswordExpiredError(hash);
  }
  return signIn(em, user);
}

// Only a number its owner has proved signs in (decision 351): an unproven one has no account.
const userByPhone = (em: EntityManager, phoneNumber: string) =>
  em.findOne(User, { phoneNumber, phoneVerifiedAt: { $ne: null } });

/** Sends a sign-in OTP by SMS to a registered mobile number (§8: not registered, 800, 801). */
export async function sendSignInOtp(em: EntityManager, portal: Portal, phoneNumber: string) {
  const user = await userByPhone(em, phoneNumber);
  if (user === null) throw new MobileNotRegisteredError();
  // Whether the account may enter (52, 56) is told only to whoever proves the phone is theirs.
  return em.transactional(async (tx) => {
    const code = await issueOtp(tx, 'login', phoneNumber);
    return enqueueMessage(tx, {
      channel: 'sms',
      recipient: smsRecipient(phoneNumber),
      body: `${code} is your ${portal.title} sign-in code. It expires in 10 minutes. Never share it.`,
    });
  });
}

/** §2 login by mobile number and OTP. */
export async function signInWithOtp(
  em: EntityManager,
  portal: Portal,
  phoneNumber: string,
  otp: string,
): Promise<SignedIn> {
  const user = await userByPhone(em, phoneNumber);
  if (user === null) throw new MobileNotRegisteredError();
  await checkOtp(em, 'login', phoneNumber, otp);
  await assertMayEnter(em, user, portal);
  return signIn(em, user);
}
