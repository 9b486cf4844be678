import type { Logger } from 'pino';
import type { ServerConfig } from '../config.ts';
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
  { databaseUrl, dataDir }: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
  connections: number,
): Promise<ConfiguredDatabase> {
  if (databaseUrl !== undefined) return { clientUrl: databaseUrl, stop: () => Promise.resolve() };
  logger.info({ dataDir }, 'starting the embedded PostgreSQL');
  return startEmbeddedPostgres(dataDir, connections, (stuck) => {
    logger.error(
      stuck,
      'embedded PostgreSQL: ended a transaction that sat idle while other connections waited; its request fails with 503 (a transaction must not wait on another connection)',
    );
  });
}
