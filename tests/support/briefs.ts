import type { SignedInUser } from './accounts.ts';
import type { TestApp } from './test-server.ts';

export const PLAN = {
  campaignName: 'Diwali sale - social',
  budgetMinor: 5_000_000,
  currencyCode: 'INR',
  startDate: '2026-11-01',
  endDate: '2026-11-14',
};

/** Signs the way `signedInUser` names its users (Priya Raman). */
export const SIGNATURE = { typedName: 'Priya Raman', agreed: true };

export const briefsPath = (profileId: number) => `/api/businessProfiles/${String(profileId)}/briefs`;

/** Calls of the briefs API as `user` on their profile `profileId`. */
export function briefCalls(server: TestApp, user: SignedInUser, profileId: number) {
  const call = (method: string, path: string, body?: unknown) => server.request(method, path, body, user.auth);
  const briefPath = (briefId: number) => `${briefsPath(profileId)}/${String(briefId)}`;
  const versionPath = (briefId: number, versionId: number) => `${briefPath(briefId)}/versions/${String(versionId)}`;
  return {
    list: (query = '') => call('GET', `${briefsPath(profileId)}${query === '' ? '' : `?${query}`}`),
    create: (title: string, description = '') => call('POST', briefsPath(profileId), { title, description }),
    get: (briefId: number) => call('GET', briefPath(briefId)),
    propose: (briefId: number, plan: unknown = PLAN) => call('POST', `${briefPath(briefId)}/versions`, plan),
    approve: (briefId: number, versionId: number, body: unknown = SIGNATURE) =>
      call('POST', `${versionPath(briefId, versionId)}/approve`, body),
    reject: (briefId: number, versionId: number, reason: unknown) =>
      call('POST', `${versionPath(briefId, versionId)}/reject`, { reason }),
    setStatus: (briefId: number, status: unknown) => call('PATCH', briefPath(briefId), { status }),
  };
}
export type BriefCalls = ReturnType<typeof briefCalls>;

/** A brief brought to a brief filter status (AP §3) through the API, as its approver would; its id. */
export async function briefIn(calls: BriefCalls, title: string, status: 1 | 2 | 3 | 4 | 5 | 6): Promise<number> {
  const id = (await calls.create(title)).body.id as number;
  if (status === 6) return id;
  const versionId = (await calls.propose(id)).body.versions[0].id as number;
  if (status === 1) return id;
  await calls.approve(id, versionId);
  if (status === 3) await calls.setStatus(id, 3);
  if (status === 4 || status === 5) await calls.setStatus(id, 4);
  if (status === 5) await calls.setStatus(id, 5);
  return id;
}
