import type { FunnelQuery } from '../../../schemas/generated/api/funnel-query.ts';
import { queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { funnelOf } from './funnel.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** The studio's funnel of a flow, for product staff only (decision 250; docs/funnel.md). */
export function funnelRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('getFlowFunnel', async (req, res) => {
    const query = queryOf<FunnelQuery>(project, 'api/funnel-query.schema.json', req);
    res.json(await funnelOf(orm.em, project, req.params.flowId, query));
  });
}
