import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { User } from '../accounts/entities.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { ownedSession, type OwnedSession } from '../campaigns/session-campaign.ts';
import { findSessionRecord } from '../flow-sessions/service.ts';
import { profileOfSession } from '../flow-sessions/session-store.ts';
import { bandOfCurrency, pricingBand } from '../pricing/pricing.ts';
import { findWallet } from '../wallet/wallet.ts';
import type { Payer } from './payments.ts';

function payerFor(user: User, businessProfileId: number, region: string): Payer {
  return {
    businessProfileId,
    region,
    email: user.emailAddress,
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}

/**
 * The payer of a `/businessProfiles/{id}/...` call: a profile of the signed-in user's own (§8
 * 112/113), in the region asked for, else the region of its wallet's currency, else IN (§9).
 */
export async function profilePayer(
  em: EntityManager,
  req: Request<{ businessProfileId: string }>,
  res: Response,
  region?: string,
): Promise<Payer> {
  const user = signedInUser(res);
  const { businessProfile } = await memberProfile(em, user, req.params.businessProfileId);
  const wallet = await findWallet(em, businessProfile.id);
  const used = region ?? (wallet === null ? 'IN' : bandOfCurrency(wallet.currencyCode).region);
  return payerFor(user, businessProfile.id, pricingBand(used).region);
}

/**
 * The payer of a `/localbusiness/{sessionId}/...` call: the business profile made when someone
 * signed up in the session (only its owner gets this far: session-ownership.ts), in its region.
 */
export async function sessionPayer(
  em: EntityManager,
  sessionId: string,
  res: Response,
): Promise<{ payer: Payer; session: OwnedSession }> {
  const record = await findSessionRecord(em, sessionId);
  const session = ownedSession(record, await profileOfSession(em, record.id));
  const region = pricingBand(session.region ?? 'IN').region;
  return { payer: payerFor(signedInUser(res), session.businessProfileId, region), session };
}
