// The briefs' forms and button rows, shared by the page, a brief's versions and its dialogs.

/** A brief's form (new brief, a plan, a decision): a readable measure, apart from what is around it. */
export const BRIEF_FORM = 'my-6 max-inline-144';

/** A row of a brief's buttons (a version's decision, the brief's next statuses). */
export const BRIEF_ACTIONS = 'my-3 flex flex-wrap gap-3';
