import type { EntityManager } from '@mikro-orm/postgresql';
import { ProfileMember, User, type BusinessProfile } from './entities.ts';
import { profileView } from './profiles.ts';

export const CLIENT_ACCESS_ROLE = 27;
export const PROFILE_ADMIN_ROLE = 44;

export const normalEmail = (emailAddress: string) => emailAddress.trim().toLowerCase();

/** An e-mail's greeting: an account a one-time code made has no name until its user gives one. */
export const helloTo = (user: { readonly firstName: string }) =>
  user.firstName.trim() === '' ? 'Hello' : `Hello ${user.firstName.trim()}`;

export const userByEmail = (em: EntityManager, emailAddress: string) =>
  em.findOne(User, { emailAddress: normalEmail(emailAddress) });

/** Which of a user's profiles to list (§6, §7): a role (0 any), a portal, {product} profiles or others. */
export interface ProfileFilter {
  readonly roleId?: number;
  readonly portalId?: number;
  readonly isRoimatic?: boolean;
}

/** The profiles a user may open (§6: only those in their own list), oldest first. */
export async function profilesOf(
  em: EntityManager,
  user: User,
  filter: ProfileFilter = {},
): Promise<BusinessProfile[]> {
  const { roleId = 0, portalId, isRoimatic } = filter;
  const members = await em.find(
    ProfileMember,
    {
      user,
      ...(roleId === 0 ? {} : { roleId }),
      ...(portalId === undefined && isRoimatic === undefined
        ? {}
        : {
            businessProfile: {
              ...(portalId === undefined ? {} : { portal: portalId }),
              ...(isRoimatic === undefined ? {} : { isRoimatic }),
            },
          }),
    },
    { populate: ['businessProfile'], orderBy: { businessProfile: { id: 'asc' } } },
  );
  return members.map((member) => member.businessProfile);
}

/** A user as accounts §3 describes them, with their profiles. */
export async function userView(em: EntityManager, user: User) {
  const profiles = await profilesOf(em, user);
  return {
    id: user.id,
    emailAddress: user.emailAddress,
    firstName: user.firstName,
    lastName: user.lastName,
    languageId: user.languageId ?? null,
    phoneNumber: user.phoneNumber ?? null,
    // Decision 351: an unverified number is shown, but signs in only once its owner proves it.
    isPhoneNumberVerified: user.phoneNumber != null && user.phoneVerifiedAt != null,
    roleIds: user.roleIds,
    isAgent: user.isAgent,
    isEmailVerified: user.emailVerifiedAt != null,
    /** An account a one-time code made has none until its user sets one (decision 371). */
    hasPassword: user.passwordHash != null,
    businessProfiles: profiles.map(profileView),
    isSignedIn: true,
  };
}
