import { join, resolve } from 'node:path';
import type { Level } from 'pino';
import type { Project } from '../engine/index.ts';
import type { Environment } from '../schemas/generated/config/environment.ts';
import type { LanguageModelSettings } from './adapters/language-model-copy.ts';

/** What the server is configured with: read once at start (server/main.ts), checked, then passed on. */
export interface ServerConfig {
  readonly port: number;
  readonly logLevel: Level | 'silent';
  /** PostgreSQL to use; none runs the embedded one in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Where the local outbox stand-in writes messages: no message provider is configured. */
  readonly outboxDir: string;
  /** Where links handed out point (summary pages, media, e-mailed links); none: the request's origin. */
  readonly publicUrl: string | undefined;
  readonly trustProxy: number | string | undefined;
  /** Partner sites that may frame pages opened with `?embed=true`. */
  readonly embedOrigins: readonly string[];
  /** The hosted language model that writes ad copy; none: the local wordings write it. */
  readonly languageModel: LanguageModelSettings | undefined;
  /** Where GB postcode districts are looked up (postcodes.io); none: they are not found (decision 463). */
  readonly postcodesIoUrl: string | undefined;
  /** The whole environment, for the parts that read their own keys (payment providers). */
  readonly env: NodeJS.ProcessEnv;
}

/** A configuration the server cannot start with: every problem, each naming its variable and the fix. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`The server cannot start with this configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

const SCHEMA = 'config/environment.schema.json';
// A small, fast model is enough for a few short lines (README § Configuration).
const DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * The configuration in `env`, checked against schemas/config/environment.schema.json: a wrong
 * value stops the start with a message saying which variable and how to write it, instead of a
 * server listening on NaN or pointing links at a broken address.
 */
export function readConfig(project: Project, env: NodeJS.ProcessEnv): ServerConfig {
  // An empty variable is the same as none (a template left blank).
  const given = Object.fromEntries(
    Object.keys((project.schema(SCHEMA) as { properties?: object }).properties ?? {})
      .map((name) => [name, env[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  ) as Environment;
  const result = project.validate(SCHEMA, given);
  if (!result.valid) {
    throw new ConfigurationError(result.errors.map(({ path, message }) => `${path.replace(/^\//, '')}: ${message}`));
  }
  const dataDir = resolve(given.ADFLOW_DATA_DIR ?? 'data');
  const trustProxy = given.TRUST_PROXY;
  return {
    port: Number(given.PORT ?? 3000),
    logLevel: given.LOG_LEVEL ?? 'info',
    databaseUrl: given.DATABASE_URL,
    dataDir,
    outboxDir: resolve(given.ADFLOW_OUTBOX_DIR ?? join(dataDir, 'outbox')),
    publicUrl: given.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: trustProxy === undefined ? undefined : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
    embedOrigins: (given.EMBED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    languageModel:
      given.OPENAI_API_KEY === undefined
        ? undefined
        : {
            apiKey: given.OPENAI_API_KEY,
            baseUrl: given.OPENAI_BASE_URL,
            model: given.OPENAI_MODEL ?? DEFAULT_MODEL,
          },
    postcodesIoUrl: given.POSTCODES_IO_URL,
    env,
  };
}
