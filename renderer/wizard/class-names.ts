/** A form's buttons: at the end of the row, Next last; they wrap on a phone. */
export const FORM_ACTIONS = 'mt-8 flex flex-wrap justify-end gap-3';
