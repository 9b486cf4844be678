import type { EntityManager } from '@mikro-orm/postgresql';
import { profileOfSession, type SessionRecord } from '../flow-sessions/session-store.ts';
import { campaignOfSession, ownedSession } from './session-campaign.ts';

/** OL §2: the step whose submission shapes the session's draft campaign. */
export const BUDGET_STEP = 'budget';

/**
 * After the budget step is saved: the session's draft campaign follows it (OL §4 draft rules), once
 * someone has signed up in the session; an anonymous session gets its campaign at sign-up's next use.
 */
export async function afterBudgetStep(em: EntityManager, session: SessionRecord): Promise<void> {
  const businessProfileId = await profileOfSession(em, session.id);
  if (businessProfileId !== null) await campaignOfSession(em, ownedSession(session, businessProfileId));
}
