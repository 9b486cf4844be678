import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type JobQueue } from '../../../server/jobs/job-queue.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let queue: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startJobQueue({ clientUrl: database.clientUrl, logger: pino({ level: 'silent' }), poolSize: 2 });
});
afterAll(async () => {
  await queue.stop();
  await database.drop();
});

describe('the job queue (pg-boss)', () => {
  it('takes a backlog in the order it was sent, and retries a failed job alone', async () => {
    const sent = Array.from({ length: 25 }, (_, n) => n);
    // A job's time is kept to the millisecond (pg-boss's createdOn): jobs sent apart keep their order.
    for (const n of sent) {
      await queue.send('backlog', { n }, `job-${String(n)}`);
      await delay(2);
    }
    const handled: number[] = [];
    let failed = false;
    await queue.work('backlog', (data) => {
      const { n } = data as { n: number };
      // The provider is down for one message, once: only that one is tried again.
      if (n === 7 && !failed) {
        failed = true;
        return Promise.reject(new Error('the provider did not answer'));
      }
      handled.push(n);
      return Promise.resolve();
    });
    await expect.poll(() => handled.length, { timeout: 60_000 }).toBe(sent.length);
    expect(failed).toBe(true);
    expect(handled.filter((n) => n !== 7)).toEqual(sent.filter((n) => n !== 7));
    expect(handled.filter((n) => n === 7)).toEqual([7]);
  });
});
