// The edit calls of server/modules/campaigns/edit-routes.ts: what the edit page shows, the edit
// it records (published within 2 working days, AP §9) and the additional configuration's PATCH.
import type {
  CampaignAdditionalConfigurationView,
  CampaignEditResult,
  CampaignEditView,
} from '../../../schemas/generated/index.ts';
import type { CampaignEdit } from '../../../schemas/generated/api/campaign-edit.ts';
import type { CampaignTracking } from '../../../schemas/generated/entities/campaign-tracking.ts';
import { moneyCall } from '../money/money-call.ts';
import { trackingPatch } from './tracking-patch.ts';

export type { CampaignEdit, CampaignTracking };

/** The edit page's answers (schemas/api/campaign-edit-view, pending-campaign-edit, campaign-edit-result). */
export type { CampaignEditView };

/** 400 invalid fields, 403 schedule edits off, 409 a draft or an ended campaign: the page says them. */
const EXPECTED = [102, 400, 403, 409];

const campaignPath = (profileId: number, campaignId: number) =>
  `/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}`;

export const fetchCampaignEdit = (profileId: number, campaignId: number) =>
  moneyCall<CampaignEditView>(`${campaignPath(profileId, campaignId)}/edits`);

export const submitCampaignEdit = (profileId: number, campaignId: number, edit: CampaignEdit) =>
  moneyCall<CampaignEditResult>(`${campaignPath(profileId, campaignId)}/edits`, {
    method: 'POST',
    body: edit,
    expected: EXPECTED,
  });

/** OL §4: only the differences are sent; none, no call (null). */
export function updateTracking(
  profileId: number,
  campaignId: number,
  before: CampaignTracking | undefined,
  after: CampaignTracking,
): Promise<CampaignAdditionalConfigurationView> | null {
  const patch = trackingPatch(before, after);
  if (patch.length === 0) return null;
  return moneyCall(`${campaignPath(profileId, campaignId)}/additionalConfiguration`, {
    method: 'PATCH',
    body: patch,
    expected: EXPECTED,
  });
}
