// A list page's filters (dashboard, briefs, reports, assets, add-ons): one look for every page's toolbar.

/** The filters' row: it wraps on a phone, its fields line up on their inputs. */
export const FILTER_BAR = 'my-4 flex flex-wrap items-end gap-4';

/** A filter's name, on a line of its own above its field. */
export const FILTER_LABEL = 'block font-semibold';
