/** What the draft rules read of a listed campaign. */
export interface ListedCampaign {
  readonly id: number;
  readonly status: string;
}

/**
 * OL §4, AP §4: "'Has one draft campaign' is true only when the campaign list has exactly one
 * item and none is active." The list is the profile's drafts (status New, OL §4).
 */
export function hasOneDraftCampaign(campaigns: readonly ListedCampaign[]): boolean {
  return campaigns.length === 1 && !campaigns.some((campaign) => campaign.status === 'Active');
}

/** OL §4: drafts removed are gone from the list at once, before the server has answered. */
export const withoutCampaigns = <T extends ListedCampaign>(
  campaigns: readonly T[],
  removedIds: readonly number[],
): T[] => campaigns.filter((campaign) => !removedIds.includes(campaign.id));
