import { Router } from 'express';
import { queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import defaultPortal from './default-portal.json' with { type: 'json' };

/**
 * AP §1, §7 `GET /portals?domain=`: the portal a page is shown under (title, logo, flags). One
 * default portal for every domain until portals are stored per domain (the accounts issue).
 */
export function portalRoutes({ project }: Services): Router {
  const router = Router();
  router.get('/portals', (req, res) => {
    const { domain } = queryOf(project, 'api/portal-query.schema.json', req) as { domain?: string };
    res.json({ data: [{ ...defaultPortal, domain: domain ?? req.hostname }] });
  });
  return router;
}
