import type { RJSFSchema } from '@rjsf/utils';

/** One answer a schema allows: its value and the title the schema gives it. */
export interface Choice<V = unknown> {
  readonly value: V;
  readonly title: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const asSchema = (value: unknown): RJSFSchema | undefined => (isRecord(value) ? value : undefined);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The schema of a property (the server inlines every `$ref`, so it is there as it is). */
export function propertySchema(schema: RJSFSchema | undefined, name: string): RJSFSchema | undefined {
  return asSchema(schema?.properties?.[name]);
}

/** The schema of an array's items, or the schema itself for a single value. */
export function itemSchema(schema: RJSFSchema): RJSFSchema {
  return schema.type === 'array' ? (asSchema(schema.items) ?? {}) : schema;
}

/** The answers of an enumeration written as `oneOf` of `const` + `title` (or a bare `enum`). */
export function choicesOf<V = unknown>(schema: RJSFSchema | undefined): Choice<V>[] {
  if (schema === undefined) return [];
  if (Array.isArray(schema.oneOf)) {
    return schema.oneOf.flatMap((option) =>
      isRecord(option) && 'const' in option
        ? [{ value: option.const as V, title: typeof option.title === 'string' ? option.title : textOf(option.const) }]
        : [],
    );
  }
  return (schema.enum ?? []).map((value) => ({ value: value as V, title: textOf(value) }));
}

/** A number a schema keyword holds, if it holds one. */
export function numberOf(schema: RJSFSchema | undefined, keyword: keyof RJSFSchema): number | undefined {
  const value: unknown = schema?.[keyword];
  return typeof value === 'number' ? value : undefined;
}

/** The strings a schema keyword lists (`enum` of MIME types), if it lists any. */
export function stringsOf(schema: RJSFSchema | undefined, keyword: keyof RJSFSchema): string[] {
  const value: unknown = schema?.[keyword];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
