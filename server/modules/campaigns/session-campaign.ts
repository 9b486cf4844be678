import type { EntityManager } from '@mikro-orm/postgresql';
import { AD_STATUS, Campaign } from './entities.ts';
import { campaignName } from './campaign-name.ts';
import { redeemPromo, usablePromo } from '../pricing/promo-codes.ts';
import { feeWaiverOf } from '../pricing/fee-waiver.ts';
import { agentAndOwnerOf, type SessionRecord } from '../flow-sessions/session-store.ts';
import { User } from '../accounts/entities.ts';
import { languageOfId, type UserLanguage } from '../accounts/user-language.ts';
import {
  bandOfCurrency,
  MINIMUM_CAMPAIGN_DAYS,
  pricingBand,
  priceBreakdown,
  toMinorUnits,
  type PriceBreakdown,
} from '../pricing/pricing.ts';
import { AppError } from '../../errors.ts';
import { dayOf, daysAfter, endDateOfRun, midnightOf, startOfUtcDay, storedRunDays } from '../../../engine/index.ts';
import { SignUpFirstError } from '../wallet/wallet-errors.ts';
import { hasChosenBudget } from './new-campaign.ts';

/** Paying or launching before the budget step (OL §4 budget 1800) has been answered. */
export class BudgetNotChosenError extends AppError {
  constructor() {
    super(409, 409, 'Choose a budget plan first: the campaign has no budget yet.');
  }
}

/** OL §9 default draft campaign: start 2 days ahead, end 9 days ahead, run continuously. */
const DEFAULT_START_DAYS = 2;
const DEFAULT_END_DAYS = DEFAULT_START_DAYS + MINIMUM_CAMPAIGN_DAYS;

interface BudgetStep {
  readonly dailyBudget: number;
  readonly budgetType: number;
  readonly scheduling: number;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly isGstInvoiceRequested?: boolean;
  readonly gstin?: string;
  readonly promoCode?: string;
}

/** A session that someone signed up in: it has a business profile for its campaign and payments. */
export interface OwnedSession extends SessionRecord {
  readonly businessProfileId: number;
}

export function ownedSession(session: SessionRecord, businessProfileId: number | null): OwnedSession {
  if (businessProfileId === null) throw new SignUpFirstError();
  return { ...session, businessProfileId };
}

const startOfDayUtc = (date: Date, plusDays: number): Date => daysAfter(startOfUtcDay(date), plusDays);

/**
 * The run of the campaign: the dates asked for when scheduled (OL §3 scheduling 2), else §9's
 * default week. The budget step's end date is the run's last day; the campaign keeps the day
 * after it (decision 410).
 */
function runOf(budget: BudgetStep, now: Date): { startDate: Date; endDate: Date } {
  if (budget.scheduling === 2 && budget.startDate !== undefined && budget.endDate !== undefined) {
    return {
      startDate: midnightOf(budget.startDate),
      endDate: midnightOf(endDateOfRun(budget.endDate)),
    };
  }
  return { startDate: startOfDayUtc(now, DEFAULT_START_DAYS), endDate: startOfDayUtc(now, DEFAULT_END_DAYS) };
}

/** A campaign's run as the calls write it: start and end as ISO dates. */
export const runDates = (campaign: Pick<Campaign, 'startDate' | 'endDate'>) => ({
  startDate: dayOf(campaign.startDate),
  endDate: dayOf(campaign.endDate),
});

const daysOf = (campaign: Pick<Campaign, 'startDate' | 'endDate'>): number => {
  const { startDate, endDate } = runDates(campaign);
  return storedRunDays(startDate, endDate);
};

/**
 * What the campaign costs for its whole run (OL §5, §9; AP §8 "full duration"): the budget is a
 * daily amount for both budget types (decision 105), so the run costs it every day.
 */
export function campaignPrice(campaign: Campaign): PriceBreakdown {
  const { serviceFeeBasisPoints } = pricingOfCampaign(campaign);
  return priceBreakdown({
    region: campaign.region,
    dailyBudgetMinor: campaign.budgetMinor,
    days: daysOf(campaign),
    ...(serviceFeeBasisPoints !== undefined && { serviceFeeBasisPoints }),
  });
}

/** The language of the user who holds the session: the campaign's name is written in it (decision 474). */
async function ownerLanguage(em: EntityManager, session: SessionRecord): Promise<UserLanguage> {
  const { ownerId } = await agentAndOwnerOf(em, session.id);
  const owner = ownerId === null ? null : await em.findOne(User, ownerId, { fields: ['languageId'] });
  return languageOfId(owner?.languageId);
}

/**
 * The campaign a session launches (OL §3: its additionalConfiguration.localBusiness.sessionId),
 * made from the budget step on first use and kept in step with it while it is a draft.
 */
