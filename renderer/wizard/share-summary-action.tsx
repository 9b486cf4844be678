import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../session/api-error.ts';
import { createSummaryLink, type SummaryLink } from './api.ts';
import type { StepActionProps } from './step-actions.tsx';

/**
 * The summary's share link (§1, §2): made for the client's e-mail address, where the code that
 * opens it goes, then shared by WhatsApp, e-mail or SMS (the phone, when given, addresses the
 * WhatsApp and SMS links). Only a signed-in agent's summary offers it (decision 170): a session
 * that no agent holds has no one to share it.
 */
export function ShareSummaryAction({ sessionId, awaitsClient }: StepActionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [clientEmail, setClientEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [link, setLink] = useState<SummaryLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!awaitsClient) return null;
  const share = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (clientEmail.trim() === '') {
      setFailure(t('summary.clientEmailRequired'));
      return;
    }
    setBusy(true);
    createSummaryLink(sessionId, clientEmail.trim(), phone)
      .then(setLink, (error: unknown) => {
        setFailure(error instanceof ApiError ? shareFailure(error, t('summary.clientEmailInvalid')) : String(error));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <section className="mt-6" aria-live="polite">
      <form noValidate onSubmit={share}>
        <label htmlFor={`${id}-email`}>{t('summary.clientEmail')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={clientEmail}
          aria-describedby={`${id}-email-help`}
          onChange={(event) => {
            setClientEmail(event.target.value);
          }}
        />
        <p id={`${id}-email-help`} className="field-help">
          {t('summary.clientEmailHelp')}
        </p>
        <label htmlFor={`${id}-phone`}>{t('summary.clientPhone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="off"
          maxLength={25}
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
          }}
        />
        <button type="submit" disabled={busy}>
          {t('summary.share')}
        </button>
      </form>
      {failure !== null && <p role="alert">{failure}</p>}
      {link !== null && (
        <>
          <label>
            {t('summary.link')}
            <input
              type="text"
              readOnly
              value={link.url}
              onFocus={(event) => {
                event.target.select();
              }}
            />
          </label>
          <ul className="flex list-none gap-4 p-0">
            <li>
              <a href={link.shareLinks.whatsapp}>{t('summary.shareByWhatsapp')}</a>
            </li>
            <li>
              <a href={link.shareLinks.email}>{t('summary.shareByEmail')}</a>
            </li>
            <li>
              <a href={link.shareLinks.sms}>{t('summary.shareBySms')}</a>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}

// A field the server refused is the e-mail address (the only one it checks by format).
function shareFailure(error: ApiError, invalidEmail: string): string {
  return error.fields.some((field) => field.path.startsWith('/clientEmail')) ? invalidEmail : error.message;
}
