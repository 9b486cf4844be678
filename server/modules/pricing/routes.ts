import { Router } from 'express';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { findSession } from '../flow-sessions/service.ts';
import { estimateBudget, formatCostPerDay, pricingBand } from './pricing.ts';

/** OL §7, §9: the region's pricing band and the default daily budget. */
export function pricingRoutes({ orm, project }: Services): Router {
  const router = Router();

  router.get('/localBusiness/pricingBand', (req, res) => {
    const { region } = queryOf(project, 'api/pricing-band-query.schema.json', req) as { region?: string };
    res.json(pricingBand(region ?? 'IN'));
  });

  router.post('/localBusiness/:sessionId/estimatebudget', async (req, res) => {
    const { region } = bodyOf<{ region?: string }>(project, 'api/estimate-budget.schema.json', req);
    const session = await findSession(orm.em, req.params.sessionId);
    const used = region ?? session.region ?? 'IN';
    const estimate = estimateBudget({ region: used });
    res.json({ ...estimate, costPerDay: formatCostPerDay(used, estimate.dailyBudgetMinor) });
  });

  return router;
}
