/**
 * A new campaign's name (decision 402): what it is for and the month it starts, "Leads – Dec 2026",
 * so that an owner tells a profile's campaigns apart; a second one of the same kind and month
 * becomes "Leads – Dec 2026 (2)". Names are stored data, written once in the language of the user
 * the campaign is made for (decision 474): a Hebrew-speaking owner's reads "לידים – דצמ׳ 2026".
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Objective } from '../../../schemas/generated/index.ts';
import { enumNamesIn, type UserLanguage } from '../accounts/user-language.ts';
import { Campaign } from './entities.ts';

/** OL §3 objective ids, by their names' keys in the enums catalogue (as the objective screen shows them). */
const OBJECTIVE_KEYS: Readonly<Partial<Record<number, string>>> & Readonly<Record<Objective, string>> = {
  1: 'calls',
  2: 'leadGeneration',
  3: 'websiteVisits',
  4: 'storeVisits',
  5: 'instantMessages',
};

/** Before its objective is chosen (a campaign started from the dashboard): "New campaign". */
const UNCHOSEN_KEY = 'objectiveNotChosen';

function baseName(objectiveId: number | null, startDate: Date, language: UserLanguage): string {
  // English as the product's two countries write dates ("Dec 2026"), as the interface does (decision 460).
  const locale = language.code === 'en' ? 'en-GB' : language.tag;
  const month = startDate.toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const names = enumNamesIn(language);
  const key = (objectiveId === null ? undefined : OBJECTIVE_KEYS[objectiveId]) ?? UNCHOSEN_KEY;
  return `${names[key] ?? key} – ${month}`;
}

/** A name no other campaign of the profile has; `campaignId` is the campaign being named, if it exists. */
export async function campaignName(
  em: EntityManager,
  businessProfileId: number,
  objectiveId: number | null,
  startDate: Date,
  language: UserLanguage,
  campaignId?: number,
): Promise<string> {
  const base = baseName(objectiveId, startDate, language);
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
