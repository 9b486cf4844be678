// The v2 sign-up's own screens all carry "v2" in their route (§2: businessDetailsv2,
// businessDetailsSetupAnimationV2, creativedetailsv2/preview/{id}); the screens it shares with the
// classic flow (phone, e-mail, budget) continue whichever flow the visitor is in.
const V2_ROUTE = /^[^/]*v2(\/|$)/i;
const FLOW_KEY = 'adflow.signup.flow';
const routeKey = (flowId: string) => `adflow.signup.route.${flowId}`;
const CLASSIC = 'onboarding';
const V2 = 'onboarding-v2';
/** AP §2: /signup is also the store-onboarding entry; its routes are its own (no other flow has them). */
export const STORE_ONBOARDING = 'store-onboarding';
const STORE_ROUTE =
  /^(storeFront|user|linkStore|linkInstructions|otherStore|storeDetails|assets|verification|confirm|setupCreativeBuilder|setupRichMediaAdBuilder)(\/|$)/;

/**
 * The flow /signup runs: store onboarding on its routes, v2 when a v2 screen is opened, the classic
 * one with `normalFlow`, else the one this browser was in (docs/decisions.md).
 */
export function signupFlowFor(route: string, search: URLSearchParams): string {
  if (STORE_ROUTE.test(route)) return STORE_ONBOARDING;
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
