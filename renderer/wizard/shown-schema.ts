import { hashString, sortedJSONStringify, type RJSFSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { withOptionLabels } from './option-labels.ts';

/**
 * The schema a step's form is drawn and validated with: the server's, its choices labelled in
 * words from the `enums` namespace. The build precompiles validators for exactly this schema
 * (scripts/vite-step-validators.ts), so both sides must label alike.
 */
export function shownSchema(schema: RJSFSchema, t: TFunction): RJSFSchema {
  return withOptionLabels(schema, (title) =>
    t(title, { ns: 'enums', keySeparator: false, nsSeparator: false, defaultValue: title }),
  );
}

/**
 * Identifies a schema by its content (keys in any order): RJSF's hash of it, with the length of
 * what was hashed against the odd collision of a 32-bit hash.
 */
export function schemaFingerprint(schema: RJSFSchema): string {
  const text = sortedJSONStringify(schema);
  return `${hashString(text)}:${text.length}`;
}
