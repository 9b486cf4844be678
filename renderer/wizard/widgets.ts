import { getDefaultRegistry } from '@rjsf/core';
import {
  hasWidget,
  type Field,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type UiSchema,
  type Widget,
} from '@rjsf/utils';
import { AddressField } from '../widgets/address-field.tsx';
import { objectWidgetField } from '../widgets/object-widget-field.tsx';
import { withAllowedChoices } from './allowed-choices.tsx';

type Load<T> = () => Promise<T>;

/**
 * The custom widgets uiSchemas name (`"ui:widget": "otp"`). Each one's code loads when a step
 * that names it is first drawn: the first step carries none of them (nor libphonenumber-js).
 */
const WIDGETS: Readonly<Record<string, Load<Widget>>> = {
  otp: () => import('../widgets/otp-widget.tsx').then((module) => module.OtpWidget),
  phone: () => import('../widgets/phone-widget.tsx').then((module) => module.PhoneWidget),
  chips: () => import('../widgets/chips-widget.tsx').then((module) => module.ChipsWidget),
  keywordChips: () => import('../widgets/keyword-chips-widget.tsx').then((module) => module.KeywordChipsWidget),
  interestSearch: () => import('../widgets/interest-search-widget.tsx').then((module) => module.InterestSearchWidget),
  genderCards: () => import('../widgets/choice-cards-widget.tsx').then((module) => module.ChoiceCardsWidget),
  objectiveCards: () => import('../widgets/choice-cards-widget.tsx').then((module) => module.ChoiceCardsWidget),
  channelCards: () => import('../widgets/choice-cards-widget.tsx').then((module) => module.ChoiceCardsWidget),
  colour: () => import('../widgets/colour-widget.tsx').then((module) => module.ColourWidget),
  offerType: () => import('../widgets/offer-type-widget.tsx').then((module) => module.OfferTypeWidget),
  radius: () => import('../widgets/radius-widget.tsx').then((module) => module.RadiusWidget),
  locationSearch: () => import('../widgets/location-search-widget.tsx').then((module) => module.LocationSearchWidget),
  openingHours: () => import('../widgets/opening-hours-widget.tsx').then((module) => module.OpeningHoursWidget),
  imageUpload: () => import('../widgets/image-upload-widget.tsx').then((module) => module.ImageUploadWidget),
  creativePreview: () =>
    import('../widgets/creative-preview-widget.tsx').then((module) => module.CreativePreviewWidget),
  adCopy: () => import('../widgets/ad-copy-widget.tsx').then((module) => module.AdCopyWidget),
  callToAction: () => import('../widgets/call-to-action-widget.tsx').then((module) => module.CallToActionWidget),
  leadForm: () => import('../widgets/lead-form-widget.tsx').then((module) => module.LeadFormWidget),
  budgetPlans: () => import('../widgets/budget-plans-widget.tsx').then((module) => module.BudgetPlansWidget),
  currency: () => import('../widgets/named-choice-widgets.tsx').then((module) => module.CurrencyWidget),
  timeZone: () => import('../widgets/named-choice-widgets.tsx').then((module) => module.TimeZoneWidget),
  calendarDate: () => import('../widgets/calendar-date-widget.tsx').then((module) => module.CalendarDateWidget),
};

/** Our fields uiSchemas name (`"ui:field": "constChoice"`), loaded the same way. */
const FIELDS: Readonly<Record<string, Load<Field>>> = {
  // Loaded with the form: a chunk of its own would split RJSF's core, which it draws with, into
  // four chunks of the first load (2 kB more gzip, `npm run bench:bundle`).
  address: () => Promise.resolve(AddressField),
  constChoice: () => import('../widgets/const-choice-field.tsx').then((module) => module.ConstChoiceField),
  adPreview: () => import('../widgets/ad-preview/ad-preview-field.tsx').then((module) => module.AdPreviewField),
  creativeEditor: () =>
    import('../widgets/creative-editor/creative-editor-field.tsx').then((module) => module.CreativeEditorField),
  checkout: () => import('../widgets/checkout-field.tsx').then((module) => module.CheckoutField),
  progress: () => import('../widgets/progress-field.tsx').then((module) => module.ProgressField),
  socialLink: () => import('../widgets/social-link-field.tsx').then((module) => module.SocialLinkField),
  storeLinkInstructions: () =>
    import('../widgets/store-link-instructions-field.tsx').then((module) => module.StoreLinkInstructionsField),
};

