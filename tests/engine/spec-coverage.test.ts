import { describe, expect, it } from 'vitest';
import { project } from '../support/project.ts';

// onboarding-and-launch §2, the route lists verbatim (parameters stripped: step ids).
const signupRoutes =
  'confirmation; businessDetails; businessDetailsSetupAnimation; businessLocationDetails; businessTypeServices; selectGender; selectObjective; promoteServices; offerDetails; imageCreatives; imageCreativesCreative/preview/{id}; imageCreativesCreative/edit/{id}; ImageCreativesAdPreview/preview/{id}; imageCreativesAdDetailsEdit/edit/{id}; googleAds; googleAdsEdit; emailSignup; ageGenderTarget; locationTargeting; budget; businessPhoneNumber; businessDetailsCaptured; creative; summary; setupBusinessInfo; businessDetailsv2; businessDetailsSetupAnimationV2; creativedetailsv2/preview/{id}';
const subsequentRoutes =
  'selectObjective, promoteServices, offerDetails, imageCreatives, imageCreativesCreative/preview/{id}, imageCreativesCreative/edit/{id}, ImageCreativesAdPreview/preview/{id}, imageCreativesAdDetailsEdit/edit/{id}, googleAds, googleAdsEdit, ageGenderTarget, locationTargeting, linkAccounts, budget, launching, creative, adAccountSetup, targetingv2, subsequentbusinessDetailsv2, subsequentbusinessDetailsSetupAnimationV2, subsequentcreativedetailsv2/preview/{id}, channelSelection, fbInterests, googleKeywords';
// accounts-and-platform §2, store-onboarding routes under /signup.
const storeRoutes =
  'storeFront, user, linkStore, linkInstructions, otherStore, storeDetails, assets/{businessProfileId}, verification/{businessProfileId?}, confirm, setupCreativeBuilder, setupRichMediaAdBuilder';

const routes = (list: string) => list.split(/[;,]\s*/);
const steps = (...flowIds: string[]) =>
  new Set(flowIds.flatMap((id) => project.flow(id).steps.map((s) => project.flow(id).meta(s).route)));

describe('every route of the spec is a step of a flow, with the same route', () => {
  it.each([
    ['/signup onboarding (OL §2)', signupRoutes, ['onboarding', 'onboarding-v2']],
    ['signed-in campaign flow (OL §2)', subsequentRoutes, ['subsequent']],
    ['store onboarding (AP §2)', storeRoutes, ['store-onboarding']],
  ])('%s', (_list, list, flowIds) => {
    const have = steps(...flowIds);
    expect(routes(list).filter((route) => !have.has(route))).toEqual([]);
  });
});
