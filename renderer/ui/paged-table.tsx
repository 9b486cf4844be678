import type { ReactNode } from 'react';
import { Pager } from './pager.tsx';
import { EmptyState } from './empty-state.tsx';
import { MONEY_TABLE } from './table-styles.ts';

/** Where a list stands: the page shown (from 1), the rows in all and how many a page holds. */
export interface PageSlice {
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
}

interface PagedTableProps {
  readonly slice: PageSlice;
  /** What an empty list says, in the list's own words (AP §8's empty states and the like). */
  readonly empty: string;
  /** The table's name for screen readers. */
  readonly caption: string;
  readonly columns: readonly string[];
  /** Extra class names of the table (its column widths live in the page's CSS). */
  readonly className: string;
  /** The pager's name for screen readers ("Pages of reports"). */
  readonly pagerLabel: string;
  readonly onPage: (page: number) => void;
  /** The rows of the page shown: `<tr>` elements. */
  readonly children: ReactNode;
}

/**
 * One page of a signed-in list as a table, with the pager under it; an empty list is its
 * sentence instead of an empty table. Every list screen shares this frame, so they page and read
 * alike to a screen reader.
 */
export function PagedTable({
  slice,
  empty,
  caption,
  columns,
  className,
  pagerLabel,
  onPage,
  children,
}: PagedTableProps) {
  if (slice.total === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <div className="table-scroll">
        <table className={`${MONEY_TABLE} ${className}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <Pager page={slice.page} total={slice.total} pageSize={slice.pageSize} onPage={onPage} label={pagerLabel} />
    </>
  );
}
