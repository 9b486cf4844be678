// The virtual module's types, for every program that includes this file (Storybook's too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module cannot be imported
/// <reference path="./step-validators.d.ts" />
import type { CustomValidator, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { precompiledSteps, type PrecompiledStep } from 'virtual:step-validators';
import { PrecompiledStepValidator } from './precompiled-step-validator.ts';

/** What a step's form validates with: RJSF's validator and the engine's rules across fields. */
export interface StepValidation {
  readonly validator: ValidatorType;
  readonly customValidate: CustomValidator | undefined;
}

// What has been loaded so far, so that a step seen before draws at once.
const steps = new Map<string, PrecompiledStep>();
const rules = new Map<string, CustomValidator>();
let full: ValidatorType | null = null;
let loadingFull: Promise<unknown> | null = null;

/**
 * Loads what a step's form validates with: the build's precompiled validator for its schema
 * (scripts/vite-step-validators.ts), or Ajv itself when the build has none for it or compiled
 * another version of it (`fingerprint`: schemaFingerprint of `schema`); and the engine's rules
 * across fields, for a schema that has some.
 */
export async function loadStepValidation(
  schemaRef: string,
  schema: RJSFSchema,
  fingerprint: string,
): Promise<StepValidation> {
  const entry = precompiledSteps[schemaRef];
  const loadRules = async () => {
    if (!needsRules(schemaRef) || rules.has(schemaRef)) return;
    const { crossFieldValidate } = await import('./cross-field-validate.ts');
    rules.set(schemaRef, crossFieldValidate(schemaRef));
  };
  const loadValidator = async () => {
    if (entry !== undefined && !steps.has(schemaRef)) steps.set(schemaRef, await entry.load());
    if (steps.get(schemaRef)?.fingerprint !== fingerprint) await loadFullValidator();
  };
  await Promise.all([loadRules(), loadValidator()]);
  const loaded = stepValidationNow(schemaRef, schema, fingerprint);
  if (loaded === null) throw new Error(`No validator for ${schemaRef}`);
  return loaded;
}

/** The step's validation when everything it needs is loaded already, else null. */
export function stepValidationNow(schemaRef: string, schema: RJSFSchema, fingerprint: string): StepValidation | null {
  const step = steps.get(schemaRef);
  if (precompiledSteps[schemaRef] !== undefined && step === undefined) return null;
  const validator =
    step?.fingerprint === fingerprint ? new PrecompiledStepValidator(step.validateFns, schema, missed) : full;
  if (validator === null || (needsRules(schemaRef) && !rules.has(schemaRef))) return null;
  return { validator, customValidate: rules.get(schemaRef) };
}

// A schema the build does not know may have rules: the engine answers for those.
const needsRules = (schemaRef: string) => precompiledSteps[schemaRef]?.crossFieldRules ?? true;

function loadFullValidator(): Promise<unknown> {
  return (loadingFull ??= import('./full-validator.ts').then((module) => (full = module.fullValidator)));
}

/** The full validator for a question the precompiled one cannot answer (null while it loads). */
function missed(): ValidatorType | null {
  if (full === null && loadingFull === null) {
    console.warn('A schema was not precompiled: loading the full validator');
    void loadFullValidator();
  }
  return full;
}
