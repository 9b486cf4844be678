import { diff } from '../../../engine/index.ts';
import type { AdditionalConfigurationPatch } from '../../../schemas/generated/index.ts';
import type { CampaignTracking } from '../../../schemas/generated/entities/campaign-tracking.ts';

/**
 * OL §4: the JSON Patch that turns the stored tracking into the edited one, only the
 * differences; an empty list when there are none (then nothing is sent). A configuration with
 * no tracking yet gets it whole: the inner paths of an absent object do not exist to patch.
 */
export function trackingPatch(
  before: CampaignTracking | undefined,
  after: CampaignTracking,
): AdditionalConfigurationPatch {
  // A diff is add, remove and replace operations; fast-json-patch's type also has its internal `_get`.
  const differences = diff({ tracking: before ?? {} }, { tracking: after }).flatMap((each) =>
    each.op === '_get' ? [] : [each],
  );
  if (differences.length === 0) return [];
  return before === undefined ? [{ op: 'add', path: '/tracking', value: after }] : differences;
}
