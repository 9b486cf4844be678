// The v2 sign-up's own screens all carry "v2" in their route (§2: businessDetailsv2,
// businessDetailsSetupAnimationV2, creativedetailsv2/preview/{id}); the screens it shares with the
// classic flow (phone, e-mail, budget) continue whichever flow the visitor is in.
const V2_ROUTE = /^[^/]*v2(\/|$)/i;
const FLOW_KEY = 'adflow.signup.flow';
const ROUTE_KEY = 'adflow.signup.route';
const CLASSIC = 'onboarding';
const V2 = 'onboarding-v2';

/**
 * The flow /signup runs: v2 when a v2 screen is opened, the classic one with `normalFlow`, else the
 * one this browser was in (docs/decisions.md).
 */
export function signupFlowFor(route: string, search: URLSearchParams): string {
  const flowId = V2_ROUTE.test(route)
    ? V2
    : search.has('normalFlow')
      ? CLASSIC
      : (localStorage.getItem(FLOW_KEY) ?? CLASSIC);
  localStorage.setItem(FLOW_KEY, flowId);
  return flowId;
}

/** A summary link hands over a session of some flow: /signup continues it. */
export function continueSignupFlow(flowId: string): void {
  localStorage.setItem(FLOW_KEY, flowId);
}

/** §2: sign-up resumes at the last visited route, stored locally. */
export const lastSignupRoute = (): string | null => localStorage.getItem(ROUTE_KEY);

export function rememberSignupRoute(route: string): void {
  if (route !== '') localStorage.setItem(ROUTE_KEY, route);
}
