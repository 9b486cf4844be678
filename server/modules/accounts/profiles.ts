import type { EntityManager } from '@mikro-orm/postgresql';
import { BusinessProfile, ProfileMember, type User } from './entities.ts';
import type { Portal } from '../portals/entities.ts';
import type { FeedRunStatus } from '../product-feed/entities.ts';
import { numericId } from '../../request-input.ts';
import { ForbiddenBusinessProfileError, InvalidBusinessProfileError } from './account-errors.ts';

export interface NewProfile {
  readonly name: string;
  readonly currencyId?: number;
  readonly timeZoneId?: number;
  readonly IsRoimatic?: boolean;
  readonly referralCode?: string;
  readonly storeDomain?: string;
  readonly category?: number;
}

/** A new business profile with `user` as its admin (§6: access comes with the admin role). */
export function createProfile(
  em: EntityManager,
  user: User,
  portal: Portal | null,
  fields: NewProfile,
  roleId: number,
): BusinessProfile {
  const profile = em.create(BusinessProfile, {
    name: fields.name,
    currencyId: fields.currencyId ?? 17,
    timeZoneId: fields.timeZoneId ?? 142,
    isRoimatic: fields.IsRoimatic ?? true,
    referralCode: fields.referralCode ?? null,
    storeDomain: fields.storeDomain ?? null,
    category: fields.category ?? 1,
    portal,
  });
  em.create(ProfileMember, { user, businessProfile: profile, roleId });
  return profile;
}

/**
 * The profile `rawId` names, if `user` may open it (§5: numeric; §6: only their own; §8: 112
 * invalid, 113 forbidden). Someone else's profile and one that does not exist are told apart
 * only by the code: neither reveals a thing about the profile.
 */
export async function memberProfile(em: EntityManager, user: User, rawId: string): Promise<ProfileMember> {
  const id = numericId(rawId);
  if (id === null) throw new InvalidBusinessProfileError(rawId);
  const member = await em.findOne(ProfileMember, { user, businessProfile: id }, { populate: ['businessProfile'] });
  if (member !== null) return member;
  if ((await em.count(BusinessProfile, { id })) === 0) throw new InvalidBusinessProfileError(rawId);
  throw new ForbiddenBusinessProfileError();
}

/** A profile as accounts §3 describes it. */
export function profileView(profile: BusinessProfile) {
  return {
    id: profile.id,
    name: profile.name,
    thumbnailLogo: profile.thumbnailLogo ?? null,
    currencyId: profile.currencyId,
    timeZoneId: profile.timeZoneId,
    storeDomain: profile.storeDomain ?? null,
    referralCode: profile.referralCode ?? null,
    IsRoimatic: profile.isRoimatic,
  };
}

/**
 * The product configuration of §3 the sidebar and guards read (category, onboardingState, ...);
 * productFeed.processingInfo.deltaXFeedStatus is where the profile's latest feed run stands (§4).
 */
export function productConfigurationView(profile: BusinessProfile, feedStatus: FeedRunStatus | null = null) {
  return {
    businessProfileId: profile.id,
    category: profile.category,
    flavor: profile.flavor ?? null,
    onboardingState: profile.onboardingState,
    isSelfFunded: profile.isSelfFunded,
    productFeed: { processingInfo: { deltaXFeedStatus: feedStatus } },
  };
}
