import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { EngineError, UnknownFlowError, UnknownStepError } from '../engine/index.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { codeOf } from './db/error-chain.ts';
import { isRefusedInput } from './db/refused-input.ts';
import {
  AppError,
  InvalidRequestError,
  NotFoundError,
  ServiceUnavailableError,
  StaleWriteError,
  UNKNOWN_ERROR_MESSAGE,
} from './errors.ts';
import { BODY_NOT_UTF8, BODY_NOT_UTF8_MESSAGE } from './json-limits.ts';

/** The one place errors become responses: a typed error keeps its code; anything else is a 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = toAppError(error);
    if (known === undefined) logger.error({ err: error }, 'unhandled error');
    // The ORM's message holds the query's values: the code alone says what slipped past the checks.
    else if (isRefusedInput(error))
      logger.warn({ code: codeOf(error as Error) }, 'the database refused text of a request');
    const response = known ?? new AppError(500, 500, UNKNOWN_ERROR_MESSAGE);
    res.status(response.status).json(response.body());
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No route ${req.method} ${req.path}`));
};

const BODY_PARSER_ERRORS: Readonly<Record<string, () => AppError>> = {
  'entity.parse.failed': () => new InvalidRequestError('Malformed JSON'),
  [BODY_NOT_UTF8]: () => new InvalidRequestError(BODY_NOT_UTF8_MESSAGE),
  'entity.too.large': () => new AppError(413, 102, 'The request body is too large'),
  'encoding.unsupported': () => new AppError(415, 102, 'Unsupported content encoding'),
  'charset.unsupported': () => new AppError(415, 102, 'Unsupported charset'),
};

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof OptimisticLockError) return new StaleWriteError();
  // §8 101: a second row where one may exist (a phone number another account has, two requests racing).
  if (error instanceof UniqueConstraintViolationException) return new AppError(409, 101, 'This already exists.');
  // Text PostgreSQL refused (the edge lets none through that it knows of): the request's fault.
  if (isRefusedInput(error)) return new InvalidRequestError('The request holds text that cannot be stored');
  if (isDatabaseUnavailable(error)) {
    return new ServiceUnavailableError('The database is unavailable. Try again in a moment.');
  }
  if (error instanceof UnknownFlowError || error instanceof UnknownStepError) return new NotFoundError(error.message);
  if (error instanceof EngineError) return new InvalidRequestError(error.message);
  if (!(error instanceof Error)) return undefined;
  if ('type' in error && typeof error.type === 'string') {
    const known = BODY_PARSER_ERRORS[error.type];
    if (known !== undefined) return known();
  }
  return clientError(error);
}

// Express and body-parser mark the errors a client caused (a bad %-escape in the URL, an aborted
// body) with a 4xx status and `expose`; their own words may name internals, so say it plainly.
function clientError(error: Error): AppError | undefined {
  const status = 'status' in error ? Number(error.status) : NaN;
  // The router marks a bad %-escape as a 400 URIError without `expose`.
  const exposed = ('expose' in error && error.expose === true) || error instanceof URIError;
  return exposed && status >= 400 && status < 500 ? new AppError(status, 102, 'The request cannot be read') : undefined;
}
