import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { withReloadOnce } from '../shell/lazy-page.ts';
import { schemaFingerprint } from './shown-schema.ts';
import { loadStepValidation, stepValidationNow, type StepValidation } from './step-validation.ts';
import { componentsOf, loadStepComponents, type StepComponents } from './widgets.ts';

/** The code a step's form needs beyond RJSF: its validation, widgets and fields. */
export interface StepSupport extends StepComponents {
  readonly validation: StepValidation;
}

interface Loaded {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  readonly support: StepSupport;
}

/**
 * What the step's form needs, loaded for the step (null until it is there; at once for a step
 * drawn before). `schema` is the schema the form is given (shown-schema.ts).
 */
export function useStepSupport(schemaRef: string, schema: RJSFSchema, uiSchema: UiSchema): StepSupport | null {
  const fingerprint = useMemo(() => schemaFingerprint(schema), [schema]);
  const ready = useMemo(() => {
    const validation = stepValidationNow(schemaRef, schema, fingerprint);
    const components = componentsOf(uiSchema);
    return validation === null || components === null ? null : { ...components, validation };
  }, [schemaRef, schema, fingerprint, uiSchema]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    if (ready !== null) return undefined;
    let current = true;
    // A chunk that fails (a new deployment replaced it) reloads the page once, as pages do (§2).
    withReloadOnce(() =>
      Promise.all([loadStepValidation(schemaRef, schema, fingerprint), loadStepComponents(uiSchema)]),
    ).then(
      ([validation, components]) => {
        if (current) setLoaded({ schema, uiSchema, support: { ...components, validation } });
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [ready, schemaRef, schema, fingerprint, uiSchema]);

  // A chunk that failed to load: the route's error element says so.
  if (failure !== null) throw failure;
  if (ready !== null) return ready;
  return loaded !== null && loaded.schema === schema && loaded.uiSchema === uiSchema ? loaded.support : null;
}
