import type { Region } from '../../schemas/generated/index.ts';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGLISH } from '../shell/language.ts';
import { followingRegion, withRegionDefaults } from './region-defaults.ts';
import { fieldsOutsideRegion, hiddenFields, withHiddenFields, withoutHiddenFields } from './conditional-fields.ts';
import { validatorInEnglish } from './english-schema-validator.ts';
import { fieldsCatalogue, withFieldTexts, type StepTexts } from './field-labels.ts';
import type { StepFormContext } from './form-context.ts';
import { shownSchema } from './shown-schema.ts';
import { templates } from './templates.tsx';
import { useStepSupport, type StepSupport } from './use-step-support.ts';
import { transformErrors } from './validator.ts';
import { withKnownWidgets } from './widgets.ts';
import { FORM_ACTIONS } from './class-names.ts';

interface StepFormProps {
  readonly schema: RJSFSchema;
  /** The step's schema file: the engine's rules across fields are keyed by it. */
  readonly schemaRef: string;
  readonly uiSchema: UiSchema;
  readonly sessionId: string | null;
  readonly initialData: Record<string, unknown> | null;
  /** The session's region: widgets default to it (the phone's country). */
  readonly region: Region | null;
  /** The server's refusal of the last submission, beside each field. */
  readonly serverErrors: ErrorSchema | undefined;
  /** The server's refusal of the last submission when it names no field: above the buttons. */
  readonly notice?: string | null;
  readonly busy: boolean;
  /** The step's events besides NEXT, each a button that saves the data with it (EDIT, RESTART...). */
  readonly events: readonly string[];
  /** NEXT (the form's own submit, after validation) or another event (saved as it stands). */
  readonly onSubmit: (data: unknown, event?: string) => void;
  /** Null hides BACK (the step's backDisabled). */
  readonly onBack: (() => void) | null;
  /** Hides NEXT: someone else takes it (an agent's client, past the summary, OL §1). */
  readonly nextHidden?: boolean;
}

// Consts are answers the user gives (accepting the terms), never defaults; empty objects are
// fields left out, not `{}` the schema would refuse.
// A list the step does not require starts empty: a blank item would be an answer the user never
// gave (an empty place refused under "near business").
const DEFAULTS = {
  constAsDefaults: 'never',
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
} as const;

/** The step's answers as the form holds them, and the fields hidden for them. */
interface FormState {
  readonly data: unknown;
  readonly hidden: ReadonlySet<string>;
}

/** One step's form, generated from its schema and uiSchema: NEXT submits, BACK goes back. */
export function StepForm(props: StepFormProps) {
  const { t, i18n } = useTranslation();
  const { schema: serverSchema, schemaRef, uiSchema: serverUiSchema } = props;
  // Choices are labelled in words, in English: the build precompiled the step's validator for
  // exactly this schema, so the step's validator, widgets and fields load with it.
  const english = useMemo(() => shownSchema(serverSchema, i18n.getFixedT(ENGLISH.tag)), [serverSchema, i18n]);
  const support = useStepSupport(schemaRef, english, serverUiSchema);
  // The form is drawn in the user's language, once per step and language.
  const language = i18n.language;
  const shown = useMemo<StepTexts>(() => {
    if (language === ENGLISH.tag) return { schema: english, uiSchema: serverUiSchema };
    return withFieldTexts(shownSchema(serverSchema, t), serverUiSchema, fieldsCatalogue(schemaRef, t));
  }, [english, language, schemaRef, serverSchema, serverUiSchema, t]);
  const translatedSupport = useMemo(() => {
    if (support === null || shown.schema === english) return support;
    const validator = validatorInEnglish(support.validation.validator, english, shown.schema);
    return { ...support, validation: { ...support.validation, validator } };
  }, [english, shown.schema, support]);
  if (translatedSupport === null) return <p aria-busy="true">{t('wizard.loading')}</p>;
  return <LoadedStepForm {...props} schema={shown.schema} uiSchema={shown.uiSchema} support={translatedSupport} />;
}

