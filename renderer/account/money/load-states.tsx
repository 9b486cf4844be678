import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api-error.ts';
import './money.css';

/** The loading state: said to screen readers, shown as a quiet line. */
export function Loading() {
  const { t } = useTranslation('account');
  return (
    <p className="load-state" aria-busy="true">
      {t('money.loading')}
    </p>
  );
}

/** The failed state: the server's words for a known refusal, else a plain line, and a retry. */
export function LoadFailed({ error, onRetry }: { readonly error: ApiError | null; readonly onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="load-state">
      <p role="alert">{error?.message ?? t('money.loadFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('money.retry')}
      </button>
    </div>
  );
}
