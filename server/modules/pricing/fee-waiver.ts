import type { EntityManager } from '@mikro-orm/postgresql';
import { daysAfter } from '../../../engine/index.ts';

/** OL §1, §9 "no service fee for 30 days". */
export const FEE_WAIVER_DAYS = 30;

/** Whether the 30 days without a service fee hold now, and until when (null: they start at sign-up). */
export interface FeeWaiver {
  readonly applies: boolean;
  readonly until: Date | null;
}

/**
 * OL §1 promises "no service fee for 30 days" (decision 382): they count from the sign-up of the
 * profile's earliest member, so a new profile of an old account starts none. A session nobody has
 * signed up in yet has all 30 ahead of it.
 */
export async function feeWaiverOf(
  em: EntityManager,
  businessProfileId: number | null,
  now = new Date(),
): Promise<FeeWaiver> {
  if (businessProfileId === null) return { applies: true, until: null };
  const [row] = await em.getConnection().execute<{ signed_up_at: string | Date | null }[]>(
    `select min(u.created_at) as signed_up_at from profile_member m join app_user u on u.id = m.user_id
       where m.business_profile_id = ?`,
    [businessProfileId],
    'all',
    em.getTransactionContext(),
  );
  if (row?.signed_up_at == null) return { applies: true, until: null };
  const until = daysAfter(new Date(row.signed_up_at), FEE_WAIVER_DAYS);
  return { applies: now.getTime() < until.getTime(), until };
}
