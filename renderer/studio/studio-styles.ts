// The flow studio's shared pieces: its tables and its rows of choices.

/** The flows', versions' and funnel's tables: full width, cells padded at the line's start and top. */
export const STUDIO_TABLE = [
  'inline-full border-collapse',
  '[&_:is(th,td)]:border-be [&_:is(th,td)]:border-line [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-2',
  '[&_:is(th,td)]:text-start [&_:is(th,td)]:align-top',
].join(' ');

/** A row of buttons or fields that wraps, lined up at their foot. */
export const CHOICE_ROW = 'flex flex-wrap items-end gap-3';

/** A row of choices, each a label with its select under its words (the diff's versions, the funnel's filters). */
export const LABELLED_CHOICES = `${CHOICE_ROW} [&_label]:grid [&_label]:gap-1`;
