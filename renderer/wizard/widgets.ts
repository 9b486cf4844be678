import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type FormValidation, type RegistryWidgetsType, type UiSchema } from '@rjsf/utils';
import { ChipsWidget } from '../widgets/chips-widget.tsx';
import { ChoiceCardsWidget } from '../widgets/choice-cards-widget.tsx';
import { ColourWidget } from '../widgets/colour-widget.tsx';
import { OtpWidget } from '../widgets/otp-widget.tsx';
import { checkPhone, PhoneWidget } from '../widgets/phone-widget.tsx';

/** The custom widgets uiSchemas name (`"ui:widget": "otp"`). */
export const widgets: RegistryWidgetsType = {
  otp: OtpWidget,
  phone: PhoneWidget,
  chips: ChipsWidget,
  keywordChips: ChipsWidget,
  genderCards: ChoiceCardsWidget,
  objectiveCards: ChoiceCardsWidget,
  channelCards: ChoiceCardsWidget,
  colour: ColourWidget,
};

/** What a widget checks beyond its schema: the value and the object holding it, else null. */
type WidgetCheck = (value: unknown, parent: Readonly<Record<string, unknown>>) => string | null;

// The phone must be a real number (§5), which no JSON Schema pattern can say.
const checks: Readonly<Record<string, WidgetCheck>> = { phone: checkPhone };

/** RJSF's customValidate: each field whose widget has a check gets its message. */
export function checkWidgets<T>(
  formData: T | undefined,
  errors: FormValidation<T>,
  uiSchema: UiSchema,
): FormValidation<T> {
  walk(formData, errors, uiSchema);
  return errors;
}

function walk(data: unknown, errors: object | undefined, uiSchema: UiSchema): void {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || errors === undefined) return;
  const parent = data as Record<string, unknown>;
  for (const [key, entry] of Object.entries(uiSchema) as [string, unknown][]) {
    if (key.startsWith('ui:') || entry === null || typeof entry !== 'object') continue;
    const ui = entry as UiSchema;
    const fieldErrors = (errors as Record<string, unknown>)[key] as
      { addError?: (message: string) => void } | undefined;
    const widget = ui['ui:widget'];
    const check = typeof widget === 'string' ? checks[widget] : undefined;
    const message = check?.(parent[key], parent) ?? null;
    if (message !== null) fieldErrors?.addError?.(message);
    walk(parent[key], fieldErrors, ui);
  }
}

const registered = { ...getDefaultRegistry().widgets, ...widgets };
const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;
// RJSF's own names (`radio`, `textarea`) are aliases per type: known if any type has it.
const isKnown = (name: string) => TYPES.some((type) => hasWidget({ type }, name, registered));

/**
 * The uiSchema without widget names nobody registered yet: such a field falls back to RJSF's
 * widget for its type instead of failing the whole step.
 */
export function withKnownWidgets(uiSchema: UiSchema): UiSchema {
  return prune(uiSchema) as UiSchema;
}

function prune(node: unknown): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const entries = Object.entries(node)
    .filter(([key, value]) => key !== 'ui:widget' || typeof value !== 'string' || isKnown(value))
    .map(([key, value]) => [key, prune(value)]);
  return Object.fromEntries(entries);
}
