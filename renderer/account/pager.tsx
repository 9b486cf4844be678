interface PagerProps {
  /** The page shown, from 1. */
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
  /** The words of the list's own namespace. */
  readonly labels: {
    readonly pages: string;
    readonly previous: string;
    readonly next: string;
    readonly pageOf: (page: number, pages: number) => string;
  };
}

/** Previous and next through a list's pages, with where one is; nothing when it all fits on one. */
export function Pager({ page, total, pageSize, onPage, labels }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.pages}>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {labels.previous}
      </button>
      <span aria-current="page">{labels.pageOf(page, pages)}</span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {labels.next}
      </button>
    </nav>
  );
}
