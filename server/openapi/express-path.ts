/** The one path parameter that spans several segments: step ids contain "/" (`website/details`). */
export const WILDCARD_PARAMETER = 'stepId';

/**
 * The Express 5 path of a catalogue path: `{name}` → `:name`; `{stepId}` → `*stepId`, which
 * matches the rest of the path and gives the handler its segments as a list.
 */
export const expressPath = (path: string): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === WILDCARD_PARAMETER ? `*${name}` : `:${name}`));
