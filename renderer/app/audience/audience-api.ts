// Saved audiences of server/modules/audience under /businessProfiles/{id}/audiences (AP §1).
import type { AudiencesPage, AudienceView, TargetLocation } from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { moneyCall } from '../money/money-call.ts';

/** OL §3 age bands; "65+" is the open upper band. */
export const AGE_BANDS = [18, 25, 35, 45, 55, 65, '65+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/** OL §3 gender: 1 male, 2 female, 3 all, with their enums catalogue keys. */
export const GENDERS = { 1: 'male', 2: 'female', 3: 'all' } as const;
export type Gender = keyof typeof GENDERS;

/** A place as the location step stores it (OL §7 Locations; §3 location mode). */
export type AudienceLocation = TargetLocation;

/** A saved audience (schemas/api/audience.schema.json). */
export type Audience = AudienceView;

export type AudiencePage = AudiencesPage;

export interface NewAudience {
  readonly name: string;
  readonly ageFrom: AgeBand;
  readonly ageTo: AgeBand;
  readonly gender: Gender;
  readonly locations: readonly AudienceLocation[];
  readonly interests: readonly string[];
}

// Refusals the page says itself: invalid data, an audience that is gone, a category without audiences.
const EXPECTED = [ErrorCode.invalidRequestData, ErrorCode.doesNotExist, 403];

const base = (profileId: number) => `/businessProfiles/${String(profileId)}/audiences`;

export function fetchAudiences(profileId: number, page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return moneyCall<AudiencePage>(`${base(profileId)}?${query.toString()}`, { expected: EXPECTED });
}

export const createAudience = (profileId: number, body: NewAudience) =>
  moneyCall<Audience>(base(profileId), { method: 'POST', body, expected: EXPECTED });

export const renameAudience = (profileId: number, id: number, name: string) =>
  moneyCall<Audience>(`${base(profileId)}/${String(id)}`, { method: 'PATCH', body: { name }, expected: EXPECTED });

export const deleteAudience = (profileId: number, id: number) =>
  moneyCall<undefined>(`${base(profileId)}/${String(id)}`, { method: 'DELETE', expected: EXPECTED });
