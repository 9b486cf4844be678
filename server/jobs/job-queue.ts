import { PgBoss, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';

/**
 * Work done outside a request, queued in PostgreSQL (pg-boss): any server process on the
 * database may take a job, and nothing waits in one process's memory.
 */
export interface JobQueue {
  /** Queues a job; while a job with the same key waits, sending another is a no-op. */
  send(queue: string, data: object, key: string): Promise<void>;
  /**
   * Takes the queue's jobs in this process; a handler that throws has its job retried. The data
   * is what was sent, read back from the database: the handler checks its shape.
   */
  work(queue: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  /** Sends the queue a job on every tick of `cron` (UTC); one schedule per queue, whichever process sets it. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Finishes the jobs under way (up to a timeout), then closes the queue's connections. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  readonly clientUrl: string;
  readonly logger: Logger;
  /** pg-boss's own connections, beside the ORM's (the embedded database must allow both). */
  readonly poolSize: number;
}

// 'stately' keeps at most one waiting job per key: asking twice for the same work queues it once.
const QUEUE_POLICY = 'stately';
// A job still running after this long is taken to have died with its process, and retried.
const JOB_EXPIRY_SECONDS = 300;
const RETRY_LIMIT = 2;
const POLLING_SECONDS = 1;
// Up to ten jobs a fetch, fetching again at once while fetches come back full: a backlog (a burst
// of sign-up e-mails) drains as fast as the handlers run, not one job a poll. Each job of a batch
// settles on its own, so a failure retries that job alone.
const DRAIN = { batchSize: 10, burstWhenBatchFull: true, perJobResults: true, includeMetadata: true } as const;
const STOP_TIMEOUT_MS = 10_000;

export async function startJobQueue({ clientUrl, logger, poolSize }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: clientUrl, max: poolSize, application_name: 'adflow-jobs' });
  boss.on('error', (error) => {
    logger.error({ err: error }, 'job queue error');
  });
  boss.on('warning', (warning) => {
    logger.warn({ warning }, 'job queue warning');
  });
  await boss.start();
  const queues = new Map<string, Promise<void>>();
  // Created on first use, by whichever process gets there first (createQueue is idempotent).
  const ensureQueue = (name: string): Promise<void> => {
    let created = queues.get(name);
    if (created === undefined) {
      created = boss.createQueue(name, {
        policy: QUEUE_POLICY,
        expireInSeconds: JOB_EXPIRY_SECONDS,
        retryLimit: RETRY_LIMIT,
      });
      queues.set(name, created);
    }
    return created;
  };
  return {
    async send(queue, data, key) {
      await ensureQueue(queue);
      await boss.send(queue, data, { singletonKey: key });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      const options = { pollingIntervalSeconds: POLLING_SECONDS, ...DRAIN } as const;
      await boss.work<unknown, unknown, typeof options>(queue, options, async (jobs) => {
        const results: JobResult[] = [];
        // A batch comes back in no particular order: handled in the order the jobs were sent, to
        // the millisecond (an e-mail verification link goes out before the reset link asked for after it).
        const inOrder = [...jobs].sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
        for (const job of inOrder) {
          try {
            await handler(job.data);
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            logger.warn({ queue, jobId: job.id, err: error }, 'job failed; it is retried');
            results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
          }
        }
        return results;
      });
    },
    async schedule(queue, cron) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }),
  };
}
