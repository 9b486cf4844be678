import type { RJSFSchema } from '@rjsf/utils';

/** The label users see for an option whose schema title is `title` (its identifier, e.g. `leadGeneration`). */
export type OptionLabel = (title: string) => string;

/**
 * The schema with every choice (`oneOf`/`anyOf` of `const` + `title`) labelled for users: schema
 * titles are identifiers (the spec's enum names); locales/<lng>/enums.json says them in words.
 */
export function withOptionLabels(schema: RJSFSchema, label: OptionLabel): RJSFSchema {
  return relabel(schema, label) as RJSFSchema;
}

function relabel(node: unknown, label: OptionLabel): unknown {
  if (Array.isArray(node)) return node.map((item) => relabel(item, label));
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, relabel(value, label)] as const);
  const copy: Record<string, unknown> = Object.fromEntries(entries);
  if ('const' in copy && typeof copy.title === 'string') copy.title = label(copy.title);
  return copy;
}
