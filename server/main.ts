/**
 * `npm start`: the API on http://localhost:3000 (PORT overrides) over PostgreSQL at DATABASE_URL,
 * or, without it, over an embedded PostgreSQL whose data lives in ./data (ADFLOW_DATA_DIR). Messages
 * (OTPs, links) go to ./data/outbox (ADFLOW_OUTBOX_DIR): no provider is reachable from here. The
 * environment is read once, here, and checked (server/config.ts).
 */
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadProject } from '../engine/index.ts';
import { placesWith } from './adapters/index.ts';
import { configuredAdCopyWriter } from './adapters/language-model-copy.ts';
import { configuredPostcodeDistricts } from './adapters/postcodes-io.ts';
import { configuredPaymentGateways } from './adapters/payments/configured-gateways.ts';
import { composeServer } from './composition.ts';
import { ConfigurationError, readConfig } from './config.ts';
import { configuredDatabase } from './db/configured-database.ts';
import { answerUnreadableRequests } from './unreadable-requests.ts';

const POOL_SIZE = 10;
// pg-boss keeps a pool of its own beside the ORM's.
const QUEUE_POOL_SIZE = 4;
const project = await loadProject();
const config = configOrExit();
const logger = pino({ level: config.logLevel });

const db = await configuredDatabase(config, logger, POOL_SIZE + QUEUE_POOL_SIZE + 2);
// `npm start` builds the renderer first (prestart); the API runs without it too.
const rendererDir = fileURLToPath(new URL('../dist/renderer', import.meta.url));
// No message provider is configured: e-mails, SMS and WhatsApp messages land in files here.
const { outboxDir } = config;
logger.info({ outboxDir }, 'outgoing messages (OTPs, links) are written to the local outbox directory');
const composed = await composeServer({
  project,
  clientUrl: db.clientUrl,
  logger,
  poolSize: POOL_SIZE,
  queuePoolSize: QUEUE_POOL_SIZE,
  outboxDir,
  payments: await configuredPaymentGateways(config.env, logger),
  adapters: {
    adCopyWriter: configuredAdCopyWriter(config.languageModel, logger),
    places: placesWith(configuredPostcodeDistricts(config.postcodesIoUrl, logger)),
  },
  seedFlowFiles: true,
  scheduleReports: true,
  app: {
    rendererDir,
    embedOrigins: config.embedOrigins,
    ...(config.publicUrl !== undefined && { publicUrl: config.publicUrl }),
    ...(config.trustProxy !== undefined && { trustProxy: config.trustProxy }),
  },
});
const app = composed.app;
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
  await composed.close();
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
