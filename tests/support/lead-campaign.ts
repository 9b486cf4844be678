import type { LeadForm } from '../../schemas/generated/entities/lead-form.ts';
import { FlowSession } from '../../server/modules/flow-sessions/entities.ts';
import { AD_STATUS, Campaign } from '../../server/modules/campaigns/entities.ts';
import type { TestApp } from './test-server.ts';

export const PRIVACY_POLICY_URL = 'https://www.shearstyleleeds.co.uk/privacy';

/** The lead form of the ad details step's schema example (a Leeds salon), every field asked. */
export const LEAD_FORM: LeadForm = {
  formTitle: 'Book a cut in Leeds',
  formDescription: 'Tell us when suits you and a stylist will call you back within a day.',
  completionTitle: 'Thanks, we will call you',
  completionDescription: 'Our team calls back between 9am and 6pm, Tuesday to Saturday.',
  formFields: [1, 2, 3, 4, 5],
  dataUseConsents: [1, 2],
  phoneRequirement: 1,
};

export interface LeadCampaignOptions {
  readonly form?: LeadForm;
  readonly name?: string;
  /** OL §3 objectives; 2 is lead generation. */
  readonly objectiveId?: number;
  /** OL §3 ad statuses: new 1, in review 2, launched 3. */
  readonly adStatus?: number;
  readonly region?: 'IN' | 'GB';
  /** OL §3 offer type; 6 skips the offer. */
  readonly offerType?: number;
}

/**
 * A launched lead-generation campaign of `businessProfileId`, written straight through the ORM as
 * a launch leaves it (its session with the objective, offer and ad details steps answered): walking
 * the onboarding, paying and launching for every test would take most of a minute each.
 */
export async function leadCampaign(
  server: TestApp,
  businessProfileId: number,
  options: LeadCampaignOptions = {},
): Promise<number> {
  const em = server.orm.em.fork();
  const region = options.region ?? 'GB';
  const objective = options.objectiveId ?? 2;
  const session = em.create(FlowSession, {
    flowId: 'onboarding',
    flowVersion: 1,
    step: 'launching',
    launchState: 2000,
    flags: {},
    region,
    queryParameters: {},
    steps: {
      businessDetails: { name: 'Shear Style Leeds' },
      selectObjective: { objective },
      offerDetails: { type: options.offerType ?? 1, value: 20, noEnd: true },
      'imageCreativesAdDetailsEdit/edit': {
        objective,
        primaryText: 'First cut 20% off this month',
        callToActionId: 6,
        leadForm: options.form ?? LEAD_FORM,
        privacyPolicyUrl: PRIVACY_POLICY_URL,
      },
    },
    details: {},
    businessProfileId,
  });
  const now = new Date();
  const campaign = em.create(Campaign, {
    businessProfile: businessProfileId,
    session,
    name: options.name ?? 'Shear Style Leeds campaign',
    objectiveId: objective,
    budgetType: 1,
    budgetMinor: 3000,
    currencyCode: region === 'GB' ? 'GBP' : 'INR',
    region,
    schedulingMode: 1,
    startDate: now,
    endDate: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
    isDraft: false,
    status: 'Active',
    adStatus: options.adStatus ?? AD_STATUS.launched,
    launchState: 2000,
    additionalConfiguration: { localBusiness: { sessionId: session.id, launchState: 2000 } },
  });
  await em.flush();
  return campaign.id;
}

/** The first business profile of a signed-in user (sign-up makes one). */
export async function firstProfileId(server: TestApp, user: { userId: number; auth: Record<string, string> }) {
  const profiles = await server.request(
    'GET',
    `/api/users/${String(user.userId)}/businessProfiles`,
    undefined,
    user.auth,
  );
  return profiles.body.data[0].id as number;
}
