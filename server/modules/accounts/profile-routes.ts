import type { BusinessProfileCreate } from '../../../schemas/generated/api/business-profile-create.ts';
import type { BusinessProfilePatch } from '../../../schemas/generated/api/business-profile-patch.ts';
import type { InviteUser } from '../../../schemas/generated/api/invite-user.ts';
import { byAccount } from './auth-routes.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { rateLimited, RATE_LIMITS } from './rate-limits.ts';
import { assertMayGrant, invite } from './invitations.ts';
import { linkTo } from './link-origin.ts';
import { dispatch } from './outbox.ts';
import { bodyOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from './guards.ts';
import { profileFeedStatus } from '../product-feed/feeds.ts';
import { createProfile, memberProfile, productConfigurationView, profileView } from './profiles.ts';
import { PROFILE_ADMIN_ROLE } from './users.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** Business profiles of the signed-in user (accounts §7): only their own open (§6, §8 112/113). */
export function profileRoutes(api: ApiRouter, { orm, project, queue }: Services): void {
  api.on('createBusinessProfile', async (req, res) => {
    const body = bodyOf<BusinessProfileCreate>(project, 'api/business-profile-create.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, body);
    const profile = createProfile(orm.em, signedInUser(res), portal, body, PROFILE_ADMIN_ROLE);
    await orm.em.flush();
    res.status(201).json(profileView(profile));
  });

  api.on('getBusinessProfile', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    res.json(profileView(businessProfile));
  });

  api.on('patchBusinessProfile', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    orm.em.assign(
      businessProfile,
      bodyOf<BusinessProfilePatch>(project, 'api/business-profile-patch.schema.json', req),
    );
    await orm.em.flush();
    res.json(profileView(businessProfile));
  });

  api.on('getProductConfiguration', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    res.json(productConfigurationView(businessProfile, await profileFeedStatus(orm.em, businessProfile.id)));
  });

  api.on('inviteUser', rateLimited(orm, RATE_LIMITS.emails, byAccount('emailAddress')), async (req, res) => {
    const member = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    assertMayGrant(member);
    const body = bodyOf<InviteUser>(project, 'api/invite-user.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, {});
    const inviteUrl = linkTo(req, portal, '/inviteUser');
    const { user, message } = await invite(orm.em, portal, member.businessProfile, body, inviteUrl);
    if (message !== null) await dispatch(queue, [message]);
    res.status(201).json({ id: user.id, invited: true, sendEmail: message !== null });
  });
}
