import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { transformErrors, validator } from './validator.ts';
import { widgets, withKnownWidgets } from './widgets.ts';

interface StepFormProps {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  readonly initialData: Record<string, unknown> | null;
  /** The server's refusal of the last submission, beside each field. */
  readonly serverErrors: ErrorSchema | undefined;
  readonly busy: boolean;
  readonly onNext: (data: unknown) => void;
  /** Null hides BACK (the step's backDisabled). */
  readonly onBack: (() => void) | null;
}

// Consts are answers the user gives (accepting the terms), never defaults; empty objects are
// fields left out, not `{}` the schema would refuse.
const DEFAULTS = { constAsDefaults: 'never', emptyObjectFields: 'skipEmptyDefaults' } as const;

/** One step's form, generated from its schema and uiSchema: NEXT submits, BACK goes back. */
export function StepForm({ schema, uiSchema, initialData, serverErrors, busy, onNext, onBack }: StepFormProps) {
  const [formData, setFormData] = useState<unknown>(initialData ?? undefined);
  return (
    <Form
      schema={schema}
      uiSchema={withKnownWidgets(uiSchema)}
      widgets={widgets}
      validator={validator}
      formData={formData}
      onChange={(event) => {
        setFormData(withoutEmptyObjects(event.formData));
      }}
      onSubmit={(event) => {
        onNext(event.formData);
      }}
      transformErrors={transformErrors}
      extraErrors={serverErrors}
      experimental_defaultFormStateBehavior={DEFAULTS}
      showErrorList={false}
      noHtml5Validate
      disabled={busy}
    >
      <div className="wizard-actions">
        {onBack !== null && (
          <button type="button" onClick={onBack} disabled={busy}>
            Back
          </button>
        )}
        <button type="submit" disabled={busy}>
          Next
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
