import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, ErrorCode } from '../../session/api-error.ts';
import { addEnglishTexts } from '../../i18n.ts';
import './money.css';

// Its words are the `money` catalogue's: registered here too, for the pages outside the signed-in
// layout that show these states (the flow studio), which would otherwise show their keys.
addEnglishTexts(import.meta.glob('../../../locales/en/money.json', { eager: true }));

/** A line to come: a grey bar whose lighter band sweeps across it (money.css's keyframes), still
    when the system asks for less motion. */
const SKELETON_LINE = [
  'block h-[0.9rem] rounded-full bg-size-[200%_100%]',
  'bg-[linear-gradient(90deg,var(--surface-muted)_25%,var(--line)_50%,var(--surface-muted)_75%)]',
  'motion-safe:animate-[skeleton-shimmer_1.4s_ease-in-out_infinite]',
].join(' ');

/**
 * The loading state: said to screen readers, shown as the grey shapes of the lines to come (a
 * skeleton), which shimmer unless the system asks for less motion.
 */
export function Loading() {
  const { t } = useTranslation('money');
  return (
    <div className="text-muted" aria-busy="true">
      <p className="visually-hidden">{t('money.loading')}</p>
      <div className="grid gap-3 py-4" aria-hidden="true">
        <span className={`${SKELETON_LINE} w-2/5`} />
        <span className={`${SKELETON_LINE} w-full`} />
        <span className={`${SKELETON_LINE} w-11/12`} />
        <span className={`${SKELETON_LINE} w-3/4`} />
      </div>
    </div>
  );
}

/**
 * The failed state: the server's words for a known refusal, else a plain line (an unknown failure
 * has had its toast), and a retry.
 */
export function LoadFailed({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation('money');
  return (
    <div className="text-muted">
      <p role="alert">{error instanceof ApiError ? error.message : t('money.loadFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('money.retry')}
      </button>
    </div>
  );
}

/**
 * A record opened by its id (?reportId=, ?briefId=) while it is not on the page: loading, one the
 * profile has no record of (104: another profile's, or none) in the page's words, or a failure
 * with a retry.
 */
export function RecordNotShown({
  title,
  notFound,
  query,
}: {
  readonly title: string;
  readonly notFound: string;
  readonly query: UseQueryResult;
}) {
  const missing = query.error instanceof ApiError && query.error.code === ErrorCode.doesNotExist;
  return (
    <>
      <h1>{title}</h1>
      {query.isPending && <Loading />}
      {missing && <p role="alert">{notFound}</p>}
      {query.isError && !missing && <LoadFailed error={query.error} onRetry={reloadOf(query)} />}
    </>
  );
}

/**
 * Loads the query again: a failed load's retry, or fresh data after a change; what is shown stays
 * until it arrives.
 */
export const reloadOf = (query: Pick<UseQueryResult, 'refetch'>) => (): void => {
  void query.refetch();
};
