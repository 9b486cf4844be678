// The forms written out as labels and fields side by side in the markup (editing a campaign, its
// tracking, a new saved audience), laid out as the account pages' fields are.

/**
 * Each label on its own line above its field and well apart from the field before; a fieldset's
 * legend a small heading over its fields, apart from what is above; the submit button apart, at the start.
 */
export const PLAIN_FORM = [
  'grid gap-1 [&_fieldset]:grid [&_fieldset]:gap-1 [&_fieldset]:mbs-6',
  '[&_label]:block [&_label]:mbs-3 [&_label]:font-semibold',
  '[&_legend]:text-[1.125rem] [&_legend]:font-bold',
  '[&_[type=submit]]:mbs-5 [&_[type=submit]]:justify-self-start',
].join(' ');
