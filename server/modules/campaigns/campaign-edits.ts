import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dayOf, daysBetween, diff, midnightOf, startOfUtcDay } from '../../../engine/index.ts';
import type { CampaignEdit } from '../../../schemas/generated/api/campaign-edit.ts';
import type { User } from '../accounts/entities.ts';
import { CampaignRevision, type CampaignChanges } from './entities.ts';
import { AD_STATUS, Campaign } from './entities.ts';
import { AppError, InvalidRequestError, NotFoundError } from '../../errors.ts';
import { readSession } from '../flow-sessions/session-store.ts';
import { MINIMUM_CAMPAIGN_DAYS, pricingBand, toMinorUnits } from '../pricing/pricing.ts';
import { runDates } from './session-campaign.ts';
import { addWorkingDays } from './working-days.ts';

/** AP §9: "live campaign edits published within 2 working days". */
export const EDIT_PUBLISH_WORKING_DAYS = 2;
/** The step whose data holds the ad copy (OL §2 imageCreativesAdDetailsEdit/edit/{id}). */
export const AD_DETAILS_STEP = 'imageCreativesAdDetailsEdit/edit';
const SCHEDULE_FIELDS = ['schedulingMode', 'startDate', 'endDate'] as const;

type AdCopy = NonNullable<CampaignChanges['adCopy']>;

/** What the edit page starts from: the campaign as published, in the edit body's terms. */
export interface EditableValues {
  readonly dailyBudget: number;
  readonly schedulingMode: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly adCopy: AdCopy;
}

/** 409: a draft is not edited here but in its campaign flow (OL §2). */
export class DraftNotEditableError extends AppError {
  constructor() {
    super(409, 409, 'A draft campaign is edited in its campaign flow.');
  }
}

/** 409: a campaign that has run its course, or is not live, takes no edits. */
export class NotEditableError extends AppError {
  constructor(message: string) {
    super(409, 409, message);
  }
}

/** AP §3, §6: the portal flag isScheduleEditEnabled gates schedule edits. */
export class ScheduleEditDisabledError extends AppError {
  constructor() {
    super(403, 403, "Changing a campaign's schedule is turned off on this portal.");
  }
}

/** The campaign's published values: its own columns and its session's ad copy. */
export async function editableValues(em: EntityManager, campaign: Campaign): Promise<EditableValues> {
  const session =
    campaign.session === null || campaign.session === undefined ? null : await readSession(em, campaign.session.id);
  const step = (session?.steps[AD_DETAILS_STEP] ?? {}) as AdCopy;
  const adCopy: Record<string, string> = {};
  for (const key of ['primaryText', 'headline', 'description'] as const) {
    const value = step[key];
    if (typeof value === 'string') adCopy[key] = value;
  }
  return {
    dailyBudget: campaign.budgetMinor / 100,
    schedulingMode: campaign.schedulingMode,
    ...runDates(campaign),
    adCopy,
  };
}

export const pendingRevision = (em: EntityManager, campaignId: number) =>
  em.findOne(CampaignRevision, { campaign: campaignId, status: 'pending' });

export function revisionView(revision: CampaignRevision | null) {
  if (revision === null) return null;
  return {
    id: revision.id,
    changes: revision.changes,
    submittedAt: revision.submittedAt.toISOString(),
    publishDueAt: revision.publishDueAt.toISOString(),
  };
}

/** The edit's fields that differ from the published campaign (each changed ad-copy text alone). */
function differences(edit: CampaignEdit, published: EditableValues): CampaignChanges {
  const changes: Record<string, unknown> = {};
  if (edit.dailyBudget !== undefined && edit.dailyBudget !== published.dailyBudget) {
    changes.budgetMinor = toMinorUnits(edit.dailyBudget);
  }
  for (const field of SCHEDULE_FIELDS) {
    if (edit[field] !== undefined && edit[field] !== published[field]) changes[field] = edit[field];
  }
  const adCopy = Object.fromEntries(
    Object.entries(edit.adCopy ?? {}).filter(([key, value]) => published.adCopy[key as keyof AdCopy] !== value),
  );
  if (Object.keys(adCopy).length > 0) changes.adCopy = adCopy;
  return changes;
}

/**
 * The pending changes after this edit: the fields the edit names are replaced by its differences
 * (a field set back to its published value drops out), the others stay as they were pending.
 */
function merged(pending: CampaignChanges, edit: CampaignEdit, changes: CampaignChanges): CampaignChanges {
  const named = new Set<string>(Object.keys(edit).map((key) => (key === 'dailyBudget' ? 'budgetMinor' : key)));
  const kept = Object.fromEntries(Object.entries(pending).filter(([key]) => key !== 'adCopy' && !named.has(key)));
  const editedCopy = new Set(Object.keys(edit.adCopy ?? {}));
  const keptCopy = Object.fromEntries(Object.entries(pending.adCopy ?? {}).filter(([key]) => !editedCopy.has(key)));
  const adCopy = { ...keptCopy, ...changes.adCopy };
  return { ...kept, ...changes, ...(Object.keys(adCopy).length > 0 && { adCopy }) };
}

