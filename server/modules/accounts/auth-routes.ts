import { type Request } from 'express';
import type { AcceptInvite } from '../../../schemas/generated/api/accept-invite.ts';
import type { EmailOtpRequest } from '../../../schemas/generated/api/email-otp-request.ts';
import type { ForgotPassword } from '../../../schemas/generated/api/forgot-password.ts';
import type { Login } from '../../../schemas/generated/api/login.ts';
import type { MobileOtpLogin } from '../../../schemas/generated/api/mobile-otp-login.ts';
import type { MobileOtpRequest } from '../../../schemas/generated/api/mobile-otp-request.ts';
import type { OneTimeLinkKey } from '../../../schemas/generated/api/one-time-link.ts';
import type { RefreshToken } from '../../../schemas/generated/api/refresh-token.ts';
import type { ResetPassword } from '../../../schemas/generated/api/reset-password.ts';
import type { SignUpUser } from '../../../schemas/generated/entities/sign-up-user.ts';
import { InvalidRequestError } from '../../errors.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { emailAccount, phoneAccount, type AccountProbes } from './account-probes.ts';
import { findSession, flowOf } from '../flow-sessions/service.ts';
import { keepStepData } from '../flow-sessions/session-store.ts';
import { EMAIL_SIGNUP_SCHEMA, sendEmailOtp } from './email-signup.ts';
import { acceptInvitation, invitationView } from './invitations.ts';
import { endSession, refreshSession } from './auth-sessions.ts';
import { authSessionOf, signInRequired } from './guards.ts';
import { linkTo } from './link-origin.ts';
import { useLink } from './one-time-links.ts';
import { OTP_RESEND_SECONDS, OTP_VALID_SECONDS } from './otp.ts';
import { dispatch } from './outbox.ts';
import { resetPassword, sendResetLink } from './password-changes.ts';
import { storedPhoneNumber } from './phone.ts';
import { rateLimited, RATE_LIMITS } from './rate-limits.ts';
import { sendSignInOtp, signInWithOtp, signInWithPassword } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import { EmailAlreadyVerifiedError } from './account-errors.ts';
import { CLIENT_ACCESS_ROLE } from './users.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

// Counted per client address and account, so one person's typos never lock out another.
export const byAccount = (field: string) => (req: Request) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const account = typeof body[field] === 'string' ? body[field].trim().toLowerCase() : '';
  return `${req.ip ?? ''}:${account}`;
};

// A phone number counts as one however it is typed (spaces, hyphens, the country prefix).
const byPhone = (req: Request) => {
  const { countryCode, phoneNumber } = (req.body ?? {}) as Record<string, unknown>;
  if (typeof countryCode !== 'string' || typeof phoneNumber !== 'string') return `${req.ip ?? ''}:`;
  try {
    return `${req.ip ?? ''}:${storedPhoneNumber(countryCode, phoneNumber)}`;
  } catch {
    // Not a real number: the call refuses it (102); count it as typed.
    return `${req.ip ?? ''}:${phoneNumber}`;
  }
};

/**
 * Sign-up, sign-in (e-mail and password, mobile and OTP), tokens, password reset (accounts §2, §4,
 * §7). `probed` counts the accounts named by the calls that tell whether one exists.
 */
