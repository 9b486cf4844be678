import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';

/**
 * A saved audience of a profile (AP §1 audience addition): the onboarding's targeting (OL §2, §3
 * age bands, gender, locations) and interests, kept under a name to reuse.
 */
export const Audience = defineEntity({
  name: 'Audience',
  tableName: 'audience',
  indexes: [{ name: 'audience_profile_created', properties: ['businessProfile', 'createdAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    businessProfile: () => p.manyToOne(BusinessProfile).deleteRule('cascade'),
    name: p.string().length(100),
    /** OL §3 age bands: a number, or "65+". */
    ageFrom: p.json<number | string>(),
    ageTo: p.json<number | string>(),
    /** OL §3 gender: 1 male, 2 female, 3 all. */
    gender: p.integer(),
    /** Locations picked from GET Locations (OL §7): `{ name, key, locationMode }`. */
    locations: p.json<unknown[]>(),
    /** Interests picked from the targeting lookup: `{ id, name }`. */
    interests: p.json<unknown[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Audience = InferEntity<typeof Audience>;
