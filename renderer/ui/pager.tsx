import { useTranslation } from 'react-i18next';
import { pageCount } from './page-count.ts';

interface PagerProps {
  /** What is paged, for screen readers ("Pages of leads"), in the list's own words. */
  readonly label: string;
  /** The page shown, from 1. */
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
}

/** Previous and next through a list's pages, with where one is; nothing when it all fits on one. */
export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  const { t } = useTranslation('account');
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="my-4 flex items-center justify-center gap-4" aria-label={label}>
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
