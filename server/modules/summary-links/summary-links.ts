import type { EntityManager } from '@mikro-orm/postgresql';
import { SummaryLink } from '../../db/entities.ts';
import { AppError } from '../../errors.ts';
import { findSession } from '../flow-sessions/service.ts';
import { hashEncodedId, isExpired, isWellFormedEncodedId, newEncodedId, summaryLinkExpiresAt } from './encoded-id.ts';

export type ShareChannel = 'whatsapp' | 'email' | 'sms';

/** accounts §8 code 60 (invalid hashkey); OL §8 "invalid or expired link". */
export class InvalidLinkError extends AppError {
  constructor() {
    super(404, 60, 'This link is invalid or has expired.');
  }
}

/** A new summary link for the session; the id is returned once and only its hash is kept. */
export async function createSummaryLink(
  em: EntityManager,
  sessionId: string,
  channel: ShareChannel | undefined,
  now = new Date(),
): Promise<{ encodedId: string; expiresAt: Date }> {
  const session = await findSession(em, sessionId);
  const encodedId = newEncodedId();
  const expiresAt = summaryLinkExpiresAt(now);
  em.create(SummaryLink, { hash: hashEncodedId(encodedId), session, channel: channel ?? null, expiresAt });
  await em.flush();
  return { encodedId, expiresAt };
}

/** GET getSessionId (OL §7): the session a summary link opens, while the link lives. */
export async function sessionIdOfLink(em: EntityManager, encodedId: string, now = new Date()): Promise<string> {
  if (!isWellFormedEncodedId(encodedId)) throw new InvalidLinkError();
  const link = await em.findOne(SummaryLink, { hash: hashEncodedId(encodedId) });
  if (link === null || isExpired(link.expiresAt, now)) throw new InvalidLinkError();
  return link.session.id;
}

/** Links the agent's device opens to share by WhatsApp, e-mail or SMS (OL §1); nothing is sent from here. */
export function shareLinks(url: string, recipient = ''): Record<ShareChannel, string> {
  const text = `Here is the summary of your campaign set-up: ${url}`;
  const to = encodeURIComponent(recipient);
  return {
    whatsapp: `https://wa.me/${recipient.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`,
    email: `mailto:${to}?subject=${encodeURIComponent('Your campaign summary')}&body=${encodeURIComponent(text)}`,
    sms: `sms:${to}?body=${encodeURIComponent(text)}`,
  };
}
