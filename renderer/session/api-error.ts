import type { ErrorReason } from './error-reasons.ts';

/** A field's error as the server reports it: a JSON Pointer and a message. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/** The server's error body (`{ errorCode, message, fields?, redirect?, hash?, retryAfterSeconds? }`). */
export interface ErrorBody {
  readonly errorCode?: number;
  readonly message?: string;
  readonly fields?: readonly FieldError[];
  readonly redirect?: string;
  readonly hash?: string;
  readonly retryAfterSeconds?: number;
  /** Decision 290: what went wrong, for the screen to say in its own language. */
  readonly reason?: ErrorReason;
}

/** accounts-and-platform §8: the codes a screen is told about (the code is errorCode, else the HTTP status). */
export const ErrorCode = {
  invalidCredentials: 51,
  accountExpired: 52,
  invalidPortal: 55,
  forbiddenPortal: 56,
  invalidOtp: 57,
  invalidHashKey: 60,
  tokenMalformed: 61,
  tokenExpired: 62,
  tokenInvalid: 63,
  emailAlreadyVerified: 65,
  passwordExpired: 74,
  oldPasswordReused: 75,
  refreshTokenExpired: 76,
  weakPassword: 84,
  alreadyExists: 101,
  invalidRequestData: 102,
  doesNotExist: 104,
  invalidBusinessProfile: 112,
  forbiddenBusinessProfile: 113,
  unauthorized: 401,
  rateLimited: 429,
  otpAlreadyGenerated: 800,
  otpAttemptsExceeded: 801,
} as const;

/** §8 201: a payment provider refused (its message is for the payer, verbatim). */
export const PROVIDER_ERROR = 201;

const KNOWN_CODES: ReadonlySet<number> = new Set(Object.values(ErrorCode));

/**
 * An answer of the API other than 2xx (`{ errorCode, message, fields?, redirect? }`): a known error
 * of §8 the screen says as its own kind, with the fields and the redirect a step's refusal carries.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly body: ErrorBody;
  readonly fields: readonly FieldError[];
  readonly redirect: string | null;

  constructor(status: number, body: ErrorBody) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.errorCode ?? status;
    this.body = body;
    this.fields = body.fields ?? [];
    this.redirect = body.redirect ?? null;
  }
}

/** Whether §8 knows the code; any other failure is an unknown error (a toast). */
export const isKnownCode = (code: number): boolean => KNOWN_CODES.has(code);

/**
 * The session is over (§8: 401, 61, 63, 76, 112, 113): it has been cleared, and the user belongs
 * on `loginPath` (/login with a redirect back).
 */
export class SessionEndedError extends Error {
  readonly loginPath: string;
  constructor(loginPath: string) {
    super('The session has ended');
    this.name = 'SessionEndedError';
    this.loginPath = loginPath;
  }
}

/** A failure §8 does not know (5xx, no network): the toast has told the user already. */
export class UnknownApiError extends Error {
  constructor(cause: unknown) {
    super('The request failed', { cause });
    this.name = 'UnknownApiError';
  }
}
