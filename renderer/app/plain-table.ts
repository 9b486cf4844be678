// The plain lists of the assets, saved audiences and dashboard pages (not the money pages' tables).

/** A full-width table, its cells padded and aligned at the line's start, each row ruled off. */
export const PLAIN_TABLE =
  'inline-full border-collapse [&_:is(th,td)]:border-be [&_:is(th,td)]:border-line [&_:is(th,td)]:p-2 [&_:is(th,td)]:text-start';
