/**
 * A new campaign's name (decision 402): what it is for and the month it starts, "Leads – Dec 2026",
 * so that an owner tells a profile's campaigns apart; a second one of the same kind and month
 * becomes "Leads – Dec 2026 (2)". Names are stored data, written once in English as the other
 * stored texts are.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import enums from '../../../locales/en/enums.json' with { type: 'json' };
import type { Objective } from '../../../schemas/generated/index.ts';
import { Campaign } from './entities.ts';

/** OL §3 objective ids, named as the objective screen shows them. */
const OBJECTIVE_NAMES: Readonly<Partial<Record<number, string>>> & Readonly<Record<Objective, string>> = {
  1: enums.calls,
  2: enums.leadGeneration,
  3: enums.websiteVisits,
  4: enums.storeVisits,
  5: enums.instantMessages,
};

/** Before its objective is chosen (a campaign started from the dashboard). */
const UNCHOSEN = 'New campaign';

function baseName(objectiveId: number | null, startDate: Date): string {
  const month = startDate.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const purpose = objectiveId === null ? UNCHOSEN : (OBJECTIVE_NAMES[objectiveId] ?? UNCHOSEN);
  return `${purpose} – ${month}`;
}

/** A name no other campaign of the profile has; `campaignId` is the campaign being named, if it exists. */
export async function campaignName(
  em: EntityManager,
  businessProfileId: number,
  objectiveId: number | null,
  startDate: Date,
  campaignId?: number,
): Promise<string> {
  const base = baseName(objectiveId, startDate);
  const others = await em.find(
    Campaign,
    {
      businessProfile: businessProfileId,
      name: { $like: `${base}%` },
      ...(campaignId !== undefined && { id: { $ne: campaignId } }),
    },
    { fields: ['name'] },
  );
  const taken = new Set(others.map((campaign) => campaign.name));
  let name = base;
  for (let count = 2; taken.has(name); count++) name = `${base} (${String(count)})`;
  return name;
}
