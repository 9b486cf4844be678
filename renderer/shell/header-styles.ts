// The header of every page: the wizard's (shell/app-shell.tsx) and the signed-in shell's
// (app/shell/app-header.tsx). `app-header` stays on both as a marker: the invoice's print rule hides it.

/** The bar: the brand at the start; on a phone, what does not fit one row wraps, closer together. */
export const HEADER_BAR =
  'app-header flex items-center gap-3 border-be border-line bg-surface px-6 py-3 max-sm:flex-wrap max-sm:gap-1 max-sm:px-3 max-sm:py-2';

/** The portal's name or logo, a 44 px target that pushes what follows to the end. */
export const HEADER_BRAND = 'me-auto inline-flex min-h-11 items-center text-[1.25rem] font-bold text-link no-underline';

/** Support: a 44 px pill in the link colour, tinted under the pointer. */
export const HEADER_LINK =
  'inline-flex min-h-11 items-center rounded-full px-[0.9rem] font-semibold text-link no-underline hover:bg-tint max-sm:px-[0.6rem]';
