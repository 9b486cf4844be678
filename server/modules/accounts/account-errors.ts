import { AppError } from '../../errors.ts';

/** The errors of signing in and of accounts, with their accounts-and-platform §8 codes and messages. */

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, 51, 'Invalid login credentials. Please try again.');
  }
}

export class AccountExpiredError extends AppError {
  constructor(emailAddress: string) {
    super(403, 52, `Account has expired for user ${emailAddress}`);
  }
}

export class ForbiddenPortalError extends AppError {
  constructor() {
    super(403, 56, 'You are not authorized to access this portal');
  }
}

export class SignupDisabledError extends AppError {
  constructor() {
    super(403, 56, 'Sign-up is not open on this portal.');
  }
}

export class InvalidOtpError extends AppError {
  constructor() {
    super(400, 57, 'Invalid OTP. Please enter the correct OTP to proceed.');
  }
}

/** 60: a one-time link (`?hash=`) that is unknown, used or past its time. */
export class InvalidHashKeyError extends AppError {
  constructor(message = 'This link is invalid or has expired.') {
    super(400, 60, message);
  }
}

export class TokenMalformedError extends AppError {
  constructor() {
    super(401, 61, 'The access token is malformed. Please sign in again.');
  }
}

export class TokenExpiredError extends AppError {
  constructor() {
    super(401, 62, 'The access token has expired.');
  }
}

export class TokenInvalidError extends AppError {
  constructor() {
    super(401, 63, 'The access token is invalid. Please sign in again.');
  }
}

export class EmailAlreadyVerifiedError extends AppError {
  constructor() {
    super(409, 65, 'This e-mail address is already verified.');
  }
}

/** 74: the password has to be changed; `hash` opens /resetPassword?hash=…&isPasswordExpired=true. */
export class PasswordExpiredError extends AppError {
  readonly hash: string;
  constructor(hash: string) {
    super(403, 74, 'Your password has expired. Please choose a new one.');
    this.hash = hash;
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), hash: this.hash };
  }
}

export class OldPasswordReusedError extends AppError {
  constructor() {
    super(400, 75, 'The new password must be different from the old one.');
  }
}

export class RefreshTokenExpiredError extends AppError {
  constructor() {
    super(401, 76, 'Your session has expired. Please sign in again.');
  }
}

export class WeakPasswordError extends AppError {
  constructor() {
    super(400, 84, 'This password is too easy to guess. Please choose a less common one.');
  }
}

/** A phone number signs in by OTP, so once proven it belongs to one account only (decision 351). */
export class PhoneNumberTakenError extends AppError {
  constructor() {
    super(409, 101, 'This phone number is already used by another account.');
  }
}

/** POST /users/{id}/sendotp or /validateOtp with no number saved (decision 352). */
export class NoPhoneNumberError extends AppError {
  constructor() {
    super(404, 104, 'There is no phone number on this account. Please save one first.');
  }
}

/** POST /users/{id}/sendotp or /validateOtp once the number is proven (decision 352; no §8 code). */
export class PhoneNumberAlreadyVerifiedError extends AppError {
  constructor() {
    super(409, 409, 'This phone number is already verified.');
  }
}

/** A first password is set once; changing it takes the current one (POST /users/{id}/resetPassword). */
export class PasswordAlreadySetError extends AppError {
  constructor() {
    super(409, 101, 'A password is set already: change it with your current password.');
  }
}

export class UserAlreadyExistsError extends AppError {
  constructor() {
    super(409, 101, 'User already exists');
  }
}

export class InvalidBusinessProfileError extends AppError {
  constructor(id: string) {
    super(404, 112, `There is no business profile ${id}.`);
  }
}

export class ForbiddenBusinessProfileError extends AppError {
  constructor() {
    super(403, 113, 'You are not authorized to open this business profile.');
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(401, 401, message);
  }
}

/** Acting on another user's account. */
export class ForbiddenUserError extends AppError {
  constructor() {
    super(403, 401, 'You are not authorized to act for this user.');
  }
}

/** A flow session someone else signed up in. */
export class ForbiddenSessionError extends AppError {
  constructor() {
    super(403, 403, 'This sign-up belongs to another account. Sign in as its owner to continue it.');
  }
}

/** §8: not registered; the screen shows it as a notice and goes to /signup. */
export class MobileNotRegisteredError extends AppError {
  constructor() {
    super(404, 104, "The mobile number doesn't have an account. Please create one.");
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), redirect: '/signup' };
  }
}

export class EmailNotRegisteredError extends AppError {
  constructor() {
    super(404, 104, "This e-mail address doesn't have an account.");
  }
}

export class CurrentPasswordInvalidError extends AppError {
  constructor() {
    super(400, 51, 'The current password is not correct.');
  }
}

export class OtpAlreadyGeneratedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(409, 800, 'OTP already generated. Please check your messages, or ask again in a moment.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), retryAfterSeconds: this.retryAfterSeconds };
  }
}

export class OtpAttemptsExceededError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, 801, 'Too many wrong OTPs. Please retry after 15 minutes.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), retryAfterSeconds: this.retryAfterSeconds };
  }
}

/** Too many requests of one kind from one client (sign-in, OTP, callback), counted in the database. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, 429, `Too many requests. Please try again in ${retryAfterSeconds} seconds.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), retryAfterSeconds: this.retryAfterSeconds };
  }
}
