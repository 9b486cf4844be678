/**
 * The client's side of an agent's summary link (OL §1 "the client verifies it"; §3 summary to
 * budget for agents): the link's OTP goes to the e-mail address the agent gave, and the right code
 * hands the session over to the client, signed in (up, when new), at the budget (1800).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project } from '../../../engine/index.ts';
import type { OutboxMessage } from '../accounts/entities.ts';
import type { Portal } from '../portals/entities.ts';
import { checkEmailSignup, sendEmailOtp, signInAfterEmailSignup } from '../accounts/email-signup.ts';
import type { SignedIn } from '../accounts/sign-in.ts';
import { userByEmail } from '../accounts/users.ts';
import { findSessionRecord, submitStep } from '../flow-sessions/service.ts';
import { agentAndOwnerOf, type SessionRecord } from '../flow-sessions/session-store.ts';
import { SUMMARY_STEP } from '../flow-sessions/agent-summary.ts';
import { InvalidLinkError, liveLink, maskedEmail } from './summary-links.ts';

/** sendOtp for a summary link: the code goes to the client's address, never to one the caller names. */
export async function sendClientOtp(
  em: EntityManager,
  portal: Portal,
  encodedId: string,
): Promise<{ sentTo: string; message: OutboxMessage }> {
  const { clientEmail } = await liveLink(em, encodedId);
  const { message } = await sendEmailOtp(em, portal, clientEmail);
  return { sentTo: maskedEmail(clientEmail), message };
}

/**
 * validateOtp for a summary link: the same checks as the e-mail sign-up step (57, 801, 52, 56),
 * then the session moves from the summary to the budget and becomes the client's. Once a client
 * holds it, the link opens it only for that client again.
 */
export async function verifyClient(
  em: EntityManager,
  project: Project,
  portal: Portal,
  encodedId: string,
  otp: string,
): Promise<{ session: SessionRecord; signedIn: SignedIn }> {
  const { sessionId, clientEmail } = await liveLink(em, encodedId);
  await assertClientMayTakeOver(em, sessionId, clientEmail);
  await checkEmailSignup(em, portal, { emailAddress: clientEmail, otp });
  let session = await findSessionRecord(em, sessionId);
  if (session.step === SUMMARY_STEP) {
    const data = session.steps[SUMMARY_STEP] ?? {};
    session = await submitStep(em, project, { sessionId, stepId: SUMMARY_STEP, data, event: 'NEXT' });
  }
  const signedIn = await signInAfterEmailSignup(em, portal, session, clientEmail);
  return { session, signedIn };
}

// Another link of the same session, made for someone else, must not take it from the client who
// verified first: it then opens nothing.
async function assertClientMayTakeOver(em: EntityManager, sessionId: string, clientEmail: string): Promise<void> {
  const { agentId, ownerId } = await agentAndOwnerOf(em, sessionId);
  if (agentId === null) throw new InvalidLinkError();
  if (ownerId === agentId) return;
  const client = await userByEmail(em, clientEmail);
  if (client?.id !== ownerId) throw new InvalidLinkError();
}