function LoadedStepForm({
  schema,
  uiSchema,
  support,
  sessionId,
  initialData,
  region,
  serverErrors,
  notice = null,
  busy,
  events,
  onSubmit,
  onBack,
  nextHidden = false,
}: StepFormProps & { readonly support: StepSupport }) {
  const { t } = useTranslation();
  const { validator, customValidate } = support.validation;
  // Fields asked for only under a condition that does not hold are hidden and hold nothing:
  // worked out once per change, with the data.
  const outsideRegion = useMemo(() => fieldsOutsideRegion(uiSchema, region), [uiSchema, region]);
  const withHidden = (data: unknown, previous?: FormState): FormState => {
    // A field of another region holds nothing, so the fields it would open stay hidden too.
    const asked = withoutHiddenFields(data, outsideRegion);
    const found = hiddenFields(schema, asked, (condition, value) => validator.isValid(condition, value ?? {}, schema));
    for (const field of outsideRegion) found.add(field);
    // The same hidden fields keep their set, so RJSF is not handed a new uiSchema on every keystroke.
    const hidden = previous !== undefined && sameMembers(previous.hidden, found) ? previous.hidden : found;
    return { data: withoutHiddenFields(data, hidden), hidden };
  };
  const [form, setForm] = useState<FormState>(() =>
    withHidden(withRegionDefaults(uiSchema, initialData ?? undefined, region)),
  );
  const formData = form.data;
  const setFields = (values: Readonly<Record<string, unknown>>) => {
    setForm((previous) => withHidden({ ...(isRecord(previous.data) ? previous.data : {}), ...values }, previous));
  };
  // The form is drawn anew for each step it shows (keyed by the step), so its id names the showing.
  const visit = useId();
  const formContext = useMemo<StepFormContext>(
    () => ({
      sessionId,
      visit,
      region,
      formData: isRecord(formData) ? formData : {},
      setField: (name, value) => {
        setFields({ [name]: value });
      },
      setFields,
    }),
    [formData, region, sessionId, visit],
  );
  const knownUiSchema = useMemo(() => withKnownWidgets(uiSchema), [uiSchema]);
  // The page's heading already names the step: the schema's own title and description stay off.
  const shownUiSchema = useMemo(
    () => ({ ...withHiddenFields(knownUiSchema, form.hidden), 'ui:label': false }),
    [knownUiSchema, form.hidden],
  );
  return (
    <Form
      schema={schema}
      uiSchema={shownUiSchema}
      widgets={support.widgets}
      fields={support.fields}
      templates={templates}
      validator={validator}
      formContext={formContext}
      formData={formData}
      onChange={(event) => {
        const data = withoutEmptyObjects(event.formData);
        setForm((previous) => withHidden(followingRegion(uiSchema, previous.data, data), previous));
      }}
      onSubmit={(event) => {
        onSubmit(withoutHiddenFields(event.formData, form.hidden));
      }}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={serverErrors}
      experimental_defaultFormStateBehavior={DEFAULTS}
      showErrorList={false}
      noHtml5Validate
      disabled={busy}
    >
      {notice !== null && (
        <p role="alert" className="field-error">
          {notice}
        </p>
      )}
      <div className={FORM_ACTIONS}>
        {onBack !== null && (
          <button type="button" onClick={onBack} disabled={busy}>
            {t('wizard.back')}
          </button>
        )}
        {events.map((name) => (
          <button
            key={name}
            type="button"
            disabled={busy}
            onClick={() => {
              onSubmit(formData, name);
            }}
          >
            {t(`events.${name}`)}
          </button>
        ))}
        {!nextHidden && (
          <button type="submit" disabled={busy}>
            {t('wizard.next')}
          </button>
        )}
      </div>
    </Form>
  );
}

/**
 * RJSF gives every optional object field an empty object (`facebookPageDetail: {}`), which the
 * schema refuses as missing its required properties: an object with nothing filled in is left out.
 */
export function withoutEmptyObjects(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value)
    .map(([key, item]) => [key, withoutEmptyObjects(item)] as const)
    .filter(([, item]) => item !== undefined);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const sameMembers = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((member) => b.has(member));
