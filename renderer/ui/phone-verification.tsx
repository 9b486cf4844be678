import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PhoneOtp } from '../../schemas/generated/index.ts';
import { sendPhoneOtp, validatePhoneOtp } from '../session/account-api.ts';
import { ApiError, ErrorCode } from '../session/api-error.ts';
import { shownPhone } from './dial-codes.ts';
import { errorMessage } from '../session/error-messages.ts';
import { FormFooter, TextField } from './form-fields.tsx';
import { useCallFailure, useStoredUser } from '../session/session-hooks.ts';
import { saveUser } from '../session/session-store.ts';
import { useSchemaForm } from './use-schema-form.ts';

// What a wrong or locked code says is said beside the code's field.
const CODE_ERRORS: ReadonlySet<number> = new Set([ErrorCode.invalidOtp, ErrorCode.otpAttemptsExceeded]);

/** What a form that saves or verifies a phone number says for a known error: 101 is the number's. */
export const phoneErrorMessage = (t: TFunction<'account'>, error: ApiError): string =>
  error.code === ErrorCode.alreadyExists ? t('phone.taken') : errorMessage(t, error);

/**
 * The signed-in user's phone number and whether it counts (decision 351): verified, or waiting for
 * the code texted to it, with the form to enter it and a way to have another sent. Below a form
 * that saves a number (user preferences, the callback dialog), never inside it.
 */
export function PhoneVerification({ autoFocus = false }: { readonly autoFocus?: boolean }) {
  const { t } = useTranslation('account');
  const user = useStoredUser();
  const onFailure = useCallFailure();
  const [resent, setResent] = useState(false);
  const form = useSchemaForm('api/phone-otp.schema.json', { otp: '' });
  if (user?.phoneNumber == null) return null;
  const number = shownPhone(user.phoneNumber);
  if (user.isPhoneNumberVerified) {
    return (
      <p role="status" className="mbs-6 max-w-lg">
        {t('phone.verified', { number })}
      </p>
    );
  }
  const onSubmit = form.handleSubmit<PhoneOtp>({
    body: (values) => ({ otp: values.otp.trim() }),
    send: async (body) => {
      await validatePhoneOtp(user.id, body);
      saveUser({ ...user, isPhoneNumberVerified: true });
    },
    messageOf: (error) => phoneErrorMessage(t, error),
    fieldOf: (error) => (CODE_ERRORS.has(error.code) ? 'otp' : null),
  });
  const resend = async () => {
    setResent(false);
    form.setNotice(null);
    try {
      await sendPhoneOtp(user.id);
      setResent(true);
    } catch (error) {
      if (error instanceof ApiError) form.setNotice(phoneErrorMessage(t, error));
      else onFailure(error);
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mbs-6 max-w-lg">
      <p>{t('phone.pending', { number })}</p>
      <TextField
        form={form}
        name="otp"
        label={t('fields.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus={autoFocus}
      />
      <p role="status" className="form-status">
        {resent ? t('login.otpResent') : null}
      </p>
      <div className="dialog-actions">
        <FormFooter form={form} submit={t('phone.verify')} />
        <button type="button" onClick={() => void resend()}>
          {t('login.resendOtp')}
        </button>
      </div>
    </form>
  );
}
