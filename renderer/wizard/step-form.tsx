import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepFormContext } from './form-context.ts';
import { crossFieldValidate, transformErrors, validator } from './validator.ts';
import { fields, widgets, withKnownWidgets } from './widgets.ts';

interface StepFormProps {
  readonly schema: RJSFSchema;
  /** The step's schema file: the engine's rules across fields are keyed by it. */
  readonly schemaRef: string;
  readonly uiSchema: UiSchema;
  readonly sessionId: string | null;
  readonly initialData: Record<string, unknown> | null;
  /** The session's region: widgets default to it (the phone's country). */
  readonly region: string | null;
  /** The server's refusal of the last submission, beside each field. */
  readonly serverErrors: ErrorSchema | undefined;
  readonly busy: boolean;
  /** The step's events besides NEXT, each a button that saves the data with it (EDIT, RESTART...). */
  readonly events: readonly string[];
  /** NEXT (the form's own submit, after validation) or another event (saved as it stands). */
  readonly onSubmit: (data: unknown, event?: string) => void;
  /** Null hides BACK (the step's backDisabled). */
  readonly onBack: (() => void) | null;
}

// Consts are answers the user gives (accepting the terms), never defaults; empty objects are
// fields left out, not `{}` the schema would refuse.
const DEFAULTS = { constAsDefaults: 'never', emptyObjectFields: 'skipEmptyDefaults' } as const;

/** One step's form, generated from its schema and uiSchema: NEXT submits, BACK goes back. */
export function StepForm({
  schema,
  schemaRef,
  uiSchema,
  sessionId,
  initialData,
  region,
  serverErrors,
  busy,
  events,
  onSubmit,
  onBack,
}: StepFormProps) {
  const { t } = useTranslation();
  const [formData, setFormData] = useState<unknown>(initialData ?? undefined);
  const formContext = useMemo<StepFormContext>(
    () => ({
      sessionId,
      region,
      formData: isRecord(formData) ? formData : {},
      setField: (name, value) => {
        setFormData((previous: unknown) => ({ ...(isRecord(previous) ? previous : {}), [name]: value }));
      },
    }),
    [formData, region, sessionId],
  );
  // The page's heading already names the step: the schema's own title and description stay off.
  const shownUiSchema = useMemo(() => ({ ...withKnownWidgets(uiSchema), 'ui:label': false }), [uiSchema]);
  return (
    <Form
      schema={schema}
      uiSchema={shownUiSchema}
      widgets={widgets}
      fields={fields}
      validator={validator}
      formContext={formContext}
      formData={formData}
      onChange={(event) => {
        setFormData(withoutEmptyObjects(event.formData));
      }}
      onSubmit={(event) => {
        onSubmit(event.formData);
      }}
      transformErrors={transformErrors}
      customValidate={crossFieldValidate(schemaRef)}
      extraErrors={serverErrors}
      experimental_defaultFormStateBehavior={DEFAULTS}
      showErrorList={false}
      noHtml5Validate
      disabled={busy}
    >
      <div className="wizard-actions">
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
        <button type="submit" disabled={busy}>
          {t('wizard.next')}
        </button>
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
