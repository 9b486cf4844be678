// The edit calls of server/modules/campaigns/edit-routes.ts: what the edit page shows, the edit
// it records (published within 2 working days, AP §9) and the additional configuration's PATCH.
import type { CampaignEdit } from '../../../schemas/generated/api/campaign-edit.ts';
import type { CampaignTracking } from '../../../schemas/generated/entities/campaign-tracking.ts';
import type { Campaign } from '../dashboard/dashboard-api.ts';
import { moneyCall } from '../money/money-call.ts';
import { trackingPatch } from './tracking-patch.ts';

export type { CampaignEdit, CampaignTracking };

export interface PendingEdit {
  readonly id: number;
  readonly changes: {
    readonly budgetMinor?: number;
    readonly schedulingMode?: number;
    readonly startDate?: string;
    readonly endDate?: string;
    readonly adCopy?: CampaignEdit['adCopy'];
  };
  readonly submittedAt: string;
  readonly publishDueAt: string;
}

export interface EditableValues {
  readonly dailyBudget: number;
  readonly schedulingMode: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly adCopy: NonNullable<CampaignEdit['adCopy']>;
}

export interface CampaignEditView {
  readonly campaign: Campaign & { readonly additionalConfiguration: Readonly<Record<string, unknown>> };
  readonly values: EditableValues;
  readonly pendingEdit: PendingEdit | null;
  readonly scheduleEditEnabled: boolean;
  readonly minimumDailyBudget: number;
}

/** 400 invalid fields, 403 schedule edits off, 409 a draft or an ended campaign: the page says them. */
const EXPECTED = [102, 400, 403, 409];

const campaignPath = (profileId: number, campaignId: number) =>
  `/businessProfiles/${String(profileId)}/roimaticCampaigns/${String(campaignId)}`;

export const fetchCampaignEdit = (profileId: number, campaignId: number) =>
  moneyCall<CampaignEditView>(`${campaignPath(profileId, campaignId)}/edits`);

export const submitCampaignEdit = (profileId: number, campaignId: number, edit: CampaignEdit) =>
  moneyCall<{ changed: boolean; pendingEdit: PendingEdit | null }>(`${campaignPath(profileId, campaignId)}/edits`, {
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
): Promise<{ additionalConfiguration: Readonly<Record<string, unknown>> }> | null {
  const patch = trackingPatch(before, after);
  if (patch.length === 0) return null;
  return moneyCall(`${campaignPath(profileId, campaignId)}/additionalConfiguration`, {
    method: 'PATCH',
    body: patch,
    expected: EXPECTED,
  });
}