export async function campaignOfSession(em: EntityManager, session: OwnedSession, now = new Date()): Promise<Campaign> {
  const budget = session.steps.budget as BudgetStep | undefined;
  if (budget === undefined) throw new BudgetNotChosenError();
  const band = pricingBand(session.region ?? 'IN');
  const objective = (session.steps.selectObjective as { objective?: number } | undefined)?.objective ?? 1;
  const existing = await em.findOne(Campaign, { session: session.id });
  // A launched campaign's figures are what its funds were locked for: they no longer follow the session.
  if (existing !== null && existing.adStatus !== AD_STATUS.new) return existing;
  const pricing = await pricingOf(em, budget, band.currencyCode, session.businessProfileId, existing?.id, now);
  const run = runOf(budget, now);
  const values = {
    name: await campaignName(
      em,
      session.businessProfileId,
      objective,
      run.startDate,
      await ownerLanguage(em, session),
      existing?.id,
    ),
    objectiveId: objective,
    budgetType: budget.budgetType,
    budgetMinor: toMinorUnits(budget.dailyBudget),
    currencyCode: band.currencyCode,
    region: band.region,
    schedulingMode: budget.scheduling,
    ...run,
  };
  const configuration = {
    localBusiness: { sessionId: session.id, launchState: session.launchState },
    billing: billingOf(budget),
    pricing,
  };
  if (existing !== null) {
    em.assign(existing, {
      ...values,
      additionalConfiguration: { ...existing.additionalConfiguration, ...configuration },
    });
    await em.flush();
    return existing;
  }
  const campaign = em.create(Campaign, {
    ...values,
    businessProfile: session.businessProfileId,
    session: session.id,
    isDraft: true,
    status: 'None',
    adStatus: AD_STATUS.new,
    launchState: session.launchState,
    additionalConfiguration: configuration,
  });
  await em.flush();
  return campaign;
}

/**
 * The campaign's price level (OL §3 pricing band level): no service fee in the 30 days of OL §1,
 * else its promo code's service fee, when one is given.
 */
interface CampaignPricing {
  readonly promoCode?: string;
  readonly serviceFeeBasisPoints?: number;
  /** When the 30 days without a service fee end (ISO), while they hold (decision 382). */
  readonly feeWaivedUntil?: string;
}

async function pricingOf(
  em: EntityManager,
  budget: BudgetStep,
  currencyCode: string,
  businessProfileId: number,
  campaignId: number | undefined,
  now: Date,
): Promise<CampaignPricing> {
  // OL §1 "no service fee for 30 days": nothing to waive where the band charges none (India); a
  // promo code is not used up while no fee is charged.
  const waiver = await feeWaiverOf(em, businessProfileId, now);
  if (waiver.applies && bandOfCurrency(currencyCode).serviceFeeBasisPoints > 0) {
    return { serviceFeeBasisPoints: 0, ...(waiver.until !== null && { feeWaivedUntil: waiver.until.toISOString() }) };
  }
  const code = budget.promoCode?.trim() ?? '';
  if (code === '') return {};
  const promo = await usablePromo(em, {
    code,
    currencyCode,
    businessProfileId,
    ...(campaignId !== undefined && { campaignId }),
  });
  return { promoCode: promo.code, serviceFeeBasisPoints: promo.serviceFeeBasisPoints };
}

/** Marks the campaign's promo code used by its profile, for it (again, harmlessly, on every payment). */
export async function redeemCampaignPromo(em: EntityManager, campaign: Campaign): Promise<void> {
  const { promoCode } = pricingOfCampaign(campaign);
  if (promoCode !== undefined) await redeemPromo(em, promoCode, campaign.businessProfile.id, campaign.id);
}

export const pricingOfCampaign = (campaign: Campaign): CampaignPricing =>
  campaign.additionalConfiguration.pricing ?? {};

function billingOf(budget: BudgetStep): Record<string, unknown> {
  return budget.isGstInvoiceRequested === true && budget.gstin !== undefined ? { gstin: budget.gstin } : {};
}

/** OL §3 campaign, as the campaign calls answer it. */
export function campaignView(campaign: Campaign) {
  return {
    id: campaign.id,
    /** The session of the flow that builds it (the signed-in campaign flow runs in it). */
    sessionId: campaign.session?.id ?? null,
    franchiseStoreId: campaign.franchiseStore?.id ?? null,
    name: campaign.name,
    budgetMinor: campaign.budgetMinor,
    /** False for a draft whose budget step is not answered yet: budgetMinor is §9's placeholder then. */
    budgetChosen: hasChosenBudget(campaign),
    budgetType: campaign.budgetType,
    currencyCode: campaign.currencyCode,
    region: campaign.region,
    objectiveId: campaign.objectiveId,
    ...runDates(campaign),
    schedulingMode: campaign.schedulingMode,
    isDraft: campaign.isDraft,
    status: campaign.status,
    adStatus: campaign.adStatus,
    launchState: campaign.launchState,
    lockedMinor: campaign.lockedMinor,
    submittedAt: campaign.submittedAt?.toISOString() ?? null,
    reviewDueAt: campaign.reviewDueAt?.toISOString() ?? null,
    launchedAt: campaign.launchedAt?.toISOString() ?? null,
    additionalConfiguration: campaign.additionalConfiguration,
  };
}
