import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { ErrorCode } from '../session/api-error.ts';
import { errorMessage } from '../session/error-messages.ts';
import { ApiError } from '../session/api-error.ts';
import { toErrorSchema } from './validator.ts';

/** What the form shows of a refused submission: errors beside fields, or a notice above its buttons. */
export interface Refusal {
  readonly fieldErrors: ErrorSchema | undefined;
  readonly notice: string | null;
}

// AP §8 codes about the one-time code the step holds: they belong beside the code's field.
const CODE_ERRORS: ReadonlySet<number> = new Set([
  ErrorCode.invalidOtp,
  ErrorCode.otpAlreadyGenerated,
  ErrorCode.otpAttemptsExceeded,
]);

/**
 * A step submission the server refused, said where the user can act on it (GOV.UK: the error
 * beside its field), the way the account pages say it: the fields the server names, a code's
 * error beside the field that holds the code, anything else above the form's buttons. The form
 * always stays, with what the user typed.
 */
export function refusalOf(error: unknown, uiSchema: UiSchema, t: TFunction<'account'>, unknown: string): Refusal {
  if (!(error instanceof ApiError)) return { fieldErrors: undefined, notice: unknown };
  if (error.fields.length > 0) return { fieldErrors: toErrorSchema(error.fields), notice: null };
  const message = error.status >= 500 ? unknown : errorMessage(t, error);
  const field = CODE_ERRORS.has(error.code) ? codeField(uiSchema) : null;
  if (field === null) return { fieldErrors: undefined, notice: message };
  return { fieldErrors: toErrorSchema([{ path: `/${field}`, message }]), notice: null };
}

/** The step's field drawn by the one-time-code widget, if it has one. */
function codeField(uiSchema: UiSchema): string | null {
  const entry = Object.entries(uiSchema).find(
    ([name, ui]) => !name.startsWith('ui:') && (ui as UiSchema | undefined)?.['ui:widget'] === 'otp',
  );
  return entry?.[0] ?? null;
}
