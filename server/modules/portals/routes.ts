import { Router } from 'express';
import { queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { portalOfDomain, portalView } from './portals.ts';

/** AP §1, §7 `GET /portals?domain=`: the portal a page is shown under (title, logo, theme, flags). */
export function portalRoutes({ orm, project }: Services): Router {
  const router = Router();
  router.get('/portals', async (req, res) => {
    const { domain = req.hostname } = queryOf<{ domain?: string }>(project, 'api/portal-query.schema.json', req);
    res.json({ data: [portalView(await portalOfDomain(orm.em, domain), domain)] });
  });
  return router;
}
