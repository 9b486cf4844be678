import type { TFunction } from 'i18next';
import type { FieldError } from '../session/api-error.ts';

/** §5 password rules in words: the hint under a new password, and its error when they are not met. */
export const passwordRules = (t: TFunction<'account'>): string => t('fields.passwordRules');

/** §5: the confirmation must match the new password. */
export function confirmationErrors(
  t: TFunction<'account'>,
  password: string,
  confirmation: string,
  field = 'confirmPassword',
): FieldError[] {
  return password === confirmation ? [] : [{ path: `/${field}`, message: t('fields.passwordMismatch') }];
}
