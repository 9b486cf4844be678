/** A widget's small print beside its field: a count, a search's status, the suggestions' heading. */
export const SMALL_PRINT = 'text-[0.85rem] text-muted';

/** Chips and one-click suggestions: a row that wraps, no bullets. */
export const WRAPPING_ROW = 'mx-0 mb-0 flex list-none flex-wrap gap-[0.4rem] p-0';

/** The places or audiences a search found, as a suggestion list under its field. */
export const SEARCH_RESULTS = 'mx-0 mb-0 mt-2 flex list-none flex-col rounded-card border border-line bg-surface p-1';

/** Cards (choices, offer types, plans, designs, radii): a row of tiles that wraps, its legend across it. */
export const TILE_GRID = 'grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3 [&>legend]:col-span-full';
