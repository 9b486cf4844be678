import type { StoreSetupPatch } from '../../../schemas/generated/api/store-setup-patch.ts';
import { User } from '../accounts/entities.ts';
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
import { checkImage } from '../media/image-check.ts';
import { CUSTOM_UPLOAD, saveMedia } from '../media/media-store.ts';
import { mediaFileView } from '../media/media-view.ts';
import { MAX_UPLOAD_BYTES, uploadReader } from '../media/upload.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import {
  applyStoreSetupPatch,
  requireEditable,
  setStoreLogo,
  storeProfileOf,
  storeSetupView,
} from './store-profiles.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

// AP §7 POST /businessProfiles/{id}/logo takes the file as `logoFile`; the onboarding image limits (OL §5).
const LOGO_FIELD = 'logoFile';
const readLogoUpload = uploadReader({ maxBytes: MAX_UPLOAD_BYTES, what: 'the logo', fileField: LOGO_FIELD });

/** The store profile page (AP §2 storeSetup) and the code of store onboarding's verification step. */
export function storeRoutes(api: ApiRouter, { orm, project, queue }: Services): void {
  api.on('getStoreSetup', signInRequired(orm), async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    res.json(storeSetupView(businessProfile, await storeProfileOf(orm.em, businessProfile)));
  });

  api.on('patchStoreSetup', signInRequired(orm), async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const patch = bodyOf<StoreSetupPatch>(project, 'api/store-setup-patch.schema.json', req);
    const store = await storeProfileOf(orm.em, businessProfile);
    applyStoreSetupPatch(businessProfile, store, patch);
    await orm.em.flush();
    res.json(storeSetupView(businessProfile, store));
  });

  // AP §7 logo upload: checked as onboarding's images are, kept with the profile, shown on its store profile.
  api.on('uploadStoreLogo', signInRequired(orm), async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    requireEditable(businessProfile, 'logo');
    const upload = await readLogoUpload(req, res);
    const image = await checkImage(upload.bytes, LOGO_FIELD);
    const file = await saveMedia(orm.em, {
      owner: { businessProfileId: businessProfile.id },
      kind: 'logo',
      source: CUSTOM_UPLOAD,
      fileName: upload.fileName,
      ...image,
      bytes: upload.bytes,
    });
    const store = await storeProfileOf(orm.em, businessProfile);
    setStoreLogo(businessProfile, store, mediaFileView(publicOrigin(req), file));
    await orm.em.flush();
    res.json(storeSetupView(businessProfile, store));
  });

  // AP §2 verification, §4 e-mail verification: a code to the address of the session's owner (only
  // they may call it: an owned session needs their token, see session-ownership.ts).
  api.on('sendStoreVerificationCode', rateLimited(orm, RATE_LIMITS.otp), async (req, res) => {
    const session = await findSessionRecord(orm.em, req.params.sessionId);
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
}
