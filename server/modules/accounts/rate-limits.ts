import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Orm } from '../../db/orm.ts';
import { RateLimitedError } from './account-errors.ts';

/** How many requests of one kind a client may make in a window. */
export interface RateLimitRule {
  readonly name: string;
  readonly points: number;
  readonly windowSeconds: number;
}

// Enough for a person who mistypes, far too few for a script guessing passwords or codes.
export const RATE_LIMITS = {
  signIn: { name: 'sign-in', points: 10, windowSeconds: 15 * 60 },
  otp: { name: 'otp', points: 10, windowSeconds: 15 * 60 },
  // An office or a shop behind one address may sign several people up.
  signUp: { name: 'sign-up', points: 100, windowSeconds: 60 * 60 },
  callback: { name: 'callback', points: 5, windowSeconds: 60 * 60 },
  // E-mails a user can have sent to an address (invitations, another verification link).
  emails: { name: 'emails', points: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * A middleware that counts requests per key (the client address unless given) and rule in PostgreSQL
 * (rate-limiter-flexible's store), so every server process counts the same requests.
 */
export function rateLimited(
  orm: Orm,
  rule: RateLimitRule,
  keyOf: (req: Request) => string = (req) => req.ip ?? '',
): RequestHandler {
  const limiter = postgresLimiter(orm, rule);
  return async (req, res, next) => {
    await consumeOrRefuse(await limiter(), res, keyOf(req));
    next();
  };
}

/** A limiter of `rule` on rate-limiter-flexible's PostgreSQL store, made when first asked for. */
export function postgresLimiter(orm: Orm, rule: RateLimitRule): () => Promise<RateLimiterPostgres> {
  let limiter: Promise<RateLimiterPostgres> | undefined;
  return () =>
    (limiter ??= orm.em
      .getConnection()
      .getNativeClient()
      .then(
        (pool) =>
          new RateLimiterPostgres({
            storeClient: withoutStatementNames(pool),
            storeType: 'pool',
            tableName: 'rate_limit_counter',
            tableCreated: true,
            keyPrefix: rule.name,
            points: rule.points,
            duration: rule.windowSeconds,
          }),
      ));
}

/** Counts one request of `key`; past the limiter's points, 429 with Retry-After. */
export async function consumeOrRefuse(limiter: RateLimiterPostgres, res: Response, key: string): Promise<void> {
  try {
    await limiter.consume(counterKey(key));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    res.setHeader('Retry-After', String(retryAfterSeconds));
    throw new RateLimitedError(retryAfterSeconds);
  }
}

interface QueryConfig {
  readonly text: string;
  readonly values?: unknown[];
}

/**
 * The pool, minus the names the library gives its statements: the embedded database serves every
 * connection from one backend, where a second connection preparing the same name fails ("prepared
 * statement already exists"). Unnamed, each query is planned afresh: a few microseconds.
 */
function withoutStatementNames(pool: Pool) {
  return {
    query: (query: string | QueryConfig) =>
      pool.query(typeof query === 'string' ? query : { text: query.text, values: query.values }),
  };
}

/**
 * The counter's key, of a fixed length whatever the request holds (a 300-character "e-mail
 * address" must not overflow the key column before the schema refuses it), and no address or
 * e-mail stored in clear.
 */
export function counterKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
