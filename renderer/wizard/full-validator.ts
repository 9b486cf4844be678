import { customizeValidator } from '@rjsf/validator-ajv8';
import { AJV_OPTIONS } from './ajv-options.ts';

/**
 * Ajv itself, compiling in the browser: for a schema the build did not precompile (or one that
 * changed since). Loaded only then (step-validation.ts).
 */
export const fullValidator = customizeValidator(AJV_OPTIONS);
