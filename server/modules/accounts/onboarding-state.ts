import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * AP §3 onboardingState, which the sidebar reads (AP §2: the features menu from 2, Reports and the
 * wallet from 3). The moments that move it (decision 370): the sign-up that made the profile, the
 * first payment into its wallet, the first campaign launched.
 */
export const OnboardingState = { signedUp: 1, paid: 2, launched: 3 } as const;

/** Moves a profile's onboarding state up to `state`; it never goes back. */
export async function advanceOnboardingState(
  em: EntityManager,
  businessProfileId: number,
  state: (typeof OnboardingState)[keyof typeof OnboardingState],
): Promise<void> {
  await em.execute('update business_profile set onboarding_state = greatest(onboarding_state, ?) where id = ?', [
    state,
    businessProfileId,
  ]);
}
