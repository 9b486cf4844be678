import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { SummaryLinkOtp } from '../../schemas/generated/index.ts';
import { ApiError, ErrorCode } from '../session/api-error.ts';
import { errorMessage, isCode } from '../session/error-messages.ts';
import { FormFooter, OtpField } from '../ui/form-fields.tsx';
import { adoptSignIn } from '../session/session-store.ts';
import { loadSignedInUser } from '../session/signed-in-user.ts';
import { useSchemaForm } from '../ui/use-schema-form.ts';
import { usePageTitle } from '../shell/page-title.ts';
import { adoptSession } from '../wizard/session-id.ts';
import { continueSignupFlow } from './signup-flow.ts';
import { openSummaryLink, sendSummaryLinkOtp, validateSummaryLinkOtp } from './summary-link-api.ts';
import { FORM_LINKS } from '../ui/account-layout.ts';

type Opened =
  | { readonly state: 'opening' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'open'; readonly sentTo: string };

/**
 * /s/{encodedId} (OL §1 "the client verifies it"): the client proves the e-mail address the agent
 * gave with a six-digit code, then continues their sign-up from the budget (§3), signed in.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tr } = useTranslation();
  const { encodedId = '' } = useParams();
  const [opened, setOpened] = useState<Opened>({ state: 'opening' });
  usePageTitle(tr('summaryLink.title'));

  useEffect(() => {
    let current = true;
    openSummaryLink(encodedId).then(
      ({ sentTo }) => {
        if (current) setOpened({ state: 'open', sentTo });
      },
      (error: unknown) => {
        const message = error instanceof ApiError ? errorMessage(t, error) : tr('summaryLink.failed');
        if (current) setOpened({ state: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [encodedId, t, tr]);

  return (
    <main className="page">
      <h1>{tr('summaryLink.title')}</h1>
      {opened.state === 'opening' && <p aria-busy="true">{tr('wizard.loading')}</p>}
      {opened.state === 'failed' && <p role="alert">{opened.message}</p>}
      {opened.state === 'open' && <ClientVerification encodedId={encodedId} sentTo={opened.sentTo} />}
    </main>
  );
}

/** Send the code, then enter it (§5: required, six digits; §8: 57, 801). */
function ClientVerification({ encodedId, sentTo }: { readonly encodedId: string; readonly sentTo: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useSchemaForm('api/summary-link-otp.schema.json', { otp: '' });

  const send = async () => {
    setSending(true);
    form.setNotice(null);
    try {
      await sendSummaryLinkOtp(encodedId);
      setStatus(t('summaryLink.codeSent', { email: sentTo }));
      setSent(true);
    } catch (error) {
      // §8 "OTP already sent": the code on its way is the one to enter.
      if (isCode(error, ErrorCode.otpAlreadyGenerated)) {
        setStatus(t('errors.otpAlreadyGenerated'));
        setSent(true);
      } else if (error instanceof ApiError) {
        form.setNotice(errorMessage(t, error));
      }
    } finally {
      setSending(false);
    }
  };

  const onSubmit = form.handleSubmit<SummaryLinkOtp>({
    body: (values) => ({ otp: values.otp.trim() }),
    send: async ({ otp }) => {
      const { session, signedIn } = await validateSummaryLinkOtp(encodedId, otp);
      // The client's browser holds the session from now on, signed in as the client.
      adoptSignIn(signedIn);
      adoptSession(session.flowId, session.sessionId);
      continueSignupFlow(session.flowId);
      const then = `/signup/${session.path ?? ''}`;
      // A new account chooses its password first (decision 371), then goes on with the sign-up.
      const user = await loadSignedInUser(signedIn.userId).catch(() => null);
      const to = user?.hasPassword === false ? `/setPassword?redirect=${encodeURIComponent(then)}` : then;
      await navigate(to, { replace: true });
    },
    messageOf: (error) => errorMessage(t, error),
  });

  return (
    <>
      <p>{t('summaryLink.intro', { email: sentTo })}</p>
      <p role="status" className="form-status">
        {status}
      </p>
      {sent ? (
        <form noValidate onSubmit={onSubmit}>
          <OtpField form={form} />
          <FormFooter form={form} submit={t('summaryLink.verify')} />
          <div className={FORM_LINKS}>
            <button type="button" className="link-button" disabled={sending} onClick={() => void send()}>
              {t('login.resendOtp')}
            </button>
          </div>
        </form>
      ) : (
        <>
          {form.notice !== null && <p role="alert">{form.notice}</p>}
          <button type="button" disabled={sending} onClick={() => void send()}>
            {t('summaryLink.sendCode')}
          </button>
        </>
      )}
    </>
  );
}
