/** onboarding-and-launch §4: the launch-state numbers the rules below depend on. */
export const LaunchState = {
  BUDGET: 1800,
  ADACCOUNTSETUPANIMATION: 1810,
  LAUNCHSUCCESSFUL: 2000,
} as const;

/** §4: "Session resume applies only if the state is at most budget." */
export function canResume(storedLaunchState: number): boolean {
  return storedLaunchState <= LaunchState.BUDGET;
}

export type OpenDecision = 'allowed' | 'beyondStoredState' | 'pastBudget' | 'launched';

/**
 * §4: no step beyond the stored state; earlier steps allowed; past budget, nothing before the
 * ad-account setup animation; after launch, no step is revisited. `gate` is the launch state that
 * guards the step (its own, or inherited for a screen the spec numbers nowhere; null = ungated).
 */
export function openDecision(gate: number | null, stored: number): OpenDecision {
  if (stored >= LaunchState.LAUNCHSUCCESSFUL) return 'launched';
  // An ungated screen (confirmation) comes before budget too: past budget it is closed as well.
  if (stored > LaunchState.BUDGET && (gate ?? 0) < LaunchState.ADACCOUNTSETUPANIMATION) return 'pastBudget';
  if (gate === null) return 'allowed';
  if (gate > stored) return 'beyondStoredState';
  return 'allowed';
}
