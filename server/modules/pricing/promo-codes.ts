import type { EntityManager } from '@mikro-orm/postgresql';
import { PromoCode, PromoRedemption } from '../../db/money-entities.ts';
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
    const used = await em.findOne(PromoRedemption, { promoCode: promo, businessProfile: use.businessProfileId });
    if (used !== null && used.campaign.id !== use.campaignId) throw new PromoCodeUsedError();
  }
  return promo;
}

/** Records the code as used by the profile for the campaign; a second campaign of the profile cannot use it. */
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
  // Two campaigns paying with the code at once: the first recorded keeps it.
  const [kept] = await connection.execute<{ campaign_id: number }[]>(
    'select campaign_id from promo_redemption where promo_code_code = ? and business_profile_id = ?',
    [code, businessProfileId],
    'all',
    tx.getTransactionContext(),
  );
  if (kept?.campaign_id !== campaignId) throw new PromoCodeUsedError();
}