export function authRoutes(api: ApiRouter, { orm, project, queue, passwords }: Services, probed: AccountProbes): void {
  api.on('signUp', rateLimited(orm, RATE_LIMITS.signUp), async (req, res) => {
    const body = bodyOf<SignUpUser>(project, 'entities/sign-up-user.schema.json', req);
    if (body.roleId !== undefined && body.roleId !== CLIENT_ACCESS_ROLE) {
      throw new InvalidRequestError('Invalid request data', [
        { path: '/roleId', message: 'A sign-up user gets role ClientAccess (27)' },
      ]);
    }
    const portal = await portalOfRequest(orm.em, req, body);
    await probed(req, res, emailAccount(body.emailAddress));
    const { user, message } = await signUp(orm.em, passwords, portal, body, linkTo(req, portal, '/verify'));
    await dispatch(queue, [message]);
    res.status(201).json({ id: user.id });
  });

  api.on('login', rateLimited(orm, RATE_LIMITS.signIn, byAccount('emailAddress')), async (req, res) => {
    const body = bodyOf<Login>(project, 'api/login.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, body);
    const signedIn = await signInWithPassword(orm.em, passwords, portal, body.emailAddress, body.password);
    await orm.em.flush();
    res.json(signedIn);
  });

  api.on('sendLoginOtp', rateLimited(orm, RATE_LIMITS.otp, byPhone), async (req, res) => {
    const body = bodyOf<MobileOtpRequest>(project, 'api/mobile-otp-request.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, body);
    const phone = storedPhoneNumber(body.countryCode, body.phoneNumber);
    await probed(req, res, phoneAccount(phone));
    const message = await sendSignInOtp(orm.em, portal, phone);
    await dispatch(queue, [message]);
    res.json({ sent: true, expiresInSeconds: OTP_VALID_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS });
  });

  api.on('loginWithOtp', rateLimited(orm, RATE_LIMITS.signIn, byPhone), async (req, res) => {
    const body = bodyOf<MobileOtpLogin>(project, 'api/mobile-otp-login.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, body);
    const phone = storedPhoneNumber(body.countryCode, body.phoneNumber);
    await probed(req, res, phoneAccount(phone));
    const signedIn = await signInWithOtp(orm.em, portal, phone, body.otp);
    await orm.em.flush();
    res.json(signedIn);
  });

  api.on('refreshTokens', async (req, res) => {
    const { refreshToken } = bodyOf<RefreshToken>(project, 'api/refresh-token.schema.json', req);
    const tokens = await refreshSession(orm.em, refreshToken);
    await orm.em.flush();
    res.json(tokens);
  });

  api.on('logout', signInRequired(orm), async (_req, res) => {
    endSession(authSessionOf(res));
    await orm.em.flush();
    res.status(204).end();
  });

  api.on('forgotPassword', rateLimited(orm, RATE_LIMITS.otp, byAccount('emailAddress')), async (req, res) => {
    const body = bodyOf<ForgotPassword>(project, 'api/forgot-password.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, body);
    await probed(req, res, emailAccount(body.emailAddress));
    const message = await sendResetLink(orm.em, portal, body.emailAddress, linkTo(req, portal, '/resetPassword'));
    await dispatch(queue, [message]);
    res.json({ sent: true });
  });

  api.on('resetPassword', async (req, res) => {
    const body = bodyOf<ResetPassword>(project, 'api/reset-password.schema.json', req);
    await resetPassword(orm.em, passwords, body.hash, body.newPassword);
    res.status(204).end();
  });

  api.on('verifyEmail', async (req, res) => {
    const { hash } = bodyOf<OneTimeLinkKey>(project, 'api/one-time-link.schema.json', req);
    const link = await useLink(orm.em, 'verifyEmail', hash);
    if (link.user.emailVerifiedAt != null) throw new EmailAlreadyVerifiedError();
    link.user.emailVerifiedAt = new Date();
    await orm.em.flush();
    res.json({ emailAddress: link.user.emailAddress, isEmailVerified: true });
  });

  api.on('getInvitation', async (req, res) => {
    const { hash } = queryOf<{ hash: string }>(project, 'api/one-time-link.schema.json', req);
    res.json(await invitationView(orm.em, hash));
  });

  api.on('acceptInvitation', async (req, res) => {
    const body = bodyOf<AcceptInvite>(project, 'api/accept-invite.schema.json', req);
    res.json(await acceptInvitation(orm.em, passwords, body.hash, body.password));
  });

  api.on('sendEmailOtp', rateLimited(orm, RATE_LIMITS.otp, byAccount('emailAddress')), async (req, res) => {
    const session = await findSession(orm.em, req.params.sessionId);
    const { emailAddress } = bodyOf<EmailOtpRequest>(project, 'api/email-otp-request.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, {});
    await probed(req, res, emailAccount(emailAddress));
    const { userAlreadyExist, message } = await sendEmailOtp(orm.em, portal, emailAddress);
    await dispatch(queue, [message]);
    // Decision 372: the address stays on the e-mail step, so a reload or a wrong code keeps it.
    const { flow } = await flowOf(orm.em, project, session);
    if (flow.hasStep(session.step) && flow.meta(session.step).schema === EMAIL_SIGNUP_SCHEMA) {
      await keepStepData(orm.em, session.id, session.step, { emailAddress });
    }
    res.json({ userAlreadyExist, expiresInSeconds: OTP_VALID_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS });
  });
}
