/** A lead filter's or a lead's status field: its name right above it. */
export const LABELLED_FIELD = 'flex flex-col gap-1';
