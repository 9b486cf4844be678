import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { REQUIRED_MESSAGE, toStepErrors } from '../../engine/index.ts';
import type { FieldError } from '../session/api-error.ts';

// What a step validates with (precompiled or Ajv itself) loads per step: step-validation.ts.

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
