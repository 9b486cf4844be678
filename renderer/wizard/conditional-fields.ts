import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Whether `data` satisfies a sub-schema of the step (an `if`), with the step's schema as root. */
export type Holds = (condition: RJSFSchema, data: unknown) => boolean;

interface Condition {
  readonly if: RJSFSchema;
  readonly fields: readonly string[];
  /** What the condition says of fields when it holds (`then.properties`). */
  readonly rules: Readonly<Record<string, unknown>>;
}

/**
 * The fields a step asks for only under a condition (`allOf: [{ if, then: { required } }]`, e.g.
 * the website only when the business has one; or, left optional, named `true` in `then.properties`,
 * e.g. a leads ad's image) that no condition holding now asks for: the form hides them and does
 * not send what they hold.
 */
export function hiddenFields(schema: RJSFSchema, data: unknown, holds: Holds): Set<string> {
  const alwaysAsked = new Set(schema.required ?? []);
  const conditions = conditionsOf(schema).map((condition) => ({
    ...condition,
    fields: condition.fields.filter((field) => !alwaysAsked.has(field)),
  }));
  const asked = new Set(conditions.filter((condition) => holds(condition.if, data)).flatMap((c) => c.fields));
  return new Set(conditions.flatMap((condition) => condition.fields).filter((field) => !asked.has(field)));
}

// What a condition asks for: the fields it requires, and the optional ones it names as just `true`
// (a rule such as a narrower list of choices is no asking: that field is asked for anyway).
const fieldsAskedBy = (then: RJSFSchema): string[] => [
  ...(then.required ?? []),
  ...Object.entries(then.properties ?? {}).flatMap(([field, rule]) => (rule === true ? [field] : [])),
];

// Conditions sit in `allOf`, also nested (a shared rules definition the server inlined).
function conditionsOf(schema: RJSFSchema): Condition[] {
  return (schema.allOf ?? []).flatMap((part): Condition[] => {
    if (typeof part !== 'object') return [];
    const own =
      typeof part.if === 'object' && typeof part.then === 'object'
        ? [{ if: part.if, fields: fieldsAskedBy(part.then), rules: part.then.properties ?? {} }]
        : [];
    return [...own, ...conditionsOf(part)];
  });
}

/**
 * What the conditions holding now say of one of the step's fields (`allOf: [{ if, then: {
 * properties: { field: rule } } }]`, e.g. the calls to action the objective allows, OL §3).
 */
export function conditionalRules(schema: RJSFSchema, field: string, data: unknown, holds: Holds): RJSFSchema[] {
  return conditionsOf(schema).flatMap((condition) => {
    const rule = condition.rules[field];
    return typeof rule === 'object' && rule !== null && holds(condition.if, data) ? [rule] : [];
  });
}

/**
 * The fields a step asks only in some regions (`"ui:options": { "regions": ["IN"] }`: a GST
 * invoice is India's) that the session's region is not one of: hidden, and what they hold dropped.
 */
export function fieldsOutsideRegion(uiSchema: UiSchema, region: string | null): Set<string> {
  const outside = new Set<string>();
  if (region === null) return outside;
  for (const [field, fieldUiSchema] of Object.entries(uiSchema)) {
    if (field.startsWith('ui:') || typeof fieldUiSchema !== 'object' || fieldUiSchema === null) continue;
    const regions = ((fieldUiSchema as UiSchema)['ui:options'] as { regions?: unknown } | undefined)?.regions;
    if (Array.isArray(regions) && !regions.includes(region)) outside.add(field);
  }
  return outside;
}

/** The uiSchema with `hidden` fields drawn as nothing at all. */
export function withHiddenFields(uiSchema: UiSchema, hidden: ReadonlySet<string>): UiSchema {
  if (hidden.size === 0) return uiSchema;
  const shown: UiSchema = { ...uiSchema };
  for (const field of hidden) {
    const own = (uiSchema[field] ?? {}) as UiSchema;
    shown[field] = { ...own, 'ui:widget': 'hidden', 'ui:field': NoField };
  }
  return shown;
}

/** The step's data without what hidden fields hold. */
export function withoutHiddenFields(data: unknown, hidden: ReadonlySet<string>): unknown {
  if (hidden.size === 0 || data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([field]) => !hidden.has(field)));
}

function NoField() {
  return null;
}