/** The names a uiSchema may give `ui:widget` and `ui:field` beyond RJSF's own (the studio completes them). */
export const CUSTOM_WIDGET_NAMES: readonly string[] = Object.keys(WIDGETS);
export const CUSTOM_FIELD_NAMES: readonly string[] = Object.keys(FIELDS);

/** The widgets and fields a step's form is given. */
export interface StepComponents {
  readonly widgets: RegistryWidgetsType;
  /** RJSF's fields, with an ObjectField that honours our widgets on object fields (a logo, a lead form). */
  readonly fields: RegistryFieldsType;
}

const loadedWidgets = new Map<string, Widget>();
const loadedFields = new Map<string, Field>();
// One registry at a time, made again only when more was loaded: a new ObjectField each render
// would remount every object field.
let current: StepComponents | null = null;

/** Loads the widgets and fields the uiSchema names that are not loaded yet. */
export async function loadStepComponents(uiSchema: UiSchema): Promise<StepComponents> {
  const { widgets, fields } = namesIn(uiSchema);
  const load = <T>(names: readonly string[], loaders: Readonly<Record<string, Load<T>>>, into: Map<string, T>) =>
    names.map(async (name) => {
      const loader = loaders[name];
      if (loader === undefined || into.has(name)) return;
      into.set(name, await loader());
      current = null;
    });
  // The widgets' English texts come with the first of them (renderer/i18n.ts).
  const custom = widgets.some((name) => name in WIDGETS) || fields.some((name) => name in FIELDS);
  await Promise.all([
    ...(custom ? [import('../widgets/widget-texts.ts')] : []),
    ...load(widgets, WIDGETS, loadedWidgets),
    ...load(fields, FIELDS, loadedFields),
  ]);
  return componentsOf(uiSchema) ?? registry();
}

/** The step's widgets and fields when all are loaded already, else null. */
export function componentsOf(uiSchema: UiSchema): StepComponents | null {
  const { widgets, fields } = namesIn(uiSchema);
  const missing = (names: readonly string[], loaders: object, loaded: Map<string, unknown>) =>
    names.some((name) => name in loaders && !loaded.has(name));
  if (missing(widgets, WIDGETS, loadedWidgets) || missing(fields, FIELDS, loadedFields)) return null;
  return registry();
}

function registry(): StepComponents {
  if (current === null) {
    const widgets = { ...CHOICE_WIDGETS, ...Object.fromEntries(loadedWidgets) };
    current = { widgets, fields: { ObjectField: objectWidgetField(widgets), ...Object.fromEntries(loadedFields) } };
  }
  return current;
}

/** The widget and field names a uiSchema uses (`ui:widget`, `ui:options.widget`, `ui:field`), nested ones too. */
function namesIn(uiSchema: UiSchema): { widgets: string[]; fields: string[] } {
  const widgets = new Set<string>();
  const fields = new Set<string>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const { 'ui:widget': widget, 'ui:field': field, 'ui:options': options } = node as Record<string, unknown>;
    const optionWidget = (options as { widget?: unknown } | undefined)?.widget;
    for (const name of [widget, optionWidget]) if (typeof name === 'string') widgets.add(name);
    if (typeof field === 'string') fields.add(field);
    Object.values(node).forEach(visit);
  };
  visit(uiSchema);
  return { widgets: [...widgets], fields: [...fields] };
}

const defaultWidgets = getDefaultRegistry().widgets;
// RJSF's choice widgets, offering only what the step's conditions allow now.
const CHOICE_WIDGETS: RegistryWidgetsType = Object.fromEntries(
  (['SelectWidget', 'RadioWidget'] as const).flatMap((name) => {
    const widget = defaultWidgets[name];
    return widget === undefined ? [] : [[name, withAllowedChoices(widget)]];
  }),
);
const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;
// RJSF's own names (`radio`, `textarea`) are aliases per type: known if any type has it.
const isKnown = (name: string) => name in WIDGETS || TYPES.some((type) => hasWidget({ type }, name, defaultWidgets));

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
