import { errorId } from '@rjsf/utils';

/** The RJSF id of a sibling field a widget edits (the offer type's `value`): `root_type` → `root_value`. */
function siblingId(id: string, name: string, sibling: string): string {
  const prefix = id.endsWith(name) ? id.slice(0, id.length - name.length) : `${id}_`;
  return `${prefix}${sibling}`;
}

/**
 * The id of the error box of a sibling field a widget edits (the offer type's `value`, the plans'
 * `dailyBudget`): the input the widget draws for that field names it in aria-describedby, so a
 * refusal is read with what was typed (the field's own widget is hidden).
 */
export function siblingErrorId(id: string, name: string, sibling: string): string {
  return errorId(siblingId(id, name, sibling));
}

/** Where a hidden field's errors are drawn when a widget offers a place for them (errorSlotId). */
export function errorSlotId(fieldId: string): string {
  return `${fieldId}__error-slot`;
}

/** The id of the place beside its input where a widget wants a sibling field's errors drawn. */
export function siblingErrorSlotId(id: string, name: string, sibling: string): string {
  return errorSlotId(siblingId(id, name, sibling));
}
