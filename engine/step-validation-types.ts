/** A validation failure as every screen and every API response shows it. */
export interface StepError {
  /** JSON pointer to the field, e.g. `/address/city`; '' for the whole step. */
  readonly path: string;
  readonly message: string;
}

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: readonly StepError[];
}
