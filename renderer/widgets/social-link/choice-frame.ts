// The link-accounts step's framed lists of choices: the pages to pick from (social-link-field.tsx)
// and the permissions to grant (consent-dialog.tsx).

/** A frame around a list of choices, one under the other, never wider than a reading column. */
export const CHOICE_FRAME =
  'grid gap-[0.6rem] rounded-card border border-line px-4 py-3 inline-full max-inline-[32rem]';
