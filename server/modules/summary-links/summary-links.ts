import type { EntityManager } from '@mikro-orm/postgresql';
import { SummaryLink } from './entities.ts';
import { AppError } from '../../errors.ts';
import { findSession } from '../flow-sessions/service.ts';
import { heldByAgent } from '../flow-sessions/session-store.ts';
import { normalEmail } from '../accounts/users.ts';
import { hashEncodedId, isExpired, isWellFormedEncodedId, newEncodedId, summaryLinkExpiresAt } from './encoded-id.ts';

export type ShareChannel = 'whatsapp' | 'email' | 'sms';

/** accounts §8 code 60 (invalid hashkey); OL §8 "invalid or expired link". */
export class InvalidLinkError extends AppError {
  constructor() {
    super(404, 60, 'This link is invalid or has expired.');
  }
}

/** OL §1: the agent shares the summary; a session no signed-in agent holds has no one to share it (decision 171). */
export class NotAgentSessionError extends AppError {
  constructor() {
    super(403, 403, 'Only the signed-in agent who is building this sign-up can share its summary link.');
  }
}

export interface SummaryLinkRequest {
  readonly clientEmail: string;
  readonly channel?: ShareChannel | undefined;
}

/**
 * A new summary link for the session, opened by an OTP sent to the client's e-mail address; the id
 * is returned once and only its hash is kept. Only the agent who holds the session makes one (the
 * ownership check has already proven the caller holds it).
 */
export async function createSummaryLink(
  em: EntityManager,
  sessionId: string,
  request: SummaryLinkRequest,
  now = new Date(),
): Promise<{ encodedId: string; expiresAt: Date }> {
  const session = await findSession(em, sessionId);
  if (!(await heldByAgent(em, sessionId))) throw new NotAgentSessionError();
  const encodedId = newEncodedId();
  const expiresAt = summaryLinkExpiresAt(now);
  em.create(SummaryLink, {
    hash: hashEncodedId(encodedId),
    session,
    channel: request.channel ?? null,
    clientEmail: normalEmail(request.clientEmail),
    expiresAt,
  });
  await em.flush();
  return { encodedId, expiresAt };
}

/** The link while it lives (OL §8 "invalid or expired link"), with the client's address it was made for. */
export async function liveLink(
  em: EntityManager,
  encodedId: string,
  now = new Date(),
): Promise<{ sessionId: string; clientEmail: string }> {
  if (!isWellFormedEncodedId(encodedId)) throw new InvalidLinkError();
  const link = await em.findOne(SummaryLink, { hash: hashEncodedId(encodedId) });
  // Links made before links named their client open nothing: no one could prove being the client.
  if (link?.clientEmail == null || isExpired(link.expiresAt, now)) throw new InvalidLinkError();
  return { sessionId: link.session.id, clientEmail: link.clientEmail };
}

/** `p•••a@example.com`: enough for the client to recognise their address, not enough to harvest it. */
export function maskedEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const shown = local.length <= 2 ? local.slice(0, 1) : `${local.slice(0, 1)}${local.slice(-1)}`;
  return `${shown.slice(0, 1)}•••${shown.slice(1)}@${domain}`;
}

/** Links the agent's device opens to share by WhatsApp, e-mail or SMS (OL §1); nothing is sent from here. */
export function shareLinks(url: string, email: string, phone = ''): Record<ShareChannel, string> {
  const text = `Here is the summary of your campaign set-up: ${url}`;
  return {
    whatsapp: `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`,
    email: `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent('Your campaign summary')}&body=${encodeURIComponent(text)}`,
    sms: `sms:${encodeURIComponent(phone)}?body=${encodeURIComponent(text)}`,
  };
}
