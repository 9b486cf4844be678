import i18next, { type TFunction } from 'i18next';
import { ENGLISH, languageOfTag } from '../shell/language.ts';
import { ApiError, ErrorCode } from './api-error.ts';
import { reasonText } from './error-reasons.ts';

// §8 messages, by code, in locales/<lng>/account.json: the screen says them in the interface's
// language, where the server has only English.
const KEYS: Readonly<Partial<Record<number, string>>> = {
  [ErrorCode.invalidCredentials]: 'errors.invalidCredentials',
  [ErrorCode.accountExpired]: 'errors.accountExpired',
  [ErrorCode.invalidPortal]: 'errors.invalidPortal',
  [ErrorCode.forbiddenPortal]: 'errors.forbiddenPortal',
  [ErrorCode.invalidOtp]: 'errors.invalidOtp',
  [ErrorCode.invalidHashKey]: 'errors.invalidLink',
  [ErrorCode.emailAlreadyVerified]: 'errors.emailAlreadyVerified',
  [ErrorCode.oldPasswordReused]: 'errors.oldPasswordReused',
  [ErrorCode.weakPassword]: 'errors.weakPassword',
  [ErrorCode.alreadyExists]: 'errors.userAlreadyExists',
  [ErrorCode.rateLimited]: 'errors.rateLimited',
  [ErrorCode.otpAlreadyGenerated]: 'errors.otpAlreadyGenerated',
  [ErrorCode.otpAttemptsExceeded]: 'errors.otpAttemptsExceeded',
};

/**
 * What a screen says for a known error (§8): its message in the interface's language, or the
 * server's own words for a code without one. `emailAddress`: whose account expired (52). A
 * reason the server gives (decision 290) is said first, its money and dates in that language.
 */
export function errorMessage(t: TFunction<'account'>, error: ApiError, emailAddress = ''): string {
  const key = KEYS[error.code];
  if (error.body.reason !== undefined || key === undefined) return serverMessage(t, error);
  return t(key, { email: emailAddress, seconds: error.body.retryAfterSeconds ?? 0 });
}

/** The server's reason in the interface's language (decision 290), else its own English words. */
export function serverMessage(t: TFunction<'account'>, error: ApiError): string {
  const { reason } = error.body;
  if (reason === undefined) return error.message;
  const { code } = languageOfTag(i18next.language) ?? ENGLISH;
  return reasonText(t, reason, code) ?? error.message;
}

export const isCode = (error: unknown, code: number): error is ApiError =>
  error instanceof ApiError && error.code === code;
