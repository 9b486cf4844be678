/** A money form's buttons (a top-up's pay and back, a card's save and cancel): one wrapping row. */
export const FORM_ACTIONS = 'mbs-4 flex flex-wrap items-center gap-3';
