import type { FormValidation } from '@rjsf/utils';
import { crossFieldErrors } from '../../engine/index.ts';

/**
 * RJSF's customValidate: the engine's rules across fields (a real phone number, a daily budget
 * of a week, an age range in order), the same ones the server runs after the schema. Loaded only
 * with a step that has such rules: the phone check brings libphonenumber-js.
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
