/* Utility strings that several account pages share (issue 23: one name rather than copies). */

/** The links under an account form (forgot password, sign up, send again): spread across it, wrapping. */
export const FORM_LINKS = 'mbs-5 flex flex-wrap justify-between gap-x-4 gap-y-2';

/** First and last name side by side; one above the other below 768 px. */
export const NAME_FIELDS = 'grid grid-cols-[1fr_1fr] gap-x-3 gap-y-0 max-md:grid-cols-[1fr]';

/** A notice atop a signed-in page (a password to set, an address to verify, a change waiting). */
export const PAGE_NOTICE = 'rounded-card bg-(--warning-surface) px-4 py-3';
