import { type Request, type RequestHandler } from 'express';
import type { Project } from '../../../engine/index.ts';
import type { ChangePassword } from '../../../schemas/generated/api/change-password.ts';
import type { PhoneOtp } from '../../../schemas/generated/api/phone-otp.ts';

import type { FirstPassword } from '../../../schemas/generated/api/first-password.ts';
import type { UserPatch } from '../../../schemas/generated/api/user-patch.ts';
import type { CallbackRequest as CallbackRequestBody } from '../../../schemas/generated/entities/callback-request.ts';
import type { GrantAccess } from '../../../schemas/generated/api/grant-access.ts';
import { CallbackRequest, User } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import { EmailAlreadyVerifiedError } from './account-errors.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { assertMayGrant, grantAccess } from './invitations.ts';
import { linkTo } from './link-origin.ts';
import { OTP_RESEND_SECONDS, OTP_VALID_SECONDS } from './otp.ts';
import { dispatch } from './outbox.ts';
import { canonicalPhoneNumber } from './phone.ts';
import { isPhoneNumberTaken, savePhoneNumber, sendPhoneOtp, verifyPhoneNumber } from './phone-verification.ts';
import { sendVerificationLink } from './sign-up.ts';
import { bodyOf, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { sameUser, signedInUser, signInRequired } from './guards.ts';
import { changePassword, setFirstPassword } from './password-changes.ts';
import { memberProfile, profileView } from './profiles.ts';
import { rateLimited, RATE_LIMITS } from './rate-limits.ts';
import { PROFILE_ADMIN_ROLE, profilesOf, userView, type ProfileFilter } from './users.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** A signed-in user's own account (accounts §7 GET/PATCH /users/{id}, resetPassword, callback, sendotp, validateOtp). */
export function userRoutes(api: ApiRouter, { orm, project, queue, passwords }: Services): void {
  api.on('requestCallback', rateLimited(orm, RATE_LIMITS.callback), async (req, res) => {
    const body = bodyOf<CallbackRequestBody>(project, 'entities/callback-request.schema.json', req);
    const user = signedInUser(res);
    const member = await memberProfile(orm.em, user, String(body.businessProfileId));
    const phone = canonicalPhoneNumber(body.phone, '/phone');
    const portal = await portalOfRequest(orm.em, req, {});
    // §5: a user with no phone saved gets the one they asked to be called on, unverified (decision
    // 351), unless another account has verified it.
    const saves = user.phoneNumber == null && !(await isPhoneNumberTaken(orm.em, user, phone));
    const message = await orm.em.transactional(async (tx) => {
      tx.create(CallbackRequest, {
        user,
        businessProfile: member.businessProfile,
        phone,
        portalHost: body.portal ?? req.hostname,
      });
      return saves ? savePhoneNumber(tx, portal, user, phone) : null;
    });
    await dispatch(queue, message === null ? [] : [message]);
    res.status(201).json({ requested: true, isPhoneNumberSaved: saves });
  });

  api.on('getUser', async (req, res) => {
    res.json(await userView(orm.em, sameUser(res, req.params.userId)));
  });

  // A number saved or a code asked for texts a code: counted per account like the sign-in codes,
  // once the caller is known to be its owner (a stranger must not use up the owner's texts).
  const ownAccountOnly: RequestHandler = (req, res, next) => {
    sameUser(res, String(req.params.userId));
    next();
  };
  const textsLimited = rateLimited(orm, RATE_LIMITS.otp, (req) => `user:${String(req.params.userId)}`);

  api.on(
    'patchUser',
    ownAccountOnly,
    async (req, res, next) => {
      if (typeof (req.body as UserPatch | undefined)?.phoneNumber === 'string') await textsLimited(req, res, next);
      else next();
    },
    async (req, res) => {
      const user = sameUser(res, req.params.userId);
      const { phoneNumber, ...names } = bodyOf<UserPatch>(project, 'api/user-patch.schema.json', req);
      const stored = typeof phoneNumber === 'string' ? canonicalPhoneNumber(phoneNumber, '/phoneNumber') : phoneNumber;
      const message = await orm.em.transactional(async (tx) => {
        tx.assign(user, names);
        if (stored === undefined) return null;
        if (stored === null) {
          tx.assign(user, { phoneNumber: null, phoneVerifiedAt: null });
          return null;
        }
        // The portal names itself in the SMS; a request that texts nothing needs none.
        return savePhoneNumber(tx, await portalOfRequest(tx, req, {}), user, stored);
      });
      await dispatch(queue, message === null ? [] : [message]);
      res.json(await userView(orm.em, user));
    },
  );

  // AP §7: another code to the unverified number, and the code that verifies it (decision 352).
  api.on('sendUserOtp', ownAccountOnly, textsLimited, async (req, res) => {
    const user = sameUser(res, req.params.userId);
    const message = await sendPhoneOtp(orm.em, await portalOfRequest(orm.em, req, {}), user);
    await dispatch(queue, [message]);
    res.json({ sent: true, expiresInSeconds: OTP_VALID_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS });
  });

  api.on('validateUserOtp', async (req, res) => {
    const user = sameUser(res, req.params.userId);
    const { otp } = bodyOf<PhoneOtp>(project, 'api/phone-otp.schema.json', req);
    const phoneNumber = await verifyPhoneNumber(orm.em, user, otp);
    res.json({ phoneNumber, isPhoneNumberVerified: true });
  });

  api.on('changePassword', async (req, res) => {
    const user = sameUser(res, req.params.userId);
    const body = bodyOf<ChangePassword>(project, 'api/change-password.schema.json', req);
    await changePassword(orm.em, passwords, user, body.currentPassword, body.newPassword);
    res.status(204).end();
  });

  api.on('setFirstPassword', async (req, res) => {
    const user = sameUser(res, req.params.userId);
    const { firstName, lastName, newPassword } = bodyOf<FirstPassword>(project, 'api/first-password.schema.json', req);
    await setFirstPassword(orm.em, passwords, user, { firstName, lastName, newPassword });
    res.json(await userView(orm.em, user));
  });

  api.on('listUserBusinessProfiles', async (req, res) => {
    const user = sameUser(res, req.params.userId);
    const profiles = await profilesOf(orm.em, user, profileFilterOf(project, req));
    res.json({ data: profiles.map(profileView) });
  });

  // §6: "profiles can be listed for a portal and user filtered by roleId (default 0)".
  api.on('listPortalUserBusinessProfiles', signInRequired(orm), async (req, res) => {
    const user = sameUser(res, req.params.userId);
    // A portal id no portal can have lists nothing.
    const portalId = numericId(req.params.portalId) ?? -1;
    const profiles = await profilesOf(orm.em, user, { ...profileFilterOf(project, req), portalId });
    res.json({ data: profiles.map(profileView) });
  });

  // §6: granting access to a profile (its admins only) assigns the {product} admin role.
  api.on('grantAccess', async (req, res) => {
    const member = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    assertMayGrant(member);
    bodyOf<GrantAccess>(project, 'api/grant-access.schema.json', req);
    const userId = numericId(req.params.userId);
    const user = userId === null ? null : await orm.em.findOne(User, { id: userId });
    if (user === null) throw new NotFoundError(`There is no user ${req.params.userId}.`);
    await grantAccess(orm.em, user, member.businessProfile);
    await orm.em.flush();
    res.status(201).json({ userId: user.id, businessProfileId: member.businessProfile.id, roleId: PROFILE_ADMIN_ROLE });
  });

  // AP §4 e-mail verification: another link for an address still pending (65 once verified).
  api.on('sendVerification', rateLimited(orm, RATE_LIMITS.emails), async (req, res) => {
    const user = sameUser(res, req.params.userId);
    if (user.emailVerifiedAt != null) throw new EmailAlreadyVerifiedError();
    const portal = await portalOfRequest(orm.em, req, {});
    const message = sendVerificationLink(orm.em, portal, user, linkTo(req, portal, '/verify'));
    await orm.em.flush();
    await dispatch(queue, [message]);
    res.json({ sent: true });
  });
}

function profileFilterOf(project: Project, req: Request): ProfileFilter {
  const query = queryOf<{ roleId?: string; isRoimatic?: string }>(project, 'api/profile-list-query.schema.json', req);
  return {
    roleId: Number(query.roleId ?? 0),
    ...(query.isRoimatic === undefined ? {} : { isRoimatic: query.isRoimatic === 'true' }),
  };
}
