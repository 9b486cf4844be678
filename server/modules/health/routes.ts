import { migrationsCurrent } from '../../db/orm.ts';
import type { Services } from '../../services.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

type DatabaseState =
  { readonly up: false; readonly reason: string } | { readonly up: true; readonly migrated: boolean };

/**
 * The database is up only if both the ping and the migrations query answer: it can die between the
 * two, and a failed migrations query must read as "down", not as "migrations pending".
 */
async function databaseState({ orm }: Pick<Services, 'orm'>): Promise<DatabaseState> {
  const connection = await orm.checkConnection();
  if (!connection.ok) return { up: false, reason: connection.reason };
  try {
    return { up: true, migrated: await migrationsCurrent(orm) };
  } catch (error) {
    return { up: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /api/health: 200 when the database answers and every migration has run, else 503. */
export function healthRoutes(api: ApiRouter, services: Services): void {
  api.on('getHealth', async (_req, res) => {
    const state = await databaseState(services);
    if (!state.up) services.logger.warn({ reason: state.reason }, 'health: database unreachable');
    const healthy = state.up && state.migrated;
    res.status(healthy ? 200 : 503).json({
      status: healthy ? 'ok' : 'unavailable',
      database: state.up ? 'up' : 'down',
      migrations: !state.up ? 'unknown' : state.migrated ? 'current' : 'pending',
    });
  });
}
