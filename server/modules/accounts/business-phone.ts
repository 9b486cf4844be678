import type { EntityManager } from '@mikro-orm/postgresql';
import type { Flow } from '../../../engine/index.ts';
import { User, type OutboxMessage } from './entities.ts';
import type { Portal } from '../portals/entities.ts';
import { InvalidRequestError } from '../../errors.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';
import { isPhoneNumberTaken, savePhoneNumber } from './phone-verification.ts';
import { storedPhoneNumber } from './phone.ts';

/** The onboarding's mobile number for calls (OL §2, §5). */
export const BUSINESS_PHONE_SCHEMA = 'steps/business-phone-number.schema.json';

/**
 * Decision 422 (amends 371): the business phone typed in the flow becomes the new account's
 * number, unverified, and a code is texted to it (decision 351): once its owner enters the code,
 * mobile sign-in works with it. An account that has a number keeps it, and a number another
 * account has verified, or one that is no real number, is left off: sign-up goes on regardless.
 * Answers the SMS to dispatch once the sign-up is saved.
 */
export async function businessPhoneToAccount(
  em: EntityManager,
  portal: Portal,
  flow: Flow,
  session: SessionRecord,
  userId: number,
): Promise<OutboxMessage | null> {
  const step = flow.steps.find(
    (candidate) => flow.meta(candidate).schema === BUSINESS_PHONE_SCHEMA && session.steps[candidate] !== undefined,
  );
  if (step === undefined) return null;
  const user = await em.findOne(User, { id: userId });
  if (user === null || user.phoneNumber != null) return null;
  const phoneNumber = numberOf(session.steps[step]);
  if (phoneNumber === null || (await isPhoneNumberTaken(em, user, phoneNumber))) return null;
  return savePhoneNumber(em, portal, user, phoneNumber);
}

/** The answer's number in its stored form; null when it is no real number. */
function numberOf(answer: unknown): string | null {
  const { dialCode, phoneNumber } = answer as { dialCode: string; phoneNumber: string };
  try {
    return storedPhoneNumber(dialCode, phoneNumber);
  } catch (error) {
    if (error instanceof InvalidRequestError) return null;
    throw error;
  }
}
