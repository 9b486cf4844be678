import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';

/**
 * The step schemas are draft 2020-12 and carry their own words in `errorMessage` (ajv-errors),
 * as on the server (docs/decisions.md 22). The browser's full validator and the build's
 * precompiled ones (scripts/vite-step-validators.ts) are made with exactly these options, so a
 * step says the same whichever of them checks it.
 */
export const AJV_OPTIONS = {
  // Not the class RJSF's types name, but the same Ajv 8 core with the 2020-12 vocabulary.
  AjvClass: Ajv2020 as unknown as NonNullable<CustomValidatorOptionsType['AjvClass']>,
  extenderFn: (ajv: Ajv2020) => {
    // A CommonJS module whose default export is its module object (as in the engine).
    ajvErrors.default(ajv);
    return ajv;
  },
} satisfies CustomValidatorOptionsType;
