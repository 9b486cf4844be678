/**
 * `npm start`: the API on http://localhost:3000 (PORT overrides) over PostgreSQL at DATABASE_URL,
 * or, without it, over an embedded PostgreSQL whose data lives in ./data (ADFLOW_DATA_DIR). Messages
 * (OTPs, links) go to ./data/outbox (ADFLOW_OUTBOX_DIR): no provider is reachable from here. The
 * environment is read once, here, and checked (server/config.ts).
 */
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadProject } from '../engine/index.ts';
import { localRecordingAdChannels } from './adapters/ad-channels.ts';
import { localAdapters } from './adapters/index.ts';
import { configuredPaymentGateways } from './adapters/payments/configured-gateways.ts';
import { createApp } from './app.ts';
import { ConfigurationError, readConfig } from './config.ts';
import { configuredDatabase } from './db/configured-database.ts';
import { initOrm } from './db/orm.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { startWorkers } from './jobs/workers.ts';
import { answerUnreadableRequests } from './unreadable-requests.ts';
import { seedFlowVersions } from './modules/flow-versions/versioned-projects.ts';
import { DAILY_REPORTS_CRON, DAILY_REPORTS_QUEUE } from './modules/dashboard/daily-reports.ts';
import { PUBLISH_REPORTS_CRON, PUBLISH_REPORTS_QUEUE } from './modules/reports/publish-report.ts';

const POOL_SIZE = 10;
// pg-boss keeps a pool of its own beside the ORM's.
const QUEUE_POOL_SIZE = 4;
const project = await loadProject();
const config = configOrExit();
const logger = pino({ level: config.logLevel });

const db = await configuredDatabase(config, logger, POOL_SIZE + QUEUE_POOL_SIZE + 2);
const orm = await initOrm({ clientUrl: db.clientUrl, poolSize: POOL_SIZE });
// `npm start` builds the renderer first (prestart); the API runs without it too.
const rendererDir = fileURLToPath(new URL('../dist/renderer', import.meta.url));
const queue = await startJobQueue({ clientUrl: db.clientUrl, logger, poolSize: QUEUE_POOL_SIZE });
// No message provider is configured: e-mails, SMS and WhatsApp messages land in files here.
const { outboxDir } = config;
logger.info({ outboxDir }, 'outgoing messages (OTPs, links) are written to the local outbox directory');
const payments = await configuredPaymentGateways(config.env, logger);
// The files are each flow's first version until staff publish another (issue 9).
await seedFlowVersions(orm.em.fork(), project);
const services = {
  orm,
  project,
  logger,
  queue,
  ...localAdapters(outboxDir),
  payments: payments.gateways,
  // No ad network is reachable: approved campaigns are recorded, not sent.
  adChannels: localRecordingAdChannels,
};
await startWorkers(queue, services);
await queue.schedule(DAILY_REPORTS_QUEUE, DAILY_REPORTS_CRON);
await queue.schedule(PUBLISH_REPORTS_QUEUE, PUBLISH_REPORTS_CRON);
const app = createApp(services, {
  rendererDir,
  embedOrigins: config.embedOrigins,
  ...(config.publicUrl !== undefined && { publicUrl: config.publicUrl }),
  ...(config.trustProxy !== undefined && { trustProxy: config.trustProxy }),
});
const { port } = config;
const server = app.listen(port, () => {
  logger.info(`adflow listening on http://localhost:${port}`);
});
answerUnreadableRequests(server);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  // Finish the requests under way before the database goes: they were promised an answer.
  await new Promise((resolve) => server.close(resolve));
  // Then the jobs under way, which still write to the database.
  await queue.stop();
  await payments.close();
  await orm.close();
  await db.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/** The checked configuration; a wrong one ends the start with what to change (nothing has started yet). */
function configOrExit() {
  try {
    return readConfig(project, process.env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
