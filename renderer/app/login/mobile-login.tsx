import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MobileOtpLogin, MobileOtpRequest } from '../../../schemas/generated/index.ts';
import { useRootData } from '../../shell/root-loader.ts';
import { logInWithOtp, requestOtp, type LoginResponse } from '../../session/account-api.ts';
import { ApiError, ErrorCode, SessionEndedError } from '../../session/api-error.ts';
import { DIAL_CODES } from '../../ui/dial-codes.ts';
import { errorMessage, isCode } from '../../session/error-messages.ts';
import { FormFooter, OtpField, PhoneFields } from '../../ui/form-fields.tsx';
import { portalDomainOverride } from '../../session/portal-flags.ts';
import { showToast } from '../../ui/toast.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { clearSavedOtp, saveOtp, savedOtp, type SavedOtp } from './saved-otp.ts';
import { FORM_LINKS } from '../../ui/account-layout.ts';

interface Sent extends SavedOtp {
  /** Said above the code's field: a code was on its way already (§8 800). */
  readonly notice?: string;
}

/** §2 login by mobile number and OTP: the number first, then the code sent to it. */
export function MobileLogin({ onSignedIn }: { readonly onSignedIn: (response: LoginResponse) => Promise<void> }) {
  const [sent, setSent] = useState<Sent | null>(savedOtp);
  if (sent === null) {
    return (
      <OtpRequest
        onSent={(next) => {
          saveOtp(next);
          setSent(next);
        }}
      />
    );
  }
  return (
    <OtpEntry
      sent={sent}
      onResent={(next) => {
        saveOtp(next);
        setSent(next);
      }}
      onChangeNumber={() => {
        clearSavedOtp();
        setSent(null);
      }}
      onSignedIn={async (response) => {
        await onSignedIn(response);
        clearSavedOtp();
      }}
    />
  );
}

const resendAtAfter = (seconds: number) => Date.now() + seconds * 1000;

/** The number, and "Send OTP". */
function OtpRequest({ onSent }: { readonly onSent: (sent: Sent) => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { region } = useRootData();
  const form = useSchemaForm('api/mobile-otp-request.schema.json', {
    countryCode: DIAL_CODES[region],
    phoneNumber: '',
  });
  const onSubmit = form.handleSubmit<MobileOtpRequest>({
    body: (values) => ({
      countryCode: values.countryCode,
      phoneNumber: values.phoneNumber.trim(),
      ...portalDomainOverride(),
    }),
    send: async (body) => {
      const number = { countryCode: body.countryCode, phoneNumber: body.phoneNumber };
      try {
        const { resendAfterSeconds } = await requestOtp(body);
        onSent({ ...number, resendAt: resendAtAfter(resendAfterSeconds) });
      } catch (error) {
        if (isCode(error, ErrorCode.otpAlreadyGenerated)) {
          onSent({
            ...number,
            resendAt: resendAtAfter(error.body.retryAfterSeconds ?? 60),
            notice: t('errors.otpAlreadyGenerated'),
          });
        } else if (isCode(error, ErrorCode.doesNotExist)) {
          // §8: an info notice, the saved OTP data cleared, and on to sign-up.
          clearSavedOtp();
          showToast(t('errors.mobileNotRegistered'));
          void navigate(error.body.redirect ?? '/signup');
        } else {
          throw error;
        }
      }
    },
    messageOf: (error) => otpErrorMessage(t, error, 'errors.otpNotSent'),
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <PhoneFields form={form} label={t('fields.mobileNumber')} maxLength={25} />
      <FormFooter form={form} submit={t('login.sendOtp')} />
    </form>
  );
}

// §8: 57 and 801 have their words; so do a portal that refuses and too many requests.
function otpErrorMessage(t: ReturnType<typeof useTranslation<'account'>>['t'], error: ApiError, otherKey: string) {
  const known: readonly number[] = [
    ErrorCode.invalidOtp,
    ErrorCode.otpAttemptsExceeded,
    ErrorCode.rateLimited,
    ErrorCode.forbiddenPortal,
    ErrorCode.invalidPortal,
    ErrorCode.accountExpired,
  ];
  return known.includes(error.code) ? errorMessage(t, error) : t(otherKey);
}

/** Seconds until `at`, counting down on screen. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (at <= now) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
    }, 1_000);
    return () => {
      clearTimeout(timer);
    };
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

interface OtpEntryProps {
  readonly sent: Sent;
  readonly onResent: (sent: Sent) => void;
  readonly onChangeNumber: () => void;
  readonly onSignedIn: (response: LoginResponse) => Promise<void>;
}

/** The code sent by SMS (§5: six digits), a new one once the wait is over, or another number. */
function OtpEntry({ sent, onResent, onChangeNumber, onSignedIn }: OtpEntryProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useSchemaForm('api/mobile-otp-login.schema.json', { otp: '' });
  const [status, setStatus] = useState<string | null>(sent.notice ?? null);
  const [resending, setResending] = useState(false);
  const wait = useSecondsUntil(sent.resendAt);
  const number = { countryCode: sent.countryCode, phoneNumber: sent.phoneNumber };

  const onSubmit = form.handleSubmit<MobileOtpLogin>({
    body: (values) => ({ ...number, otp: values.otp, ...portalDomainOverride() }),
    send: async (body) => {
      setStatus(null);
      await onSignedIn(await logInWithOtp(body));
    },
    messageOf: (error) => otpErrorMessage(t, error, 'errors.loginFailed'),
  });

  const resend = async () => {
    setResending(true);
    form.setNotice(null);
    try {
      const { resendAfterSeconds } = await requestOtp({ ...number, ...portalDomainOverride() });
      onResent({ ...number, resendAt: resendAtAfter(resendAfterSeconds) });
      setStatus(t('login.otpResent'));
    } catch (error) {
      if (isCode(error, ErrorCode.otpAlreadyGenerated)) {
        onResent({ ...number, resendAt: resendAtAfter(error.body.retryAfterSeconds ?? 60) });
        setStatus(t('errors.otpAlreadyGenerated'));
      } else if (error instanceof ApiError) {
        form.setNotice(otpErrorMessage(t, error, 'errors.otpNotSent'));
      } else if (error instanceof SessionEndedError) {
        void navigate(error.loginPath);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="otp-sent-to">{t('login.otpSentTo', { number: `${sent.countryCode} ${sent.phoneNumber}` })}</p>
      <p role="status" className="form-status">
        {status}
      </p>
      <OtpField form={form} />
      <FormFooter form={form} submit={t('login.verifyOtp')} />
      <div className={FORM_LINKS}>
        <button type="button" className="link-button" disabled={wait > 0 || resending} onClick={() => void resend()}>
          {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.resendOtp')}
        </button>
        <button type="button" className="link-button" onClick={onChangeNumber}>
          {t('login.changeNumber')}
        </button>
      </div>
    </form>
  );
}
