import { Router } from 'express';
import { migrationsCurrent } from '../../db/orm.ts';
import type { Services } from '../../services.ts';

/** GET /api/health: 200 when the database answers and every migration has run, else 503. */
export function healthRoutes({ orm, logger }: Services): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const connection = await orm.checkConnection();
    const migrations = connection.ok ? await migrationsCurrent(orm).catch(() => false) : false;
    if (!connection.ok) logger.warn({ reason: connection.reason }, 'health: database unreachable');
    const healthy = connection.ok && migrations;
    res.status(healthy ? 200 : 503).json({
      status: healthy ? 'ok' : 'unavailable',
      database: connection.ok ? 'up' : 'down',
      migrations: migrations ? 'current' : connection.ok ? 'pending' : 'unknown',
    });
  });
  return router;
}
