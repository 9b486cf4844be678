import type { EntityManager } from '@mikro-orm/postgresql';
import { PromoCode } from './entities.ts';
import { AppError, InvalidRequestError } from '../../errors.ts';

const FIELD = '/promoCode';

/** OL §8 "invalid promo code": unknown, expired, or for another currency. */
export class InvalidPromoCodeError extends InvalidRequestError {
  constructor() {
    super('Invalid promo code', [{ path: FIELD, message: 'Invalid promo code' }]);
  }
}

/** OL §8 "promo code already used": by this business profile, for another campaign. */
export class PromoCodeUsedError extends AppError {
  constructor() {
    super(409, 101, 'Promo code already used');
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), fields: [{ path: FIELD, message: this.message }] };
  }
}

/** People type codes: surrounding spaces and case do not matter. */
export const normalPromoCode = (code: string): string => code.trim().toUpperCase();

export interface PromoUse {
  readonly code: string;
  readonly currencyCode: string;
  /** Who uses it, once someone signed up; a profile may use a code for one campaign only. */
  readonly businessProfileId: number | null;
  readonly campaignId?: number;
}

/** The code, if it may be used as asked; else the §8 error that says why not. */
export async function usablePromo(em: EntityManager, use: PromoUse, now = new Date()): Promise<PromoCode> {
  const promo = await em.findOne(PromoCode, { code: normalPromoCode(use.code) });
  const expired = promo?.validUntil != null && promo.validUntil.getTime() <= now.getTime();
  if (promo === null || expired || promo.currencyCode !== use.currencyCode) throw new InvalidPromoCodeError();
  if (use.businessProfileId !== null) {
    const campaigns = await campaignsUsing(em, promo.code, use.businessProfileId);
    if (campaigns.some((campaign) => campaign !== use.campaignId)) throw new PromoCodeUsedError();
  }
  return promo;
}

/**
 * The campaigns the code was used for by the people of this profile, in any profile of theirs:
 * every onboarding makes a new profile, so "once per profile" alone would be no limit at all.
 */
async function campaignsUsing(em: EntityManager, code: string, businessProfileId: number): Promise<number[]> {
  const rows = await em.getConnection().execute<{ campaign_id: number }[]>(
    `select r.campaign_id from promo_redemption r
       join profile_member theirs on theirs.business_profile_id = r.business_profile_id
       join profile_member ours on ours.user_id = theirs.user_id
     where r.promo_code_code = ? and ours.business_profile_id = ?`,
    [code, businessProfileId],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((row) => row.campaign_id);
}

/** Records the code as used for the campaign; another campaign of the same people cannot use it then. */
export async function redeemPromo(
  tx: EntityManager,
  code: string,
  businessProfileId: number,
  campaignId: number,
): Promise<void> {
  const connection = tx.getConnection();
  await connection.execute(
    `insert into promo_redemption (promo_code_code, business_profile_id, campaign_id, created_at)
       values (?, ?, ?, now()) on conflict do nothing`,
    [code, businessProfileId, campaignId],
    'run',
    tx.getTransactionContext(),
  );
  // Two campaigns paying with the code at once: the one made first keeps it, the other takes its
  // record back and is refused.
  const campaigns = await campaignsUsing(tx, code, businessProfileId);
  if (campaigns.includes(campaignId) && !campaigns.some((other) => other < campaignId)) return;
  await connection.execute(
    'delete from promo_redemption where promo_code_code = ? and business_profile_id = ? and campaign_id = ?',
    [code, businessProfileId, campaignId],
    'run',
    tx.getTransactionContext(),
  );
  throw new PromoCodeUsedError();
}
