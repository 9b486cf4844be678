// The lists of the money, leads, reports, add-ons, franchise, briefs and product feed pages.

/**
 * A full-width table, its cells padded at the line's start and top and each row ruled off, its
 * column heads small and muted; an `amount` cell lines its figures up at the end.
 */
export const MONEY_TABLE = [
  'inline-full border-collapse',
  '[&_:is(th,td)]:border-be [&_:is(th,td)]:border-line [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-2',
  '[&_:is(th,td)]:text-start [&_:is(th,td)]:align-top',
  '[&_thead_th]:text-[0.875rem] [&_thead_th]:text-muted',
  '[&_.amount]:text-end [&_.amount]:whitespace-nowrap [&_.amount]:tabular-nums',
].join(' ');

/** A state beside a name (a lead's, a brief's, a pack's, a default card): a small outlined pill. */
export const BADGE = 'ms-2 inline-block rounded-full border border-current px-2 text-[0.8rem] font-semibold';
