import { type Response } from 'express';
import type { CampaignCreate } from '../../../schemas/generated/api/campaign-create.ts';
import type { PaymentGatewayQuery } from '../../../schemas/generated/api/payment-gateway-query.ts';
import { FranchiseStore } from '../franchise/entities.ts';
import { Campaign } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import { bodyOf, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { findSessionRecord } from '../flow-sessions/service.ts';
import { moveToLaunched } from '../flow-sessions/session-store.ts';
import { gatewayOf, gatewayView } from '../payments/gateways.ts';
import { sessionPayer } from '../payments/payers.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { bandOfCurrency } from '../pricing/pricing.ts';
import { findWallet } from '../wallet/wallet.ts';
import { checkoutOf } from './checkout.ts';
import { LAUNCH_ANIMATION_STATE, launchCampaign, LAUNCHED_STATE, LAUNCHED_STEP, NotLaunchableError } from './launch.ts';
import { startCampaign } from './new-campaign.ts';
import { pendingEditsForReview, publishEdit } from './publish-edits.ts';
import { approveCampaign, campaignsInReview } from './review.ts';
import { campaignView } from './session-campaign.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** OL §7 campaigns under /businessProfiles/{id}/roimaticCampaigns, the session's checkout, and the staff review. */
export function campaignRoutes(api: ApiRouter, { orm, project, payments, adChannels }: Services): void {
  async function profileCampaign(res: Response, rawProfile: string, rawCampaign: string) {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), rawProfile);
    const id = numericId(rawCampaign);
    const campaign = id === null ? null : await orm.em.findOne(Campaign, { id, businessProfile });
    if (campaign === null) throw new NotFoundError(`No campaign "${rawCampaign}"`);
    return campaign;
  }

  api.on('createCampaign', async (req, res) => {
    const body = bodyOf<CampaignCreate>(project, 'api/campaign-create.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const wallet = await findWallet(orm.em, businessProfile.id);
    // A wallet keeps one currency (decision 103): its campaigns are priced in it.
    const region = wallet === null ? (body.region ?? 'IN') : bandOfCurrency(wallet.currencyCode).region;
    const store =
      body.franchiseStoreId === undefined
        ? null
        : await orm.em.findOne(FranchiseStore, { id: body.franchiseStoreId, businessProfile });
    if (body.franchiseStoreId !== undefined && store === null) {
      throw new NotFoundError(`No store ${String(body.franchiseStoreId)} of this business profile`);
    }
    const campaign = await startCampaign(orm.em, project, signedInUser(res), businessProfile, region, store);
    res.status(201).json(campaignView(campaign));
  });

  api.on('getCampaign', async (req, res) => {
    res.json(campaignView(await profileCampaign(res, req.params.businessProfileId, req.params.campaignId)));
  });

  api.on('launchCampaign', async (req, res) => {
    bodyOf(project, 'api/launch-campaign.schema.json', req);
    const campaign = await profileCampaign(res, req.params.businessProfileId, req.params.campaignId);
    // The flow's own checks (a linked, approved page; the budget) must have passed: the launch
    // call does not skip the steps the campaign's session has not reached (OL §4).
    const sessionId = campaign.session?.id ?? null;
    if (sessionId !== null && (await findSessionRecord(orm.em, sessionId)).launchState < LAUNCH_ANIMATION_STATE) {
      throw new NotLaunchableError("Finish the campaign's steps before launching it.");
    }
    const launched = await launchCampaign(orm.em, campaign.id);
    if (sessionId !== null) {
      await moveToLaunched(orm.em, sessionId, { step: LAUNCHED_STEP, launchState: LAUNCHED_STATE });
    }
    res.json(campaignView(launched));
  });

  // What the launching screen shows: the run's price, the wallet, what is still due and how to pay it.
  api.on('getSessionCheckout', async (req, res) => {
    const query = queryOf<PaymentGatewayQuery>(project, 'api/payment-gateway-query.schema.json', req);
    const { payer, session } = await sessionPayer(orm.em, req.params.sessionId, res);
    const checkout = await checkoutOf(orm.em, session);
    const portal = await portalOfRequest(orm.em, req, query);
    res.json({
      campaign: campaignView(checkout.campaign),
      price: checkout.price,
      availableMinor: checkout.availableMinor,
      due: checkout.due,
      gateway: gatewayView(payments, gatewayOf(portal, payer.region)),
    });
  });

  api.on('listCampaignsInReview', async (_req, res) => {
    const campaigns = await campaignsInReview(orm.em, signedInUser(res));
    res.json(
      campaigns.map((campaign) => ({ ...campaignView(campaign), businessProfileName: campaign.businessProfile.name })),
    );
  });

  api.on('approveCampaign', async (req, res) => {
    bodyOf(project, 'api/empty-body.schema.json', req);
    const id = numericId(req.params.campaignId);
    if (id === null) throw new NotFoundError(`No campaign "${req.params.campaignId}"`);
    res.json(campaignView(await approveCampaign(orm.em, project, adChannels, signedInUser(res), id)));
  });

  // AP §9: the pending edits of live campaigns, and publishing one.
  api.on('listPendingCampaignEdits', async (_req, res) => {
    res.json(await pendingEditsForReview(orm.em, signedInUser(res)));
  });

  api.on('publishCampaignEdit', async (req, res) => {
    bodyOf(project, 'api/empty-body.schema.json', req);
    const id = numericId(req.params.revisionId);
    if (id === null) throw new NotFoundError(`No campaign edit "${req.params.revisionId}"`);
    const { campaign, revision } = await publishEdit(orm.em, adChannels, signedInUser(res), id);
    res.json({
      campaign: campaignView(campaign),
      publishedEdit: { id: revision.id, changes: revision.changes, publishedAt: revision.publishedAt?.toISOString() },
    });
  });
}
