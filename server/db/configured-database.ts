import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export interface ConfiguredDatabase {
  readonly clientUrl: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL at DATABASE_URL, or, without it, the embedded one whose data lives in ./data
 * (ADFLOW_DATA_DIR), taking up to `connections` at once. One process at a time may hold the
 * embedded database.
 */
export async function configuredDatabase(
  env: NodeJS.ProcessEnv,
  logger: Logger,
  connections: number,
): Promise<ConfiguredDatabase> {
  const url = env.DATABASE_URL;
  if (url !== undefined && url !== '') return { clientUrl: url, stop: () => Promise.resolve() };
  const dataDir = resolve(env.ADFLOW_DATA_DIR ?? 'data');
  logger.info({ dataDir }, 'starting the embedded PostgreSQL');
  return startEmbeddedPostgres(dataDir, connections, (stuck) => {
    logger.error(
      stuck,
      'embedded PostgreSQL: ended a transaction that sat idle while other connections waited; its request fails with 503 (a transaction must not wait on another connection)',
    );
  });
}
