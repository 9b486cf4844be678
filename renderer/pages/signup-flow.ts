// The v2 sign-up's own screens all carry "v2" in their route (§2: businessDetailsv2,
// businessDetailsSetupAnimationV2, creativedetailsv2/preview/{id}); the screens it shares with the
// classic flow (phone, e-mail, budget) continue whichever flow the visitor is in.
const V2_ROUTE = /^[^/]*v2(\/|$)/i;
const FLOW_KEY = 'adflow.signup.flow';
const routeKey = (flowId: string) => `adflow.signup.route.${flowId}`;
const CLASSIC = 'onboarding';
const V2 = 'onboarding-v2';

/**
 * The flow /signup runs: v2 when a v2 screen is opened, the classic one with `normalFlow`, else the
 * one this browser was in (docs/decisions.md).
 */
export function signupFlowFor(route: string, search: URLSearchParams): string {
  if (V2_ROUTE.test(route)) return V2;
  if (search.has('normalFlow')) return CLASSIC;
  return localStorage.getItem(FLOW_KEY) ?? CLASSIC;
}

/** /signup continues `flowId` from now on (the visitor opened it, or a summary link handed it over). */
export function continueSignupFlow(flowId: string): void {
  localStorage.setItem(FLOW_KEY, flowId);
}

/** §2: sign-up resumes at the last route visited in the flow, stored locally. */
export const lastSignupRoute = (flowId: string): string | null => localStorage.getItem(routeKey(flowId));

export function rememberSignupRoute(flowId: string, route: string): void {
  if (route !== '') localStorage.setItem(routeKey(flowId), route);
}

/** A finished flow has nothing to resume. */
export function forgetSignupRoute(flowId: string): void {
  localStorage.removeItem(routeKey(flowId));
}
