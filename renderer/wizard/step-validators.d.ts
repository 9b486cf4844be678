// The modules scripts/vite-step-validators.ts makes at build time.
declare module 'virtual:step-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** One step schema's precompiled validation functions, keyed as RJSF looks them up. */
  export interface PrecompiledStep {
    /** schemaFingerprint() of the schema they were compiled from. */
    readonly fingerprint: string;
    readonly validateFns: ValidatorFunctions;
  }

  /** Every step schema of the flows by schemaRef (`steps/budget.schema.json`). */
  export const precompiledSteps: Readonly<
    Record<
      string,
      {
        /** Whether the engine has rules across fields for the schema (crossFieldErrors). */
        readonly crossFieldRules: boolean;
        readonly load: () => Promise<PrecompiledStep>;
      }
    >
  >;
}
