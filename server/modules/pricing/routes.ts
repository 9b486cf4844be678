import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import type { EstimateConversionQuery } from '../../../schemas/generated/api/estimate-conversion-query.ts';
import type { PricingBandLevelsQuery } from '../../../schemas/generated/api/pricing-band-levels-query.ts';
import { findSession, findSessionRecord } from '../flow-sessions/service.ts';
import { profileOfSession } from '../flow-sessions/session-store.ts';
import { estimateConversions } from './conversion-estimate.ts';
import { usablePromo } from './promo-codes.ts';
import { FEE_WAIVER_DAYS, feeWaiverOf } from './fee-waiver.ts';
import {
  bandOfCurrency,
  estimateBudget,
  formatCostPerDay,
  growthDailyBudgetMinor,
  pricingBand,
  toMinorUnits,
} from './pricing.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** OL §7, §9: the region's pricing band and the default daily budget. */
export function pricingRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('getPricingBand', (req, res) => {
    const { region } = queryOf<{ region?: string }>(project, 'api/pricing-band-query.schema.json', req);
    res.json(pricingBand(region ?? 'IN'));
  });

  api.on('estimateBudget', async (req, res) => {
    const { region } = bodyOf<{ region?: string }>(project, 'api/estimate-budget.schema.json', req);
    const session = await findSession(orm.em, req.params.sessionId);
    const used = region ?? session.region ?? 'IN';
    const estimate = estimateBudget({ region: used });
    res.json({ ...estimate, costPerDay: formatCostPerDay(used, estimate.dailyBudgetMinor) });
  });

  // OL §3, §7: the plans of a currency (Starter the minimum, Growth the recommended estimate,
  // Custom the user's own) and the service fee, which a promo code may change (§8 invalid, used).
  api.on('getPricingBandLevels', async (req, res) => {
    const query = queryOf<PricingBandLevelsQuery>(project, 'api/pricing-band-levels-query.schema.json', req);
    const band = bandOfCurrency(query.currencyCode);
    const profileId = query.sessionId === undefined ? null : await profileOfSession(orm.em, query.sessionId);
    const promo =
      query.promoCode === undefined
        ? null
        : await usablePromo(orm.em, {
            code: query.promoCode,
            currencyCode: band.currencyCode,
            businessProfileId: profileId,
          });
    // OL §1 "no service fee for 30 days" (decision 382): a session's, while they hold, whatever the
    // code; without a session the band's fee as it stands.
    const waiver = query.sessionId === undefined ? null : await feeWaiverOf(orm.em, profileId);
    const waived = waiver !== null && waiver.applies && band.serviceFeeBasisPoints > 0;
    res.json({
      currencyCode: band.currencyCode,
      promoCode: promo?.code ?? null,
      serviceFeeBasisPoints: waived ? 0 : (promo?.serviceFeeBasisPoints ?? band.serviceFeeBasisPoints),
      ...(waived && {
        serviceFeeWaiver: {
          days: FEE_WAIVER_DAYS,
          until: waiver.until?.toISOString() ?? null,
          serviceFeeBasisPoints: band.serviceFeeBasisPoints,
        },
      }),
      taxKind: band.taxKind,
      taxBasisPoints: band.taxBasisPoints,
      levels: [
        { planId: 1, dailyBudgetMinor: band.minimumDailyBudgetMinor },
        { planId: 2, dailyBudgetMinor: growthDailyBudgetMinor(band) },
        { planId: 3, dailyBudgetMinor: null },
      ],
    });
  });

  api.on('estimateConversion', async (req, res) => {
    const query = queryOf<EstimateConversionQuery>(project, 'api/estimate-conversion-query.schema.json', req);
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    const objective = (session.steps.selectObjective as { objective?: number } | undefined)?.objective ?? 1;
    const offer = (session.steps.offerDetails as { type?: number } | undefined)?.type;
    res.json(
      estimateConversions({
        region: query.region ?? session.region ?? 'IN',
        dailyBudgetMinor: toMinorUnits(Number(query.amount)),
        objectiveId: objective,
        // OL §3 offer type 6 is "skip": no offer.
        hasOffer: offer !== undefined && offer !== 6,
      }),
    );
  });
}
