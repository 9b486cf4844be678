import type { ErrorSchema, FormValidation, UiSchema } from '@rjsf/utils';
import { crossFieldErrors } from '../../engine/index.ts';

type Node = Record<string, unknown> | undefined;

const nodeAt = (root: unknown, path: string): Node =>
  path
    .split('/')
    .slice(1)
    .reduce<Node>((node, segment) => node?.[segment] as Node, root as Node);

/**
 * RJSF's customValidate: the engine's rules across fields (a real phone number, a daily budget
 * of a week, an age range in order), the same ones the server runs after the schema. Loaded only
 * with a step that has such rules: the phone check brings libphonenumber-js. A field the schema
 * refuses already says why once: a rule adds nothing to it (issue 20: the phone error was shown
 * twice), as the server runs the rules only once the schema passes.
 */
export function crossFieldValidate<T>(schemaRef: string) {
  return (
    formData: T | undefined,
    errors: FormValidation<T>,
    _uiSchema?: UiSchema<T>,
    schemaErrors?: ErrorSchema<T>,
  ): FormValidation<T> => {
    for (const { path, message } of crossFieldErrors(schemaRef, formData)) {
      const refused = nodeAt(schemaErrors, path)?.__errors;
      if (Array.isArray(refused) && refused.length > 0) continue;
      (nodeAt(errors, path) as { addError?: (text: string) => void } | undefined)?.addError?.(message);
    }
    return errors;
  };
}
