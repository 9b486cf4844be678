import { Router } from 'express';
import type { FunnelQuery } from '../../../schemas/generated/api/funnel-query.ts';
import { queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser, signInRequired } from '../accounts/guards.ts';
import { requireStaff } from '../accounts/staff.ts';
import { funnelOf } from './funnel.ts';

/** The studio's funnel of a flow, for product staff only (decision 250; docs/funnel.md). */
export function funnelRoutes({ orm, project }: Services): Router {
  const router = Router();
  router.use('/studio/flows/:flowId/funnel', signInRequired(orm));

  router.get('/studio/flows/:flowId/funnel', async (req, res) => {
    requireStaff(signedInUser(res));
    const query = queryOf<FunnelQuery>(project, 'api/funnel-query.schema.json', req);
    res.json(await funnelOf(orm.em, project, req.params.flowId, query));
  });

  return router;
}
