/** Errors the engine throws at its callers: each names what was unknown, never a stack trace. */
export class EngineError extends Error {
  override name = 'EngineError';
}

export class UnknownFlowError extends EngineError {
  constructor(flowId: string, known: readonly string[]) {
    super(`Unknown flow "${flowId}" (flows: ${known.join(', ')})`);
  }
}

export class UnknownStepError extends EngineError {
  constructor(flowId: string, stepId: string) {
    super(`Flow "${flowId}" has no step "${stepId}"`);
  }
}

export class UnknownFlagError extends EngineError {
  constructor(flag: string, known: readonly string[]) {
    super(`Unknown flag "${flag}" (flags: ${known.join(', ')})`);
  }
}

export class UnknownEventError extends EngineError {
  constructor(flowId: string, stepId: string, event: string, known: readonly string[]) {
    super(`Step "${stepId}" of flow "${flowId}" has no event "${event}" (events: ${known.join(', ') || 'none'})`);
  }
}

/** One thing wrong in a definition file, located by file and JSON pointer. */
export interface DefinitionProblem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

export class InvalidDefinitionsError extends EngineError {
  readonly problems: readonly DefinitionProblem[];
  constructor(problems: readonly DefinitionProblem[]) {
    super(`${problems.length} problem(s) in flow definitions:\n${problems.map(formatProblem).join('\n')}`);
    this.problems = problems;
  }
}

export function formatProblem(problem: DefinitionProblem): string {
  return `${problem.file}#${problem.path}: ${problem.message}`;
}
