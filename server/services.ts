import type { Logger } from 'pino';
import type { Project } from '../engine/index.ts';
import type { Adapters } from './adapters/index.ts';
import type { Orm } from './db/orm.ts';

/** What the app is built from; tests build their own (a database of their own, a quiet logger). */
export interface Services extends Adapters {
  readonly orm: Orm;
  readonly project: Project;
  readonly logger: Logger;
}
