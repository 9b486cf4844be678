import type { ErrorSchema, FormValidation, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import { crossFieldErrors, REQUIRED_MESSAGE, toStepErrors } from '../../engine/index.ts';
import type { FieldError } from './api.ts';

/**
 * The step schemas are draft 2020-12 and carry their own words in `errorMessage` (ajv-errors),
 * as on the server (docs/decisions.md 22).
 */
export const validator = customizeValidator({
  // Not the class RJSF's types name, but the same Ajv 8 core with the 2020-12 vocabulary.
  AjvClass: Ajv2020 as unknown as NonNullable<Parameters<typeof customizeValidator>[0]>['AjvClass'],
  extenderFn: (ajv: Ajv2020) => {
    // A CommonJS module whose default export is its module object (as in the engine).
    ajvErrors.default(ajv);
    return ajv;
  },
});

/** RJSF's errors in the spec's words: the engine's messages, so the browser says what the server says. */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.flatMap((error) => {
    if (error.name === 'required') return [{ ...error, message: REQUIRED_MESSAGE, stack: REQUIRED_MESSAGE }];
    const [mapped] = toStepErrors([
      {
        keyword: error.name ?? '',
        params: (error.params ?? {}) as Record<string, unknown>,
        instancePath: '',
        schemaPath: error.schemaPath ?? '',
        ...(error.message === undefined ? {} : { message: error.message }),
      },
    ]);
    // Nothing mapped: an `if` that its `then` reports already.
    return mapped === undefined ? [] : [{ ...error, message: mapped.message, stack: mapped.message }];
  });
}

/** The server's field errors (JSON Pointers) as RJSF's error tree, shown beside each field. */
export function toErrorSchema(fields: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of fields) {
    let node = root;
    for (const segment of path.split('/').slice(1)) {
      const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
      node = (node[key] ??= {}) as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return root as ErrorSchema;
}

/**
 * RJSF's customValidate: the engine's rules across fields (a real phone number, a daily budget
 * of a week, an age range in order), the same ones the server runs after the schema.
 */
export function crossFieldValidate<T>(schemaRef: string) {
  return (formData: T | undefined, errors: FormValidation<T>): FormValidation<T> => {
    for (const { path, message } of crossFieldErrors(schemaRef, formData)) {
      let node: unknown = errors;
      for (const segment of path.split('/').slice(1)) node = (node as Record<string, unknown> | undefined)?.[segment];
      (node as { addError?: (text: string) => void } | undefined)?.addError?.(message);
    }
    return errors;
  };
}
