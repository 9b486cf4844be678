import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, createSummaryLink, type SummaryLink } from './api.ts';

/** The summary's share link (§1, §2): made on demand, then shared by WhatsApp, e-mail or SMS. */
export function ShareSummaryAction({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<SummaryLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const share = () => {
    setFailure(null);
    createSummaryLink(sessionId).then(setLink, (error: unknown) => {
      setFailure(error instanceof ApiError ? error.message : String(error));
    });
  };
  return (
    <section className="share-summary" aria-live="polite">
      <button type="button" onClick={share}>
        {t('summary.share')}
      </button>
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
          <ul className="share-links">
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
