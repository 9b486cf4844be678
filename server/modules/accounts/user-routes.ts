import { Router, type Request } from 'express';
import type { Project } from '../../../engine/index.ts';
import type { ChangePassword } from '../../../schemas/generated/api/change-password.ts';
import type { FirstPassword } from '../../../schemas/generated/api/first-password.ts';
import type { UserPatch } from '../../../schemas/generated/api/user-patch.ts';
import type { CallbackRequest as CallbackRequestBody } from '../../../schemas/generated/entities/callback-request.ts';
import type { GrantAccess } from '../../../schemas/generated/api/grant-access.ts';
import { CallbackRequest, User } from '../../db/account-entities.ts';
import { NotFoundError } from '../../errors.ts';
import { EmailAlreadyVerifiedError, PhoneNumberTakenError } from './account-errors.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { assertMayGrant, grantAccess } from './invitations.ts';
import { linkTo } from './link-origin.ts';
import { dispatch } from './outbox.ts';
import { sendVerificationLink } from './sign-up.ts';
import { bodyOf, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { sameUser, signedInUser, signInRequired } from './guards.ts';
import { changePassword, setFirstPassword } from './password-changes.ts';
import { memberProfile, profileView } from './profiles.ts';
import { rateLimited, RATE_LIMITS } from './rate-limits.ts';
import { PROFILE_ADMIN_ROLE, profilesOf, userView, type ProfileFilter } from './users.ts';

/** A signed-in user's own account (accounts §7 GET/PATCH /users/{id}, resetPassword, callback). */
export function userRoutes({ orm, project, queue }: Services): Router {
  const router = Router();
  router.use('/users', signInRequired(orm));

  router.post('/users/callback', rateLimited(orm, RATE_LIMITS.callback), async (req, res) => {
    const body = bodyOf<CallbackRequestBody>(project, 'entities/callback-request.schema.json', req);
    const user = signedInUser(res);
    const member = await memberProfile(orm.em, user, String(body.businessProfileId));
    // §5: a user with no phone saved gets the one they asked to be called on (unless it is another account's).
    if (user.phoneNumber == null && (await orm.em.count(User, { phoneNumber: body.phone })) === 0) {
      user.phoneNumber = body.phone;
    }
    orm.em.create(CallbackRequest, {
      user,
      businessProfile: member.businessProfile,
      phone: body.phone,
      portalHost: body.portal ?? req.hostname,
    });
    await orm.em.flush();
    res.status(201).json({ requested: true });
  });

  router.get('/users/:id', async (req, res) => {
    res.json(await userView(orm.em, sameUser(res, req.params.id)));
  });

  router.patch('/users/:id', async (req, res) => {
    const user = sameUser(res, req.params.id);
    const body = bodyOf<UserPatch>(project, 'api/user-patch.schema.json', req);
    if (
      typeof body.phoneNumber === 'string' &&
      (await orm.em.count(User, { phoneNumber: body.phoneNumber, id: { $ne: user.id } })) > 0
    ) {
      throw new PhoneNumberTakenError();
    }
    orm.em.assign(user, body);
    await orm.em.flush();
    res.json(await userView(orm.em, user));
  });

  router.post('/users/:id/resetPassword', async (req, res) => {
    const user = sameUser(res, req.params.id);
    const body = bodyOf<ChangePassword>(project, 'api/change-password.schema.json', req);
    await changePassword(orm.em, user, body.currentPassword, body.newPassword);
    res.status(204).end();
  });

  router.post('/users/:id/password', async (req, res) => {
    const user = sameUser(res, req.params.id);
    const { firstName, lastName, newPassword } = bodyOf<FirstPassword>(project, 'api/first-password.schema.json', req);
    await setFirstPassword(orm.em, user, { firstName, lastName, newPassword });
    res.json(await userView(orm.em, user));
  });

  router.get('/users/:id/businessProfiles', async (req, res) => {
    const user = sameUser(res, req.params.id);
    const profiles = await profilesOf(orm.em, user, profileFilterOf(project, req));
    res.json({ data: profiles.map(profileView) });
  });

  // §6: "profiles can be listed for a portal and user filtered by roleId (default 0)".
  router.get('/portals/:portalId/users/:id/businessProfiles', signInRequired(orm), async (req, res) => {
    const user = sameUser(res, String(req.params.id));
    // A portal id no portal can have lists nothing.
    const portalId = numericId(String(req.params.portalId)) ?? -1;
    const profiles = await profilesOf(orm.em, user, { ...profileFilterOf(project, req), portalId });
    res.json({ data: profiles.map(profileView) });
  });

  // §6: granting access to a profile (its admins only) assigns the {product} admin role.
  router.post('/users/:id/businessProfiles/:businessProfileId', async (req, res) => {
    const member = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    assertMayGrant(member);
    bodyOf<GrantAccess>(project, 'api/grant-access.schema.json', req);
    const userId = numericId(req.params.id);
    const user = userId === null ? null : await orm.em.findOne(User, { id: userId });
    if (user === null) throw new NotFoundError(`There is no user ${req.params.id}.`);
    await grantAccess(orm.em, user, member.businessProfile);
    await orm.em.flush();
    res.status(201).json({ userId: user.id, businessProfileId: member.businessProfile.id, roleId: PROFILE_ADMIN_ROLE });
  });

  // AP §4 e-mail verification: another link for an address still pending (65 once verified).
  router.post('/users/:id/verification', rateLimited(orm, RATE_LIMITS.emails), async (req, res) => {
    const user = sameUser(res, String(req.params.id));
    if (user.emailVerifiedAt != null) throw new EmailAlreadyVerifiedError();
    const portal = await portalOfRequest(orm.em, req, {});
    const message = sendVerificationLink(orm.em, portal, user, linkTo(req, portal, '/verify'));
    await orm.em.flush();
    await dispatch(queue, [message]);
    res.json({ sent: true });
  });

  return router;
}

function profileFilterOf(project: Project, req: Request): ProfileFilter {
  const query = queryOf<{ roleId?: string; isRoimatic?: string }>(project, 'api/profile-list-query.schema.json', req);
  return {
    roleId: Number(query.roleId ?? 0),
    ...(query.isRoimatic === undefined ? {} : { isRoimatic: query.isRoimatic === 'true' }),
  };
}
