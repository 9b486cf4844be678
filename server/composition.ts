/**
 * The one place the server is put together (issue 22): its database connections, job queue,
 * adapters, workers and Express app. `server/main.ts` starts the product with it and the tests
 * start theirs with it, so what they test is assembled as what runs.
 */
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Project } from '../engine/index.ts';
import { localRecordingAdChannels } from './adapters/ad-channels.ts';
import { localAdapters } from './adapters/index.ts';
import type { PaymentGateways } from './modules/payments/gateways.ts';
import { createApp, type AppOptions } from './app.ts';
import { initOrm, type Orm } from './db/orm.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { startWorkers } from './jobs/workers.ts';
import { DAILY_REPORTS_CRON, DAILY_REPORTS_QUEUE } from './modules/dashboard/daily-reports.ts';
import { seedFlowVersions } from './modules/flow-versions/versioned-projects.ts';
import { PUBLISH_REPORTS_CRON, PUBLISH_REPORTS_QUEUE } from './modules/reports/publish-report.ts';
import type { Services } from './services.ts';
import { argon2Passwords } from './modules/accounts/passwords.ts';

/** Payment gateways and what closes them (the local fakes listen on ports of their own). */
export interface PaymentSetUp {
  readonly gateways: PaymentGateways;
  close(): Promise<void>;
}

export interface ServerParts {
  readonly project: Project;
  readonly clientUrl: string;
  readonly logger: Logger;
  /** The ORM's connections; the job queue has `queuePoolSize` of its own beside them. */
  readonly poolSize: number;
  readonly queuePoolSize: number;
  /** Where the local message stand-in writes (no message provider is reachable from here). */
  readonly outboxDir: string;
  readonly payments: PaymentSetUp;
  /** Adapters in place of the local stand-ins (a test's own social network, a failing renderer). */
  readonly adapters?: Partial<Omit<Services, 'orm' | 'project' | 'logger' | 'queue' | 'payments'>>;
  /** false: jobs are queued here but another server on the database takes them. */
  readonly workers?: boolean;
  /** Whether the flow files are stored as each flow's first version (the product; tests read the files). */
  readonly seedFlowFiles: boolean;
  /** Whether the hourly delivery reports and the report publishing are scheduled. */
  readonly scheduleReports: boolean;
  readonly app: AppOptions;
}

export interface ComposedServer {
  readonly app: Express;
  readonly orm: Orm;
  readonly services: Services;
  /** Closes the queue, the payment gateways and the database connections, in that order. */
  close(): Promise<void>;
}

export async function composeServer(parts: ServerParts): Promise<ComposedServer> {
  const { project, clientUrl, logger } = parts;
  const orm = await initOrm({ clientUrl, poolSize: parts.poolSize });
  const queue = await startJobQueue({ clientUrl, logger, poolSize: parts.queuePoolSize });
  const services: Services = {
    orm,
    project,
    logger,
    queue,
    ...localAdapters(parts.outboxDir),
    payments: parts.payments.gateways,
    // No ad network is reachable: approved campaigns are recorded, not sent.
    adChannels: localRecordingAdChannels,
    now: () => new Date(),
    passwords: argon2Passwords(),
    ...parts.adapters,
  };
  if (parts.seedFlowFiles) {
    // The files are each flow's first version until staff publish another (issue 9).
    await seedFlowVersions(orm.em.fork(), project);
  }
  if (parts.workers !== false) await startWorkers(queue, services);
  if (parts.scheduleReports) {
    await queue.schedule(DAILY_REPORTS_QUEUE, DAILY_REPORTS_CRON);
    await queue.schedule(PUBLISH_REPORTS_QUEUE, PUBLISH_REPORTS_CRON);
  }
  return {
    app: createApp(services, parts.app),
    orm,
    services,
    async close() {
      await queue.stop();
      await parts.payments.close();
      await orm.close();
    },
  };
}
