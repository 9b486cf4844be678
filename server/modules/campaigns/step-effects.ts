import type { EntityManager } from '@mikro-orm/postgresql';
import { findSessionRecord } from '../flow-sessions/service.ts';
import { profileOfSession, type SessionRecord } from '../flow-sessions/session-store.ts';
import { Campaign } from './entities.ts';
import { usablePromo } from '../pricing/promo-codes.ts';
import { launchCampaign } from './launch.ts';
import { campaignOfSession, ownedSession } from './session-campaign.ts';

/**
 * Before the budget step is saved: its promo code must be one the session may use (OL §8 invalid
 * promo code; already used by the profile for another campaign).
 */
export async function checkBudgetStep(em: EntityManager, sessionId: string, data: unknown): Promise<void> {
  const { promoCode, currencyCode } = data as { promoCode?: string; currencyCode: string };
  if (promoCode === undefined || promoCode.trim() === '') return;
  const businessProfileId = await profileOfSession(em, sessionId);
  const campaign = await em.findOne(Campaign, { session: sessionId }, { fields: ['id'] });
  await usablePromo(em, {
    code: promoCode,
    currencyCode,
    businessProfileId,
    ...(campaign !== null && { campaignId: campaign.id }),
  });
}

/**
 * After the budget step is saved: the session's draft campaign follows it (OL §4 draft rules), once
 * someone has signed up in the session; an anonymous session gets its campaign at sign-up's next use.
 */
export async function afterBudgetStep(em: EntityManager, session: SessionRecord): Promise<void> {
  const businessProfileId = await profileOfSession(em, session.id);
  if (businessProfileId !== null) await campaignOfSession(em, ownedSession(session, businessProfileId));
}

/**
 * Before the launching step (OL §4 1999 → 2000) is saved: the session's campaign is launched, the
 * funds of its whole run locked. A session nobody signed up in (401), one without a budget (409)
 * or a wallet that does not cover the run (402) is refused, and the session stays where it is.
 * Launching again (a retried submission) changes nothing.
 */
export async function beforeLaunchingStep(em: EntityManager, sessionId: string): Promise<void> {
  const record = await findSessionRecord(em, sessionId);
  const session = ownedSession(record, await profileOfSession(em, sessionId));
  const campaign = await campaignOfSession(em, session);
  await launchCampaign(em, campaign.id);
}
