import type { CompatibilityFinding, DefinitionProblem } from '../../../engine/index.ts';
import { AppError } from '../../errors.ts';
import { type StudioFinding } from './release-check.ts';

/** A draft (or an old version) that may not be published as it is: its problems and findings say why. */
export class NotPublishableError extends AppError {
  readonly problems: readonly DefinitionProblem[];
  readonly findings: readonly (CompatibilityFinding | StudioFinding)[];
  constructor(
    message: string,
    problems: readonly DefinitionProblem[],
    findings: readonly (CompatibilityFinding | StudioFinding)[],
  ) {
    super(409, 409, message);
    this.problems = problems;
    this.findings = findings;
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), problems: this.problems, findings: this.findings };
  }
}

/** The draft changed since it was read (another tab, another staff member): nothing was written. */
export class StaleDraftError extends AppError {
  constructor(message = 'The draft was changed by someone else. Reload it and try again.') {
    super(409, 409, message);
  }
}
