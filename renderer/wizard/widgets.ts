import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type RegistryFieldsType, type RegistryWidgetsType, type UiSchema } from '@rjsf/utils';
import { AdCopyWidget } from '../widgets/ad-copy-widget.tsx';
import { BudgetPlansWidget } from '../widgets/budget-plans-widget.tsx';
import { ChipsWidget } from '../widgets/chips-widget.tsx';
import { ConstChoiceField } from '../widgets/const-choice-field.tsx';
import { ChoiceCardsWidget } from '../widgets/choice-cards-widget.tsx';
import { ColourWidget } from '../widgets/colour-widget.tsx';
import { CreativePreviewWidget } from '../widgets/creative-preview-widget.tsx';
import { ImageUploadWidget } from '../widgets/image-upload-widget.tsx';
import { LeadFormWidget } from '../widgets/lead-form-widget.tsx';
import { LocationSearchWidget } from '../widgets/location-search-widget.tsx';
import { objectWidgetField } from '../widgets/object-widget-field.tsx';
import { OfferTypeWidget } from '../widgets/offer-type-widget.tsx';
import { OpeningHoursWidget } from '../widgets/opening-hours-widget.tsx';
import { OtpWidget } from '../widgets/otp-widget.tsx';
import { PhoneWidget } from '../widgets/phone-widget.tsx';
import { RadiusWidget } from '../widgets/radius-widget.tsx';

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
  offerType: OfferTypeWidget,
  radius: RadiusWidget,
  locationSearch: LocationSearchWidget,
  openingHours: OpeningHoursWidget,
  imageUpload: ImageUploadWidget,
  creativePreview: CreativePreviewWidget,
  adCopy: AdCopyWidget,
  leadForm: LeadFormWidget,
  budgetPlans: BudgetPlansWidget,
};

/** RJSF's fields, with an ObjectField that honours our widgets on object fields (a logo, a lead form). */
export const fields: RegistryFieldsType = { ObjectField: objectWidgetField(widgets), constChoice: ConstChoiceField };

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
