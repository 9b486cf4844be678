import { ConnectionException, OptimisticLockError } from '@mikro-orm/core';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import {
  EngineError,
  InvalidDifferencesError,
  UnknownEventError,
  UnknownFlagError,
  UnknownFlowError,
  UnknownStepError,
} from '../engine/index.ts';
import {
  AppError,
  InvalidRequestError,
  NotFoundError,
  ServiceUnavailableError,
  StaleWriteError,
  UNKNOWN_ERROR_MESSAGE,
} from './errors.ts';

/** The one place errors become responses: a typed error keeps its code; anything else is a 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = toAppError(error);
    if (known === undefined) logger.error({ err: error }, 'unhandled error');
    const response = known ?? new AppError(500, 500, UNKNOWN_ERROR_MESSAGE);
    res.status(response.status).json(response.body());
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No route ${req.method} ${req.path}`));
};

const BODY_PARSER_ERRORS: Readonly<Record<string, (error: Error) => AppError>> = {
  'entity.parse.failed': (e) => new InvalidRequestError(`Malformed JSON: ${e.message}`),
  'entity.too.large': () => new AppError(413, 102, 'The request body is too large'),
  'encoding.unsupported': () => new AppError(415, 102, 'Unsupported content encoding'),
  'charset.unsupported': () => new AppError(415, 102, 'Unsupported charset'),
};

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof OptimisticLockError) return new StaleWriteError();
  if (error instanceof ConnectionException || isConnectionRefused(error)) {
    return new ServiceUnavailableError('The database is unavailable. Try again in a moment.');
  }
  if (error instanceof UnknownFlowError || error instanceof UnknownStepError) return new NotFoundError(error.message);
  if (
    error instanceof UnknownFlagError ||
    error instanceof UnknownEventError ||
    error instanceof InvalidDifferencesError
  ) {
    return new InvalidRequestError(error.message);
  }
  if (error instanceof EngineError) return new InvalidRequestError(error.message);
  if (error instanceof Error && 'type' in error && typeof error.type === 'string') {
    return BODY_PARSER_ERRORS[error.type]?.(error);
  }
  return undefined;
}

function isConnectionRefused(error: unknown): boolean {
  return (
    error instanceof Error && 'code' in error && ['ECONNREFUSED', 'ECONNRESET', '57P01'].includes(String(error.code))
  );
}
