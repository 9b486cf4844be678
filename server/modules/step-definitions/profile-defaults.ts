import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project } from '../../../engine/index.ts';
import { profileImagesOf } from '../creatives/profile-images.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';

/**
 * What a step opens filled in, by the schema of the step: the fields taken, and the schemas of the
 * earlier answers they are taken from (each flow names its steps its own way: onboarding's
 * businessDetails and businessTypeServices, v2's businessDetailsv2) — the session's own answers
 * first (decision 480), then a returning owner's other campaigns (decision 421).
 */
interface Prefill {
  readonly fields: readonly string[];
  readonly from: readonly string[];
  /** A field named otherwise in the answers it is taken from: the services to promote are the `services` given. */
  readonly renamed?: Readonly<Record<string, string>>;
  /** The field the store profile's logo (AP §7 logo upload) fills when no earlier answer gave it. */
  readonly storeLogo?: string;
  /** The field the newest images of the asset library (AP §1) fill: each campaign keeps or removes them. */
  readonly libraryImages?: string;
}

const PREFILLS: Readonly<Record<string, Prefill>> = {
  // OL §5 "logo required; colour palette required": the business's logo and colours; photos are each campaign's.
  'steps/image-creatives.schema.json': {
    fields: ['logo', 'colourPalette'],
    from: ['steps/image-creatives.schema.json'],
    storeLogo: 'logo',
    libraryImages: 'images',
  },
  // OL §2 "services to promote": the services the owner listed, all of them until some are removed.
  'steps/promote-services.schema.json': {
    fields: ['promoteServices'],
    from: ['steps/business-type-services.schema.json', 'steps/business-details-v2.schema.json'],
    renamed: { promoteServices: 'services' },
  },
  // OL §2 age and gender: the customers' gender the owner gave ("only women"), else the last campaign's audience.
  'steps/age-gender-target.schema.json': {
    fields: ['ageFrom', 'ageTo', 'gender'],
    from: ['steps/select-gender.schema.json', 'steps/age-gender-target.schema.json'],
  },
  'steps/business-details-v2.schema.json': {
    fields: ['name', 'websiteUrl', 'category', 'services'],
    from: [
      'steps/business-details-v2.schema.json',
      'steps/business-details.schema.json',
      'steps/business-type-services.schema.json',
    ],
  },
};

// The business's latest sessions are enough: older answers were overtaken by newer ones.
const SESSIONS_READ = 20;

interface Row {
  flow_id: string;
  steps: Record<string, unknown>;
}

/**
 * The values a step opens with when the session has no answer to it yet: for each field the step
 * takes (PREFILLS), the session's own earlier answer, else the newest answer of the business's
 * other sessions; the store's logo where none of them gave a logo (a store's first campaign), and
 * the asset library's newest images as the campaign's photos (decision 447).
 * Null when the step takes none or nobody answered.
 */
export async function profileDefaults(
  em: EntityManager,
  project: Project,
  session: SessionRecord,
  schemaRef: string,
  origin: string,
): Promise<Record<string, unknown> | null> {
  const prefill = PREFILLS[schemaRef];
  if (prefill === undefined) return null;
  const profileId = session.businessProfileId ?? null;
  const others =
    profileId === null
      ? []
      : await em.execute<Row[]>(
          `select flow_id, steps from flow_session where business_profile_id = ? and id <> ?
             order by updated_at desc limit ${String(SESSIONS_READ)}`,
          [profileId, session.id],
        );
  const own: Row = { flow_id: session.flowId, steps: session.steps };
  const found: Record<string, unknown> = {};
  for (const row of [own, ...others]) {
    for (const answer of answersOf(project, row, prefill.from)) {
      for (const field of prefill.fields) {
        const value = answer[prefill.renamed?.[field] ?? field];
        if (!(field in found) && value !== undefined && value !== '') found[field] = value;
      }
    }
  }
  const { storeLogo, libraryImages } = prefill;
  if (profileId !== null && (storeLogo !== undefined || libraryImages !== undefined)) {
    const images = await profileImagesOf(em, session, origin);
    if (storeLogo !== undefined && found[storeLogo] === undefined && images.logo !== null)
      found[storeLogo] = images.logo;
    if (libraryImages !== undefined && images.photos.length > 0) found[libraryImages] = images.photos;
  }
  return Object.keys(found).length === 0 ? null : found;
}

/** A session's answers to the steps of its flow whose schema is one of `schemas`. */
function answersOf(project: Project, row: Row, schemas: readonly string[]): Record<string, unknown>[] {
  if (!project.flowIds.includes(row.flow_id)) return [];
  const flow = project.flow(row.flow_id);
  return Object.entries(row.steps)
    .filter(([step, answer]) => flow.hasStep(step) && schemas.includes(flow.meta(step).schema) && isRecord(answer))
    .map(([, answer]) => answer as Record<string, unknown>);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
