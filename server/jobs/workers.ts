import { CREATIVE_QUEUE, generateCreatives } from '../modules/creatives/generate-creatives.ts';
import { deliverMessages, MESSAGE_QUEUE } from '../modules/accounts/outbox.ts';
import { threadRenderer } from '../modules/creatives/renderer.ts';
import { PRODUCT_FEED_QUEUE, processProductFeeds } from '../modules/product-feed/process-feed.ts';
import { collectRecentReports, DAILY_REPORTS_QUEUE } from '../modules/dashboard/daily-reports.ts';
import { publishDueReports, PUBLISH_REPORTS_QUEUE } from '../modules/reports/publish-report.ts';
import type { Services } from '../services.ts';
import type { JobQueue } from './job-queue.ts';

/** Makes this process take the queued jobs of every module. */
export async function startWorkers(queue: JobQueue, services: Services): Promise<void> {
  const { orm, logger, creativeRenderer = threadRenderer, messageDelivery, adChannels, feedDownloads } = services;
  const { adCopyWriter } = services;
  await queue.work(CREATIVE_QUEUE, generateCreatives({ orm, logger, renderer: creativeRenderer, adCopyWriter }));
  await queue.work(MESSAGE_QUEUE, deliverMessages({ orm, logger, delivery: messageDelivery }));
  await queue.work(PRODUCT_FEED_QUEUE, processProductFeeds({ orm, logger, feedDownloads }));
  await queue.work(DAILY_REPORTS_QUEUE, () => collectRecentReports(orm.em.fork(), adChannels, logger));
  await queue.work(PUBLISH_REPORTS_QUEUE, async () => {
    logger.info({ published: await publishDueReports(orm.em.fork()) }, 'reports published');
  });
}
