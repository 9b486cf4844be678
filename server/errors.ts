import type { StepError } from '../engine/index.ts';

/**
 * What went wrong, for a screen to say in its own language (decision 290): `reasons.<key>` in the
 * account catalogue, with raw params (amounts in minor units beside `currencyCode`, dates as ISO
 * `…Date`) that the screen formats; `message` stays the English for API users.
 */
export interface ErrorReason {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * Errors a request can end in, each with the accounts spec §8 code ("the code is errorCode, else
 * the HTTP status"). One handler turns them into `{ errorCode, message, fields?, redirect? }`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly errorCode: number;
  readonly reason: ErrorReason | undefined;
  constructor(status: number, errorCode: number, message: string, reason?: ErrorReason) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.reason = reason;
  }
  body(): Record<string, unknown> {
    const body = { errorCode: this.errorCode, message: this.message };
    return this.reason === undefined ? body : { ...body, reason: this.reason };
  }
}

/** 102 invalid request data, with a message per field where there is one. */
export class InvalidRequestError extends AppError {
  readonly fields: readonly StepError[];
  constructor(message: string, fields: readonly StepError[] = []) {
    super(400, 102, message);
    this.fields = fields;
  }
  override body(): Record<string, unknown> {
    return this.fields.length === 0 ? super.body() : { ...super.body(), fields: this.fields };
  }
}

/** 104 entity does not exist. */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 104, message);
  }
}

/** A step the launch-state rules refuse (onboarding-and-launch §4); `redirect` is where to go. */
export class StepNotOpenError extends AppError {
  readonly redirect: string | null;
  constructor(message: string, redirect: string | null) {
    super(409, 409, message);
    this.redirect = redirect;
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), redirect: this.redirect };
  }
}

/** Someone else changed the record since it was read: nothing was written. */
export class StaleWriteError extends AppError {
  constructor() {
    super(409, 409, 'This session was changed by another request. Reload it and try again.');
  }
}

/** A session's flow version that this server no longer runs (a session stays on its version). */
export class FlowVersionGoneError extends AppError {
  constructor(flowId: string, version: number) {
    super(409, 409, `Version ${version} of flow "${flowId}" is no longer available.`);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, 503, message);
  }
}

// accounts §8: what an unknown error shows.
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. If the problem persists, please contact support.';
