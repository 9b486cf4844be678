import type { EntityManager } from '@mikro-orm/postgresql';
import { AD_STATUS, type Campaign } from './entities.ts';
import { chargeBreakdown, type ChargeBreakdown, type PriceBreakdown } from '../pricing/pricing.ts';
import { findWallet } from '../wallet/wallet.ts';
import { campaignOfSession, campaignPrice, type OwnedSession } from './session-campaign.ts';

export interface Checkout {
  readonly campaign: Campaign;
  /** The whole run: what the launch locks (its budgetMinor) and what it costs with fee and tax. */
  readonly price: PriceBreakdown;
  readonly availableMinor: number;
  /** What is still to pay before the launch can lock the run's budget (null when nothing is). */
  readonly due: ChargeBreakdown | null;
}

/**
 * What launching the session's campaign takes (AP §5 "launch needs a minimum wallet balance"):
 * the run's budget, less what the wallet already holds, priced by the one breakdown.
 */
export async function checkoutOf(em: EntityManager, session: OwnedSession): Promise<Checkout> {
  const campaign = await campaignOfSession(em, session);
  const price = campaignPrice(campaign);
  const wallet = await findWallet(em, session.businessProfileId);
  const availableMinor = wallet?.availableMinor ?? 0;
  const shortfall = campaign.adStatus === AD_STATUS.new ? price.budgetMinor - availableMinor : 0;
  const fee = { serviceFeeBasisPoints: price.serviceFeeBasisPoints };
  const due = shortfall > 0 ? chargeBreakdown({ region: price.region, budgetMinor: shortfall, ...fee }) : null;
  return { campaign, price, availableMinor, due };
}
