// The edit calls of server/modules/campaigns/edit-routes.ts: what the edit page shows, the edit
// it records (published within 2 working days, AP §9) and the additional configuration's PATCH.
import type { CampaignAdditionalConfigurationView, CampaignEditView } from '../../../schemas/generated/index.ts';
import type { CampaignEdit } from '../../../schemas/generated/api/campaign-edit.ts';
import type { CampaignTracking } from '../../../schemas/generated/entities/campaign-tracking.ts';
import { trackingPatch } from './tracking-patch.ts';
import { signedInCall } from '../../session/auth-client.ts';

export type { CampaignEdit, CampaignTracking };

/** The edit page's answers (schemas/api/campaign-edit-view, pending-campaign-edit, campaign-edit-result). */
export type { CampaignEditView };

/** 400 invalid fields, 403 schedule edits off, 409 a draft or an ended campaign: the page says them. */
const EXPECTED = [102, 400, 403, 409];

export const fetchCampaignEdit = (profileId: number, campaignId: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}/edits',
    params: { businessProfileId: profileId, campaignId },
  });

export const submitCampaignEdit = (profileId: number, campaignId: number, edit: CampaignEdit) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}/edits',
      params: { businessProfileId: profileId, campaignId },
      body: edit,
    },
    { expected: EXPECTED },
  );

/** OL §4: only the differences are sent; none, no call (null). */
export function updateTracking(
  profileId: number,
  campaignId: number,
  before: CampaignTracking | undefined,
  after: CampaignTracking,
): Promise<CampaignAdditionalConfigurationView> | null {
  const patch = trackingPatch(before, after);
  if (patch.length === 0) return null;
  return signedInCall(
    {
      method: 'PATCH',
      path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}/additionalConfiguration',
      params: { businessProfileId: profileId, campaignId },
      body: patch,
    },
    { expected: EXPECTED },
  );
}
