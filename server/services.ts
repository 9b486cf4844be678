import type { Logger } from 'pino';
import type { Project } from '../engine/index.ts';
import type { AdChannels } from './adapters/ad-channels.ts';
import type { Adapters } from './adapters/index.ts';
import type { Orm } from './db/orm.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { CreativeRenderer } from './modules/creatives/renderer.ts';
import type { PaymentGateways } from './modules/payments/gateways.ts';
import type { Passwords } from './modules/accounts/passwords.ts';

/** What the app is built from; tests build their own (a database of their own, a quiet logger). */
export interface Services extends Adapters {
  readonly orm: Orm;
  readonly project: Project;
  readonly logger: Logger;
  /** The job queue; without one, the calls that queue work answer 503. */
  readonly queue?: JobQueue;
  /** Draws creatives (satori + resvg unless given: a test gives one that fails). */
  readonly creativeRenderer?: CreativeRenderer;
  /** Stripe and Razorpay through their SDKs (a local fake of each provider where none is configured). */
  readonly payments: PaymentGateways;
  /** Where approved campaigns are published (the local recording adapter: no ad network is reachable). */
  readonly adChannels: AdChannels;
  /**
   * The time the server reads "today" from (the dashboard's ranges): a test sets a moment of its
   * own here, never by faking the process's Date, which the job queue's polling also reads.
   */
  readonly now: () => Date;
  /** How passwords are hashed and checked (argon2id at OWASP's cost; the tests at a lower one). */
  readonly passwords: Passwords;
}
