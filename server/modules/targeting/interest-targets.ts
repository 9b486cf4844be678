/**
 * OL §7 GET .../targets?searchQuery&fbTargetTypes=1&fbTargetTypes=3: the social network's
 * interests and behaviours matching what the user typed, through the social-interests adapter.
 */
import type { TargetsQuery } from '../../../schemas/generated/api/targets-query.ts';
import {
  TargetType,
  type SocialInterests,
  type SocialTarget,
  type TargetTypeId,
} from '../../adapters/social-interests.ts';

/** Like the location search's §9 limit of 20: a page a typeahead shows at once (decision 221). */
export const DEFAULT_TARGET_LIMIT = 20;
const EVERY_TYPE: readonly TargetTypeId[] = [TargetType.interest, TargetType.behaviour];

/** The query as the schema passed it: repeated `fbTargetTypes` arrive as a list, one as a string. */
export function searchTargets(socialInterests: SocialInterests, query: TargetsQuery): Promise<SocialTarget[]> {
  const asked = query.fbTargetTypes === undefined ? [] : [query.fbTargetTypes].flat();
  const types = new Set(asked.length === 0 ? EVERY_TYPE : asked.map((type) => Number(type) as TargetTypeId));
  const limit = query.limit === undefined ? DEFAULT_TARGET_LIMIT : Number(query.limit);
  // A typeahead asks before the first key press: nothing to find, no error (as GET Locations).
  if (query.searchQuery.trim() === '') return Promise.resolve([]);
  return socialInterests.search(query.searchQuery, { types, limit });
}
