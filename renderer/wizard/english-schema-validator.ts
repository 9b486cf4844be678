import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * The validator of a step drawn in a language other than English, asked about the translated
 * schema and its parts. A translated schema validates as the English one (titles are annotations),
 * but the build precompiled the step's validator for the English one and looks each sub-schema up
 * by a hash of its content, titles included (precompiled-step-validator.ts): `validator` is asked
 * about the English counterpart of each schema instead, so the step keeps its precompiled validator.
 */
export function validatorInEnglish(
  validator: ValidatorType,
  english: RJSFSchema,
  translated: RJSFSchema,
): ValidatorType {
  const toEnglish = englishCounterpart(english, translated);
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      validator.validateFormData(formData, toEnglish(schema), customValidate, transformErrors, uiSchema),
    isValid: (schema, formData, rootSchema) => validator.isValid(toEnglish(schema), formData, toEnglish(rootSchema)),
    rawValidation: (schema, formData) => validator.rawValidation(toEnglish(schema), formData),
  };
}

/**
 * A schema of the translated step as it reads in English. A part of the translated schema is the
 * English part at its place (the same object each time: validators are cached by it); a schema
 * RJSF made of parts (a branch merged in, an option with `required` dropped) is copied with its
 * titles said in English again. Exported for tests/renderer/field-labels.test.ts.
 */
export function englishCounterpart(english: RJSFSchema, translated: RJSFSchema): (schema: RJSFSchema) => RJSFSchema {
  const counterparts = new WeakMap<object, unknown>();
  const englishTitles = new Map<string, string>();
  pairUp(translated, english, counterparts, englishTitles);
  // Made schemas are not remembered: RJSF may change one it made before asking again.
  const toEnglish = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const known = counterparts.get(node);
    if (known !== undefined) return known;
    if (Array.isArray(node)) return node.map(toEnglish);
    const entries = Object.entries(node).map(([key, value]): [string, unknown] => [
      key,
      key === 'title' && typeof value === 'string' ? (englishTitles.get(value) ?? value) : toEnglish(value),
    ]);
    return Object.fromEntries(entries);
  };
  return (schema) => toEnglish(schema) as RJSFSchema;
}

/** Walks the two schemas side by side: they differ in their titles alone. */
function pairUp(
  translated: unknown,
  english: unknown,
  counterparts: WeakMap<object, unknown>,
  englishTitles: Map<string, string>,
): void {
  if (translated === null || typeof translated !== 'object' || english === null || typeof english !== 'object') return;
  counterparts.set(translated, english);
  for (const [key, value] of Object.entries(translated)) {
    const counterpart: unknown = (english as Record<string, unknown>)[key];
    if (key === 'title' && typeof value === 'string' && typeof counterpart === 'string' && value !== counterpart) {
      englishTitles.set(value, counterpart);
    } else {
      pairUp(value, counterpart, counterparts, englishTitles);
    }
  }
}
