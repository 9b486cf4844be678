import { queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { portalOfDomain, portalView } from './portals.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** AP §1, §7 `GET /portals?domain=`: the portal a page is shown under (title, logo, theme, flags). */
export function portalRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('getPortals', async (req, res) => {
    const { domain = req.hostname } = queryOf<{ domain?: string }>(project, 'api/portal-query.schema.json', req);
    res.json({ data: [portalView(await portalOfDomain(orm.em, domain), domain)] });
  });
}