/** OL §9 minimum budget and §5/§9 run rules, on the run the campaign will have once the edit is published. */
function checkEdit(campaign: Campaign, changes: CampaignChanges, today: Date): void {
  const band = pricingBand(campaign.region);
  const fields: { path: string; message: string }[] = [];
  if (changes.budgetMinor !== undefined && changes.budgetMinor < band.minimumDailyBudgetMinor) {
    fields.push({
      path: '/dailyBudget',
      message: `The daily budget is at least ${band.currencySymbol}${String(band.minimumDailyBudgetMinor / 100)}`,
    });
  }
  const start = changes.startDate === undefined ? campaign.startDate : midnightOf(changes.startDate);
  const end = changes.endDate === undefined ? campaign.endDate : midnightOf(changes.endDate);
  if (changes.startDate !== undefined && (campaign.startDate <= today || start < today)) {
    fields.push({ path: '/startDate', message: 'A campaign that has started, or a start in the past, cannot be set' });
  }
  if (changes.endDate !== undefined && end <= today) {
    fields.push({ path: '/endDate', message: 'The end date must be after today' });
  }
  if (daysBetween(dayOf(start), dayOf(end)) < MINIMUM_CAMPAIGN_DAYS) {
    fields.push({ path: '/endDate', message: `A campaign runs at least ${String(MINIMUM_CAMPAIGN_DAYS)} days` });
  }
  if (fields.length > 0) throw new InvalidRequestError('Invalid request data', fields);
}

export interface EditOutcome {
  readonly revision: CampaignRevision | null;
  /** False when the edit changed nothing that was pending. */
  readonly changed: boolean;
}

/**
 * AP §2 editCampaign: records the edit of a campaign in review or live as its pending revision,
 * due to be published within 2 working days of the region (AP §9). The campaign's row is locked
 * so two edits at once fold into one revision, one after the other.
 */
export async function submitEdit(
  em: EntityManager,
  campaignId: number,
  edit: CampaignEdit,
  options: { readonly user: User; readonly scheduleEditEnabled: boolean; readonly now?: Date },
): Promise<EditOutcome> {
  const now = options.now ?? new Date();
  return em.transactional(async (tx) => {
    const campaign = await tx.findOneOrFail(Campaign, campaignId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (campaign.adStatus === AD_STATUS.deleted) throw new NotFoundError(`No campaign "${String(campaignId)}"`);
    if (campaign.adStatus === AD_STATUS.new) throw new DraftNotEditableError();
    const today = startOfUtcDay(now);
    if (campaign.endDate <= today) throw new NotEditableError('This campaign has ended.');
    const changes = differences(edit, await editableValues(tx, campaign));
    if (!options.scheduleEditEnabled && SCHEDULE_FIELDS.some((field) => field in changes)) {
      throw new ScheduleEditDisabledError();
    }
    const pending = await pendingRevision(tx, campaign.id);
    const next = merged(pending?.changes ?? {}, edit, changes);
    checkEdit(campaign, next, today);
    // Compared as documents: the database keeps an object's keys in an order of its own.
    if (diff(pending?.changes ?? {}, next).length === 0) return { revision: pending, changed: false };
    if (Object.keys(next).length === 0) {
      // Every pending change was set back: nothing is left to publish.
      if (pending !== null) tx.remove(pending);
      await tx.flush();
      return { revision: null, changed: true };
    }
    const timing = {
      submittedAt: now,
      // Decision 161: the 2 working days run from the latest edit, which the experts review whole.
      publishDueAt: addWorkingDays(now, EDIT_PUBLISH_WORKING_DAYS, pricingBand(campaign.region).region),
      submittedBy: options.user,
    };
    const revision =
      pending === null
        ? tx.create(CampaignRevision, { campaign, changes: next, status: 'pending', publishedAt: null, ...timing })
        : tx.assign(pending, { changes: next, ...timing });
    await tx.flush();
    return { revision, changed: true };
  });
}

/** The pending edits of listed campaigns, by campaign id (the dashboard shows them). */
export async function pendingEditsOf(
  em: EntityManager,
  campaignIds: readonly number[],
): Promise<Map<number, ReturnType<typeof revisionView>>> {
  const revisions = await em.find(CampaignRevision, { campaign: { $in: [...campaignIds] }, status: 'pending' });
  return new Map(revisions.map((revision) => [revision.campaign.id, revisionView(revision)]));
}
