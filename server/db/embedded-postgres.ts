import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import lockfile from 'proper-lockfile';
import { serveEmbeddedPostgres } from './embedded-postgres-server.ts';
import type { StuckTransaction } from './embedded-query-queue.ts';

export interface EmbeddedPostgres {
  readonly clientUrl: string;
  stop(): Promise<void>;
}

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

// A transaction of the app takes milliseconds; one idle this long while others wait is waiting on
// them (embedded-query-queue.ts), and is ended so that they are answered within seconds.
export const IDLE_IN_TRANSACTION_MS = 10_000;

/**
 * PostgreSQL in-process (PGlite) served over the wire protocol on loopback, so the official
 * driver and the same migrations serve it and a real PostgreSQL alike.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  maxConnections: number,
  onStuckTransaction: (stuck: StuckTransaction) => void = () => undefined,
): Promise<EmbeddedPostgres> {
  // PGlite.create makes only the last directory level.
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDirectory(dataDir);
  try {
    const db = await PGlite.create(join(dataDir, 'pgdata'));
    // maxConnections at least the pools of every client (the ORM's and the job queue's), else
    // parallel transactions fail (toolchain.md).
    const server = await serveEmbeddedPostgres(db, {
      maxConnections,
      idleInTransactionMs: IDLE_IN_TRANSACTION_MS,
      onStuckTransaction,
    });
    return {
      clientUrl: `postgres://postgres@${server.address}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

// The holder refreshes the lock's time every half of this; a lock older than this has no holder.
const LOCK_STALE_MS = 10_000;
// A process killed with SIGKILL (or by the OOM killer) leaves its lock behind, fresh: the next
// start waits until it has gone stale rather than refusing, so a restart after a crash just works.
const LOCK_RETRIES = { retries: Math.ceil(LOCK_STALE_MS / 1000) + 2, factor: 1, minTimeout: 1000, maxTimeout: 1000 };

// PGlite does not lock its directory and two processes on one directory silently lose writes.
async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'adflow.lock'),
      stale: LOCK_STALE_MS,
      retries: LOCK_RETRIES,
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirectoryInUseError(
        `Another adflow process is using the embedded database in ${dataDir}. Stop it, or set ADFLOW_DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server.`,
        { cause: error },
      );
    }
    throw error;
  }
}
