// Saved audiences of server/modules/audience under /businessProfiles/{id}/audiences (AP §1).
import type { AudienceInput, AudienceView, TargetLocation } from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { callApi } from '../../wizard/api.ts';
import { signedInCall } from '../../session/auth-client.ts';

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

// Refusals the page says itself: invalid data, an audience that is gone, a category without audiences.
const EXPECTED = [ErrorCode.invalidRequestData, ErrorCode.doesNotExist, 403];

export const fetchAudiences = (profileId: number, page: number, pageSize: number) =>
  signedInCall(
    {
      method: 'GET',
      path: '/businessProfiles/{businessProfileId}/audiences',
      params: { businessProfileId: profileId },
      query: { page: String(page), pageSize: String(pageSize) },
    },
    { expected: EXPECTED },
  );

export const createAudience = (profileId: number, body: AudienceInput) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/audiences',
      params: { businessProfileId: profileId },
      body,
    },
    { expected: EXPECTED },
  );

export const renameAudience = (profileId: number, id: number, name: string) =>
  signedInCall(
    {
      method: 'PATCH',
      path: '/businessProfiles/{businessProfileId}/audiences/{audienceId}',
      params: { businessProfileId: profileId, audienceId: id },
      body: { name },
    },
    { expected: EXPECTED },
  );

export const deleteAudience = (profileId: number, id: number) =>
  signedInCall(
    {
      method: 'DELETE',
      path: '/businessProfiles/{businessProfileId}/audiences/{audienceId}',
      params: { businessProfileId: profileId, audienceId: id },
    },
    { expected: EXPECTED },
  );

/** Interests to target (OL §7 targets), asked as the interest search always has: an answer or an ApiError. */
export const searchTargets = (profileId: number, searchQuery: string) =>
  callApi({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/targets',
    params: { businessProfileId: profileId },
    query: { searchQuery },
  });
