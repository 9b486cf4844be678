// Decision 144: what one feed may hold. A 50,000-product catalogue with full descriptions fits in
// 10 MB of CSV; more is a feed to split, or a mistake.

/** The largest CSV file (uploaded or fetched from the feed's URL). */
export const MAX_FEED_BYTES = 10 * 1024 * 1024;

/** The most rows (products) one feed may list, its header aside. */
export const MAX_FEED_ROWS = 50_000;

/** One CSV record's largest size: a runaway quote cannot swallow the file into one row. */
export const MAX_RECORD_BYTES = 64 * 1024;

export const tooManyRows = () => ({
  code: 'tooManyRows',
  params: { limit: MAX_FEED_ROWS },
  text: `The feed has more than ${MAX_FEED_ROWS.toLocaleString('en')} rows: split it into several feeds.`,
});
