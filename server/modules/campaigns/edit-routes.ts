import { type Response } from 'express';
import type { AdditionalConfigurationPatch } from '../../../schemas/generated/api/additional-configuration-patch.ts';
import type { CampaignEdit } from '../../../schemas/generated/api/campaign-edit.ts';
import { AD_STATUS, Campaign } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import { bodyOf, numericId } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { pricingBand } from '../pricing/pricing.ts';
import { patchAdditionalConfiguration } from './additional-configuration.ts';
import { editableValues, pendingRevision, revisionView, submitEdit } from './campaign-edits.ts';
import { campaignView } from './session-campaign.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/**
 * AP §2 /app/{id}/editCampaign/{campaignId}: what the edit page shows and the edit it records
 * (published within 2 working days, AP §9); OL §7 PATCH of the additional configuration.
 */
export function campaignEditRoutes(api: ApiRouter, { orm, project }: Services): void {
  /** One of the caller's profile's campaigns, not deleted, with the portal whose flags apply to it. */
  async function ownCampaign(res: Response, rawProfile: string, rawCampaign: string): Promise<Campaign> {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), rawProfile);
    const id = numericId(rawCampaign);
    const campaign =
      id === null
        ? null
        : await orm.em.findOne(
            Campaign,
            { id, businessProfile, adStatus: { $ne: AD_STATUS.deleted } },
            { populate: ['businessProfile.portal'] },
          );
    if (campaign === null) throw new NotFoundError(`No campaign "${rawCampaign}"`);
    return campaign;
  }

  // The campaign's own portal decides (as for launching), not the host the request came to.
  const scheduleEditEnabled = (campaign: Campaign) => campaign.businessProfile.portal?.isScheduleEditEnabled === true;

  api.on('getCampaignEdit', async (req, res) => {
    const campaign = await ownCampaign(res, req.params.businessProfileId, req.params.campaignId);
    res.json({
      campaign: campaignView(campaign),
      values: await editableValues(orm.em, campaign),
      pendingEdit: revisionView(await pendingRevision(orm.em, campaign.id)),
      scheduleEditEnabled: scheduleEditEnabled(campaign),
      minimumDailyBudget: pricingBand(campaign.region).minimumDailyBudgetMinor / 100,
    });
  });

  api.on('editCampaign', async (req, res) => {
    const body = bodyOf<CampaignEdit>(project, 'api/campaign-edit.schema.json', req);
    const campaign = await ownCampaign(res, req.params.businessProfileId, req.params.campaignId);
    const { revision, changed } = await submitEdit(orm.em, campaign.id, body, {
      user: signedInUser(res),
      scheduleEditEnabled: scheduleEditEnabled(campaign),
    });
    res.status(changed ? 202 : 200).json({ changed, pendingEdit: revisionView(revision) });
  });

  api.on('patchCampaignAdditionalConfiguration', async (req, res) => {
    const patch = bodyOf<AdditionalConfigurationPatch>(project, 'api/additional-configuration-patch.schema.json', req);
    const campaign = await ownCampaign(res, req.params.businessProfileId, req.params.campaignId);
    res.json({ additionalConfiguration: await patchAdditionalConfiguration(orm.em, project, campaign.id, patch) });
  });
}
