import { Router } from 'express';
import type { StoreSetupPatch } from '../../../schemas/generated/api/store-setup-patch.ts';
import { User } from '../../db/account-entities.ts';
import { bodyOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { sendEmailOtp } from '../accounts/email-signup.ts';
import { signedInUser, signInRequired } from '../accounts/guards.ts';
import { OTP_RESEND_SECONDS, OTP_VALID_SECONDS } from '../accounts/otp.ts';
import { dispatch } from '../accounts/outbox.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { rateLimited, RATE_LIMITS } from '../accounts/rate-limits.ts';
import { findSessionRecord } from '../flow-sessions/service.ts';
import { ownersOf } from '../flow-sessions/session-store.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { CreateAccountFirstError } from './store-errors.ts';
import { applyStoreSetupPatch, storeProfileOf, storeSetupView } from './store-profiles.ts';

/** The store profile page (AP §2 storeSetup) and the code of store onboarding's verification step. */
export function storeRoutes({ orm, project, queue }: Services): Router {
  const router = Router();

  router.get('/businessProfiles/:id/storeSetup', signInRequired(orm), async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), String(req.params.id));
    res.json(storeSetupView(businessProfile, await storeProfileOf(orm.em, businessProfile)));
  });

  router.patch('/businessProfiles/:id/storeSetup', signInRequired(orm), async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), String(req.params.id));
    const patch = bodyOf<StoreSetupPatch>(project, 'api/store-setup-patch.schema.json', req);
    const store = await storeProfileOf(orm.em, businessProfile);
    applyStoreSetupPatch(businessProfile, store, patch);
    await orm.em.flush();
    res.json(storeSetupView(businessProfile, store));
  });

  // AP §2 verification, §4 e-mail verification: a code to the address of the session's owner (only
  // they may call it: an owned session needs their token, see session-ownership.ts).
  router.post('/sessions/:sessionId/verificationCode', rateLimited(orm, RATE_LIMITS.otp), async (req, res) => {
    const session = await findSessionRecord(orm.em, String(req.params.sessionId));
    bodyOf(project, 'api/empty-body.schema.json', req);
    const [ownerId] = await ownersOf(orm.em, [session.id]);
    const owner = ownerId === undefined ? null : await orm.em.findOne(User, { id: ownerId });
    if (owner === null) throw new CreateAccountFirstError();
    const { message } = await sendEmailOtp(orm.em, await portalOfRequest(orm.em, req, {}), owner.emailAddress);
    await dispatch(queue, [message]);
    res.json({
      emailAddress: owner.emailAddress,
      expiresInSeconds: OTP_VALID_SECONDS,
      resendAfterSeconds: OTP_RESEND_SECONDS,
    });
  });

  return router;
}
