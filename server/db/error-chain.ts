/**
 * An error and the errors it wraps, outermost first: the ORM wraps the driver's error (copying its
 * code), and a wrapper of ours may wrap that. Three deep is as deep as they go.
 */
export function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 3; current = current.cause) chain.push(current);
  return chain;
}

/** The error's SQLSTATE or socket code ('' without one). */
export const codeOf = (error: Error): string => ('code' in error ? String(error.code) : '');
