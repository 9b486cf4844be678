import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** What is paged, for screen readers ("Pages of bad rows"). */
  readonly label: string;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

/** Previous / page n of m / next under a table; nothing when everything fits on one page. */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation('productFeed');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="feed-pager" aria-label={label}>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('pager.previous')}
      </button>
      <span aria-current="page">{t('pager.page', { page, pages })}</span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
