// The flow studio's shared pieces: its tables and its rows of choices.
import { RULED_TABLE } from '../ui/table-styles.ts';

/** The flows', versions' and funnel's tables: ruled as the lists' (ui/table-styles.ts). */
export const STUDIO_TABLE = RULED_TABLE;

/** A row of buttons or fields that wraps, lined up at their foot. */
export const CHOICE_ROW = 'flex flex-wrap items-end gap-3';

/** A row of choices, each a label with its select under its words (the diff's versions, the funnel's filters). */
export const LABELLED_CHOICES = `${CHOICE_ROW} [&_label]:grid [&_label]:gap-1`;
