import { walkOn } from '../../scripts/walk-session.ts';
import type { SignedInUser } from './accounts.ts';
import { payForSession } from './pay.ts';
import { project } from './project.ts';
import type { TestResponse, TestApp } from './test-server.ts';

/** OL §7 POST campaigns as the dashboard's 'Create new campaign' sends it. */
export const newCampaign = (server: TestApp, user: SignedInUser, profileId: number, body: unknown = {}) =>
  server.request('POST', `/api/businessProfiles/${String(profileId)}/roimaticCampaigns`, body, user.auth);

/**
 * Walks a signed-in campaign's session of the `subsequent` flow from its first step to `target`
 * over the API, as its owner, each step answered as `answers` says, else with its schema's first example.
 */
export async function walkCampaignTo(
  server: TestApp,
  user: SignedInUser,
  sessionId: string,
  target: string,
  answers: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  const signedIn = {
    userId: user.userId,
    roleIds: [27],
    accessToken: user.accessToken,
    refreshToken: user.refreshToken,
  };
  await walkOn(server.baseUrl, project, 'subsequent', { sessionId, step: 'selectObjective', signedIn }, target, {
    answers,
    outboxDir: server.outboxDir,
    fetch: server.fetch,
  });
}

/** A new campaign walked to its launching step and paid for, as its owner does; its creation answer. */
export async function paidCampaign(
  server: TestApp,
  user: SignedInUser,
  profileId: number,
  body: unknown = {},
  target = 'launching',
): Promise<TestResponse> {
  const created = await newCampaign(server, user, profileId, body);
  const sessionId = created.body.sessionId as string;
  await walkCampaignTo(server, user, sessionId, target);
  await payForSession(server, sessionId, user.auth);
  return created;
}
