import { type Request } from 'express';
import type { SendSummaryRequest } from '../../../schemas/generated/api/send-summary.ts';
import type { SummaryLinkOtp } from '../../../schemas/generated/api/summary-link-otp.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { dispatch } from '../accounts/outbox.ts';
import { OTP_RESEND_SECONDS, OTP_VALID_SECONDS } from '../accounts/otp.ts';
import { rateLimited, RATE_LIMITS } from '../accounts/rate-limits.ts';
import { flowOf } from '../flow-sessions/service.ts';
import { sessionView } from '../flow-sessions/view.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import { sendClientOtp, verifyClient } from './client-verification.ts';
import { createSummaryLink, liveLink, maskedEmail, shareLinks } from './summary-links.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

// Counted per client address and link, like the e-mail sign-up's codes (decision 79).
const byLink = (req: Request) => `${req.ip ?? ''}:${String(req.params.encodedId)}`;

/**
 * An agent's summary link (OL §1, §7): made by sendSummary, opened by getSessionId, verified by the
 * client with an OTP sent to their e-mail address (sendOtp, validateOtp).
 */
export function summaryLinkRoutes(api: ApiRouter, { orm, project, queue }: Services): void {
  api.on('sendSummary', async (req, res) => {
    const { sessionId, clientEmail, channel, recipient } = bodyOf<SendSummaryRequest>(
      project,
      'api/send-summary.schema.json',
      req,
    );
    const { encodedId, expiresAt } = await createSummaryLink(orm.em, sessionId, { clientEmail, channel });
    const url = `${publicOrigin(req)}/s/${encodedId}`;
    res.status(201).json({
      encodedId,
      url,
      expiresAt: expiresAt.toISOString(),
      shareLinks: shareLinks(url, clientEmail, recipient),
    });
  });

  // The session id alone opens nothing: the agent holds the session until the client verifies.
  api.on('getSessionIdOfSummaryLink', async (req, res) => {
    const { encodedId } = queryOf<{ encodedId: string }>(project, 'api/encoded-id-query.schema.json', req);
    const { sessionId, clientEmail } = await liveLink(orm.em, encodedId);
    res.json({ sessionId, sentTo: maskedEmail(clientEmail) });
  });

  api.on('sendSummaryLinkOtp', rateLimited(orm, RATE_LIMITS.otp, byLink), async (req, res) => {
    bodyOf(project, 'api/empty-body.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, {});
    const { sentTo, message } = await sendClientOtp(orm.em, portal, req.params.encodedId);
    await dispatch(queue, [message]);
    res.json({ sentTo, expiresInSeconds: OTP_VALID_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS });
  });

  api.on('validateSummaryLinkOtp', rateLimited(orm, RATE_LIMITS.signIn, byLink), async (req, res) => {
    const { otp } = bodyOf<SummaryLinkOtp>(project, 'api/summary-link-otp.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, {});
    const { session, signedIn } = await verifyClient(orm.em, project, portal, req.params.encodedId, otp);
    res.json({ session: sessionView((await flowOf(orm.em, project, session)).flow, session), signedIn });
  });
}
