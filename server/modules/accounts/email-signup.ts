import type { EntityManager } from '@mikro-orm/postgresql';
import { PortalMember, User, type OutboxMessage } from './entities.ts';
import type { Portal } from '../portals/entities.ts';
import { businessNameOf } from '../flow-sessions/business-name.ts';
import { profileOfSession, setOwner, type SessionRecord } from '../flow-sessions/session-store.ts';
import { SignupDisabledError } from './account-errors.ts';
import { startSession } from './auth-sessions.ts';
import { advanceOnboardingState, OnboardingState } from './onboarding-state.ts';
import { checkOtp, issueOtp } from './otp.ts';
import { enqueueMessage } from './outbox.ts';
import { createProfile } from './profiles.ts';
import { regionalProfileFields } from './regional-profile.ts';
import { assertMayEnter, type SignedIn } from './sign-in.ts';
import { CLIENT_ACCESS_ROLE, normalEmail, PROFILE_ADMIN_ROLE, userByEmail } from './users.ts';

/** The onboarding's e-mail sign-up step (OL §2 emailSignup): its data is checked against an e-mailed OTP. */
export const EMAIL_SIGNUP_SCHEMA = 'steps/email-signup.schema.json';

/** OL §7 sendOtp: e-mails a code; `userAlreadyExist` tells the screen whether this signs in or up. */
export async function sendEmailOtp(
  em: EntityManager,
  portal: Portal,
  emailAddress: string,
): Promise<{ userAlreadyExist: boolean; message: OutboxMessage }> {
  const address = normalEmail(emailAddress);
  const userAlreadyExist = (await userByEmail(em, address)) !== null;
  const message = await em.transactional(async (tx) => {
    const code = await issueOtp(tx, 'email', address);
    return enqueueMessage(tx, {
      channel: 'email',
      recipient: address,
      subject: `${code} is your ${portal.title} verification code`,
      body: `Your verification code is ${code}. It expires in 10 minutes. Never share it.`,
    });
  });
  return { userAlreadyExist, message };
}

/**
 * The check a submission of the step must pass before it is saved: the address may sign up (the
 * portal's sign-up is open) or sign in (the account has not expired, §8 52, and belongs to this
 * portal, 56), then the code is right (57, 801). Answers the proven address.
 */
export async function checkEmailSignup(em: EntityManager, portal: Portal, data: unknown): Promise<string> {
  const { emailAddress, otp } = data as { emailAddress: string; otp: string };
  const user = await userByEmail(em, emailAddress);
  if (user === null && !portal.isSignupEnabled) throw new SignupDisabledError();
  if (user !== null) await assertMayEnter(em, user, portal);
  await checkOtp(em, 'email', normalEmail(emailAddress), otp);
  return emailAddress;
}

/**
 * After the step is saved: the address is proven, so its owner is signed in, signed up first if
 * new (role 27, §4), and gets a business profile named after the business they just described.
 */
export async function signInAfterEmailSignup(
  em: EntityManager,
  portal: Portal,
  session: SessionRecord,
  emailAddress: string,
): Promise<SignedIn> {
  const address = normalEmail(emailAddress);
  const known = await userByEmail(em, address);
  const user =
    known ??
    em.create(User, {
      emailAddress: address,
      // The person's name is asked with their first password (decision 371), never made up from the address.
      firstName: '',
      lastName: '',
      roleIds: [CLIENT_ACCESS_ROLE],
      emailVerifiedAt: new Date(),
    });
  if (known === null) em.create(PortalMember, { user, portal });
  // The step submitted again by its owner: the business has its profile already. (An agent who
  // held the session made none: the client's sign-in makes it, decision 172.)
  const hasProfile = (await profileOfSession(em, session.id)) !== null;
  const profile = hasProfile
    ? null
    : createProfile(
        em,
        user,
        portal,
        { name: businessNameOf(session), ...regionalProfileFields(session.region) },
        PROFILE_ADMIN_ROLE,
      );
  const tokens = startSession(em, user);
  await em.flush();
  if (profile !== null) await advanceOnboardingState(em, profile.id, OnboardingState.signedUp);
  // From now on the session is theirs alone (see session-ownership.ts), its campaign their profile's.
  await setOwner(em, session.id, user.id, profile?.id ?? null);
  return { userId: user.id, roleIds: user.roleIds, ...tokens };
}
