import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type RegistryWidgetsType, type UiSchema } from '@rjsf/utils';
import { ChipsWidget } from '../widgets/chips-widget.tsx';
import { ChoiceCardsWidget } from '../widgets/choice-cards-widget.tsx';
import { ColourWidget } from '../widgets/colour-widget.tsx';
import { OtpWidget } from '../widgets/otp-widget.tsx';
import { PhoneWidget } from '../widgets/phone-widget.tsx';

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
