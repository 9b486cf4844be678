import { campaignName } from './campaign-name.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { daysAfter, type Project, startOfUtcDay } from '../../../engine/index.ts';
import type { BusinessProfile, User } from '../accounts/entities.ts';
import { languageOfId } from '../accounts/user-language.ts';
import type { FranchiseStore } from '../franchise/entities.ts';
import { AD_STATUS, Campaign } from './entities.ts';
import { createSession } from '../flow-sessions/service.ts';
import { setOwner } from '../flow-sessions/session-store.ts';
import { hasLinkedSocialPage, portalFlags } from '../flow-sessions/server-flags.ts';
import { Portal } from '../portals/entities.ts';
import { pricingBand } from '../pricing/pricing.ts';

/** OL §2: the signed-in campaign flow. */
export const SUBSEQUENT_FLOW = 'subsequent';

// OL §9 default draft campaign: budget 1, lifetime budget, objective 1, start 2 days ahead, end 9
// days ahead, run continuously. The budget step replaces these with what the user picks.
const DRAFT_DEFAULTS = {
  budgetMajor: 1,
  budgetType: 2,
  objectiveId: 1,
  startsInDays: 2,
  endsInDays: 9,
  schedulingMode: 1,
} as const;

/** The §9 default budget a new draft holds until its budget step is answered. */
const DRAFT_BUDGET_MINOR = DRAFT_DEFAULTS.budgetMajor * 100;

/**
 * Whether the campaign's budget is one its owner chose (decision 384): §9's default "budget 1" is a
 * placeholder, below every region's minimum, that no budget step can save; a draft still holding it
 * has no daily budget yet, and is not shown as "₹1.00/day".
 */
export const hasChosenBudget = (campaign: Pick<Campaign, 'isDraft' | 'budgetMinor'>): boolean =>
  !(campaign.isDraft && campaign.budgetMinor === DRAFT_BUDGET_MINOR);

/**
 * OL §7 POST campaigns, then PUT campaigns/{id} with the session: a draft campaign of the profile
 * with §9's defaults, and the session of the `subsequent` flow that builds it, owned by `user`.
 */
export async function startCampaign(
  em: EntityManager,
  project: Project,
  user: User,
  profile: BusinessProfile,
  region: string,
  franchiseStore: FranchiseStore | null = null,
  now = new Date(),
): Promise<Campaign> {
  const band = pricingBand(region);
  // Decision 420: the profile's portal, and whether the business linked a page in an earlier campaign.
  const portal =
    profile.portal === null || profile.portal === undefined ? null : await em.findOne(Portal, profile.portal.id);
  const serverFlags = { ...portalFlags(portal), socialLinked: await hasLinkedSocialPage(em, profile.id) };
  const session = await createSession(
    em,
    project,
    SUBSEQUENT_FLOW,
    { region: band.region, details: { name: profile.name } },
    serverFlags,
  );
  await setOwner(em, session.id, user.id, profile.id);
  const today = startOfUtcDay(now);
  const startDate = daysAfter(today, DRAFT_DEFAULTS.startsInDays);
  const campaign = em.create(Campaign, {
    businessProfile: profile,
    session,
    franchiseStore,
    // Its objective is chosen in the flow: the budget step names it again (decision 402).
    name: await campaignName(em, profile.id, null, startDate, languageOfId(user.languageId)),
    objectiveId: DRAFT_DEFAULTS.objectiveId,
    budgetType: DRAFT_DEFAULTS.budgetType,
    budgetMinor: DRAFT_BUDGET_MINOR,
    currencyCode: band.currencyCode,
    region: band.region,
    schedulingMode: DRAFT_DEFAULTS.schedulingMode,
    startDate,
    endDate: daysAfter(today, DRAFT_DEFAULTS.endsInDays),
    isDraft: true,
    status: 'None',
    adStatus: AD_STATUS.new,
    launchState: session.launchState,
    additionalConfiguration: { localBusiness: { sessionId: session.id, launchState: session.launchState } },
  });
  await em.flush();
  return campaign;
}
