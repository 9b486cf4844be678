// The lists' tables: the money, leads, reports, add-ons, franchise, briefs and product feed pages'
// (MONEY_TABLE), and the plain ones of the assets, saved audiences and dashboard pages.

/** A link in a row (a brief's title, an asset's name) is a 44 px touch target (issue 23). */
const CELL_LINKS = '[&_tbody_a]:inline-flex [&_tbody_a]:min-h-11 [&_tbody_a]:items-center';

/**
 * Below 640 px each row becomes a card of its own: the column heads leave the screen (screen readers
 * keep them) and each data cell says its column's name above its value, read from `data-label`.
 * Three columns of sentences do not fit 375 px side by side (the studio's list of flows).
 */
export const ROWS_AS_CARDS_ON_PHONES = [
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:sr-only',
  // Two fields side by side, the row's name and a cell without a label (its actions) across both.
  'max-sm:[&_tbody_tr]:grid max-sm:[&_tbody_tr]:grid-cols-2 max-sm:[&_tbody_tr]:gap-x-3',
  'max-sm:[&_tbody_th]:col-span-2 max-sm:[&_td:not([data-label])]:col-span-2',
  'max-sm:[&_tbody_tr]:border-be max-sm:[&_tbody_tr]:border-line max-sm:[&_tbody_tr]:py-2',
  'max-sm:[&_:is(th,td)]:block max-sm:[&_:is(th,td)]:border-0 max-sm:[&_:is(th,td)]:py-1',
  // The actions in a row of their own, apart from each other (a button and a link touched).
  'max-sm:[&_td:not([data-label])]:flex max-sm:[&_td:not([data-label])]:flex-wrap',
  'max-sm:[&_td:not([data-label])]:items-center max-sm:[&_td:not([data-label])]:gap-3',
  // A figure lined up at the column's end has no column here: it reads under its label.
  'max-sm:[&_:is(th,td)]:text-start!',
  'max-sm:[&_td[data-label]]:before:block max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
  'max-sm:[&_td[data-label]]:before:text-[0.875rem] max-sm:[&_td[data-label]]:before:text-muted',
].join(' ');

/** A full-width table, its cells padded at the line's start and top and each row ruled off. */
export const RULED_TABLE = [
  'inline-full border-collapse',
  '[&_:is(th,td)]:border-be [&_:is(th,td)]:border-line [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-2',
  '[&_:is(th,td)]:text-start [&_:is(th,td)]:align-top',
].join(' ');

/**
 * A ruled table (RULED_TABLE) whose column heads are small and muted; an `amount` cell lines its
 * figures up at the end.
 */
export const MONEY_TABLE = [
  RULED_TABLE,
  '[&_thead_th]:text-[0.875rem] [&_thead_th]:text-muted',
  '[&_.amount]:text-end [&_.amount]:whitespace-nowrap [&_.amount]:tabular-nums',
  CELL_LINKS,
].join(' ');

/** A full-width table, its cells padded and aligned at the line's start, each row ruled off. */
export const PLAIN_TABLE = [
  'inline-full border-collapse [&_:is(th,td)]:border-be [&_:is(th,td)]:border-line [&_:is(th,td)]:p-2',
  '[&_:is(th,td)]:text-start',
  CELL_LINKS,
].join(' ');

/** A state beside a name (a lead's, a brief's, a pack's, a default card): a small outlined pill. */
export const BADGE = 'ms-2 inline-block rounded-full border border-current px-2 text-[0.8rem] font-semibold';
