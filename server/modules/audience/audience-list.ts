import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AudienceInput } from '../../../schemas/generated/api/audience-input.ts';
import type { AudiencesQuery } from '../../../schemas/generated/api/audiences-query.ts';
import type { BusinessProfile } from '../accounts/entities.ts';
import { Audience } from './entities.ts';
import { InvalidRequestError, NotFoundError } from '../../errors.ts';
import { numericId } from '../../request-input.ts';
import { containsPattern } from '../shared/like-pattern.ts';

export const DEFAULT_PAGE_SIZE = 20;

// Newest first; the id breaks ties so that pages never repeat nor skip an audience.
const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/** OL §3 age bands in order; "65+" is the open upper band. */
const bandOrder = (band: number | string): number => (band === '65+' ? 66 : Number(band));

export async function audiencesPage(em: EntityManager, profile: BusinessProfile, query: AudiencesQuery) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const where: FilterQuery<Audience> & Record<string, unknown> = { businessProfile: profile };
  const search = query.search?.trim() ?? '';
  if (search !== '') where.name = { $ilike: containsPattern(search) };
  const [items, total] = await em.findAndCount(Audience, where, {
    orderBy: NEWEST_FIRST,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: items.map(audienceView), total, page, pageSize };
}

export async function createAudience(em: EntityManager, profile: BusinessProfile, input: AudienceInput) {
  if (bandOrder(input.ageFrom) > bandOrder(input.ageTo)) {
    const message = 'The lowest age must not be above the highest.';
    throw new InvalidRequestError(message, [{ path: '/ageTo', message }]);
  }
  const audience = em.create(Audience, {
    businessProfile: profile,
    name: input.name.trim(),
    ageFrom: input.ageFrom,
    ageTo: input.ageTo,
    gender: input.gender,
    locations: input.locations ?? [],
    interests: (input.interests ?? []).map((interest) => interest.trim()),
  });
  await em.flush();
  return audience;
}

/** One of the profile's audiences; another profile's, or none, is 404 (104). */
export async function findAudience(em: EntityManager, profile: BusinessProfile, rawId: string): Promise<Audience> {
  const id = numericId(rawId);
  const audience = id === null ? null : await em.findOne(Audience, { id, businessProfile: profile });
  if (audience === null) throw new NotFoundError(`No audience "${rawId}"`);
  return audience;
}

export function audienceView(audience: Audience) {
  return {
    id: audience.id,
    name: audience.name,
    ageFrom: audience.ageFrom,
    ageTo: audience.ageTo,
    gender: audience.gender,
    locations: audience.locations,
    interests: audience.interests,
    createdAt: audience.createdAt.toISOString(),
    updatedAt: audience.updatedAt.toISOString(),
  };
}
