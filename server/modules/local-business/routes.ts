import type { Difference } from '../../../engine/index.ts';
import type { Offer } from '../../../schemas/generated/entities/offer.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { agentStartingSession } from '../flow-sessions/agent-of-request.ts';
import { findSession } from '../flow-sessions/service.ts';
import { portalFlags } from '../flow-sessions/server-flags.ts';
import { portalOfRequest } from '../portals/portals.ts';
import {
  BUSINESS_DETAILS_FLOW,
  businessDetailsView,
  createBusinessDetails,
  patchBusinessDetails,
  saveOffer,
  type CreateBusinessDetailsInput,
} from './business-details.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** The onboarding calls of OL §7 that read and write a session's business details, and the screenshot. */
export function localBusinessRoutes(api: ApiRouter, { orm, project, screenshots }: Services): void {
  api.on('createBusinessDetails', async (req, res) => {
    const input = bodyOf<CreateBusinessDetailsInput>(project, 'api/business-details-create.schema.json', req);
    // OL §1, §2: a signed-in agent's agentid ties the session to them (decisions 170, 241).
    const agentId = await agentStartingSession(orm.em, req, BUSINESS_DETAILS_FLOW, input.queryParameters);
    // Decision 420: the portal's flags; nobody signed up yet, so no page of theirs is linked.
    const serverFlags = { ...portalFlags(await portalOfRequest(orm.em, req, {})), socialLinked: false };
    const session = await createBusinessDetails(orm.em, project, input, serverFlags, agentId);
    res.status(201).json(businessDetailsView(session));
  });

  api.on('getBusinessDetails', async (req, res) => {
    const { sessionId } = queryOf<{ sessionId: string }>(project, 'api/session-query.schema.json', req);
    res.json(businessDetailsView(await findSession(orm.em, sessionId)));
  });

  api.on('patchBusinessDetails', async (req, res) => {
    const body = bodyOf(project, 'api/business-details-patch.schema.json', req);
    const { sessionId, businessDetail } = body as { sessionId: string; businessDetail: Difference[] };
    res.json(businessDetailsView(await patchBusinessDetails(orm.em, project, sessionId, businessDetail)));
  });

  api.on('saveOfferDetails', async (req, res) => {
    const body = bodyOf(project, 'api/offer-details.schema.json', req);
    const { sessionId, offerDetail } = body as { sessionId: string; offerDetail: Offer };
    const { session, adDetail } = await saveOffer(orm.em, sessionId, offerDetail);
    res.json({ offerDetail, adDetail, businessDetails: businessDetailsView(session) });
  });

  api.on('getWebsiteScreenshot', async (req, res) => {
    const { website } = queryOf<{ website: string }>(project, 'api/website-query.schema.json', req);
    const { contentType, image } = await screenshots.capture(website);
    res.type(contentType).send(Buffer.from(image));
  });
}
