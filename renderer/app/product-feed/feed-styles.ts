// The product feed page's parts, each a one-column grid or a labelled field.

/** One column no wider than the page: an implicit (auto) column grows to its widest item's
    content, so on a phone the products' table widened the page instead of scrolling inside its
    frame (.table-scroll). */
export const FEED_COLUMN = 'grid grid-cols-[minmax(0,1fr)] gap-3 max-inline-240';

/** A field of the feed's form: its name right above it, at a readable width. */
export const FEED_FIELD = 'flex flex-col gap-1 max-inline-120';

/** The feeds', bad rows' and products' tables (ui/paged-table.tsx): an id or line is no heading. */
export const FEED_TABLE = '[&_tbody_th]:font-normal [&_tbody_th]:tabular-nums';
