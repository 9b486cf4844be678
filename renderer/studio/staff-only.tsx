import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../session/api-error.ts';
import { LoadFailed } from '../app/money/load-states.tsx';
import { storedUserIsStaff } from './studio-access.ts';
import { STAFF_ONLY } from './studio-api.ts';
import '../shell/account.css';
import './studio.css';
import './studio-i18n.ts';

/**
 * The studio's frame: its pages are for product staff only (issue 9, decision 250). Anyone else
 * is told so without asking the API, whose 403 remains the real gate.
 */
export function StudioFrame({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation('studio');
  return (
    <main className="app-page max-w-[90rem]">
      <p>
        <Link to="/studio">{t('list.heading')}</Link>
      </p>
      <h1>{title}</h1>
      {storedUserIsStaff() ? children : <p role="alert">{t('forbidden')}</p>}
    </main>
  );
}

/** A failed load: "staff only" for a 403, else the server's words and a retry. */
export function StudioLoadFailed({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation('studio');
  if (error instanceof ApiError && error.code === STAFF_ONLY) return <p role="alert">{t('forbidden')}</p>;
  return <LoadFailed error={error} onRetry={onRetry} />;
}
