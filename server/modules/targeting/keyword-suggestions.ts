/**
 * OL §7 GET .../keywords: search keywords to suggest for the googleKeywords step, made from what
 * the business told us (decision 222): its services, type, name and places. Each one is a valid
 * keyword of OL §5 (under 20 characters, letters, digits and spaces) and none repeats.
 */
import type { Project } from '../../../engine/index.ts';
import { BUSINESS_CATEGORIES } from '../catalogue/business-categories.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';

/** OL §5 keyword rule, from the schema both the step and this check use. */
const KEYWORD_TEXT = 'entities/keyword.schema.json#/$defs/keywordText';
/** More than OL §9's minimum of 10, so that there is a choice; few enough to read at a glance. */
export const MAX_KEYWORD_SUGGESTIONS = 30;

/** What keywords are made from. */
export interface KeywordSources {
  readonly names: readonly string[];
  readonly categories: readonly string[];
  readonly services: readonly string[];
  readonly places: readonly string[];
  /** The social interests chosen for the campaign: what its audience looks for. */
  readonly interests: readonly string[];
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

const namesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((item) => texts((item as { name?: unknown } | null)?.name)) : [];

/** A place's own name: "Pune, Maharashtra" is searched as "pune". */
const placeName = (value: unknown): string[] => namesOf([value]).map((name) => name.split(',')[0] ?? name);

type SessionData = Pick<SessionRecord, 'details' | 'steps'>;

/**
 * The sources flow sessions hold: the §3 details document and the steps that ask for them. A
 * signed-in campaign's own session rarely asks for services, so the profile's other sessions (its
 * onboarding among them) are read too.
 */
export function keywordSourcesOfSessions(sessions: readonly SessionData[], profileName?: string) {
  const documents = sessions.flatMap((session) => [session.details, ...Object.values(session.steps)]) as Record<
    string,
    unknown
  >[];
  const field = (key: string) => documents.flatMap((document) => texts(document[key]));
  return {
    names: [...field('name'), ...texts(profileName)],
    // The details document's category is the §1 number: only a typed business type reads as a keyword.
    categories: field('category'),
    services: [...field('promoteServices'), ...field('services')],
    places: documents.flatMap((document) => [
      ...texts((document.address as { city?: unknown } | undefined)?.city),
      ...(Array.isArray(document.locations) ? document.locations.flatMap(placeName) : []),
    ]),
    interests: documents.flatMap((document) => namesOf(document.interests)),
  } satisfies KeywordSources;
}

/** Lower case, every run of other characters a single space: "Cakes & Pastries!" -> "cakes pastries". */
function tidy(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** The services the catalogue suggests for a business type the owner chose (GET BusinessCategories, OL §7). */
function catalogueServices(categories: readonly string[]): string[] {
  const chosen = new Set(categories.map(tidy));
  return BUSINESS_CATEGORIES.filter((category) => chosen.has(tidy(category.name))).flatMap(
    (category) => category.suggestedServices,
  );
}

/** The phrases people search a local business by, most specific first (decision 400). */
function candidatesOf(sources: KeywordSources): string[] {
  const services = [...sources.services, ...catalogueServices(sources.categories)].map(tidy);
  const categories = sources.categories.map(tidy);
  const places = sources.places.map(tidy);
  const interests = sources.interests.map(tidy);
  const subjects = [...services, ...categories];
  return [
    ...subjects,
    ...sources.names.map(tidy),
    ...subjects.flatMap((subject) => places.map((place) => `${subject} ${place}`)),
    ...categories.flatMap((category) => places.map((place) => `${category} in ${place}`)),
    ...subjects.map((subject) => `${subject} near me`),
    ...categories.map((category) => `best ${category}`),
    ...categories.map((category) => `local ${category}`),
    ...services.map((service) => `best ${service}`),
    ...services.map((service) => `${service} online`),
    ...services.map((service) => `${service} offers`),
    ...services.map((service) => `cheap ${service}`),
    ...categories.map((category) => `${category} nearby`),
    // Where the owner never named a type or services (the website path, OL §3), the chosen
    // interests are what the campaign's audience searches for.
    ...interests,
    ...interests.flatMap((interest) => places.map((place) => `${interest} ${place}`)),
    ...interests.map((interest) => `${interest} near me`),
    ...interests.map((interest) => `best ${interest}`),
    ...interests.map((interest) => `local ${interest}`),
    // The other ways people search for a service, so that one service (and a business name too
    // long to be a keyword) still gives OL §9's minimum of 10 to choose from.
    ...subjects.flatMap((subject) => places.map((place) => `${place} ${subject}`)),
    ...subjects.map((subject) => `${subject} prices`),
    ...subjects.map((subject) => `${subject} deals`),
    ...subjects.map((subject) => `${subject} booking`),
    ...subjects.map((subject) => `${subject} services`),
  ];
}

export function suggestKeywords(project: Project, sources: KeywordSources): string[] {
  const keywords = new Set<string>();
  for (const candidate of candidatesOf(sources)) {
    if (keywords.size >= MAX_KEYWORD_SUGGESTIONS) break;
    if (candidate !== '' && project.validate(KEYWORD_TEXT, candidate).valid) keywords.add(candidate);
  }
  return [...keywords];
}
