import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';

/**
 * Where a text of a step sits in locales/<lng>/fields.json, below the step's entry: the path of
 * its field as the uiSchema names it (a property by its name, `items` for a list's item; the
 * schema's other keywords as they are, `allOf`, `0`, `then`), then the keyword that carries it:
 * `["address", "addressLine", "ui:placeholder"]`. scripts/gen-field-labels.ts writes the English.
 */
export type TextPath = readonly string[];

/** The text to show at `path` of a step, given the English its schema or uiSchema carries there. */
export type SayText = (path: TextPath, english: string) => string;

/** A step's schema and uiSchema, their texts said by a SayText. */
export interface StepTexts {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
}

/** The uiSchema keywords whose text a form shows. */
const UI_TEXT_KEYWORDS: ReadonlySet<string> = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);

/**
 * The step with every text users see said by `say`: the schema's titles (the server's schema,
 * every `$ref` inlined) and the uiSchema's texts. Left as they are: the schema's `description`s
 * (developers' notes, never shown: templates.tsx) and `errorMessage`s, a choice's title (its enum
 * name, labelled by option-labels.ts), the titles of conditions (`if`), of `$defs` (drawn where
 * they are inlined) and the step's own (the page's heading names the step).
 */
export function withFieldTexts(schema: RJSFSchema, uiSchema: UiSchema, say: SayText): StepTexts {
  return {
    schema: schemaWithTexts(schema, [], say, true) as RJSFSchema,
    uiSchema: uiSchemaWithTexts(uiSchema, [], say) as UiSchema,
  };
}

/** The entry of a step in locales/<lng>/fields.json: its schema file's name (`email-signup`). */
export function stepTextsName(schemaRef: string): string {
  return (schemaRef.split('/').pop() ?? schemaRef).replace(/\.schema\.json$/, '');
}

/**
 * A SayText of the `fields` namespace for the step of `schemaRef`; a text it has no translation
 * for stays the English one.
 */
export function fieldsCatalogue(schemaRef: string, t: TFunction): SayText {
  const step = stepTextsName(schemaRef);
  // Keys hold `:` (`ui:placeholder`), which is no namespace separator here.
  return (path, english) => t([step, ...path].join('.'), { ns: 'fields', nsSeparator: false, defaultValue: english });
}

// Sub-schemas whose texts are drawn, or merged into what is drawn (`then`, `allOf`).
const SINGLE_SUBSCHEMAS = ['items', 'additionalProperties'] as const;
const MERGED_SUBSCHEMAS = ['then', 'else'] as const;
const MERGED_LISTS = ['allOf'] as const;
const ALTERNATIVE_LISTS = ['anyOf', 'oneOf'] as const;

/**
 * `ofStep`: the node is the step itself or a part merged into it (`allOf`, `then`), whose title
 * names the step. An alternative with a `const` is a choice, whose title is its enum name.
 */
function schemaWithTexts(node: unknown, path: TextPath, say: SayText, ofStep: boolean, isChoice = false): unknown {
  if (!isRecord(node)) return node;
  const copy: Record<string, unknown> = { ...node };
  if (typeof copy.title === 'string' && !ofStep && !isChoice) copy.title = say([...path, 'title'], copy.title);
  const { properties } = copy;
  if (isRecord(properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(properties).map(([name, child]) => [name, schemaWithTexts(child, [...path, name], say, false)]),
    );
  }
  for (const keyword of SINGLE_SUBSCHEMAS) {
    if (keyword in copy) copy[keyword] = schemaWithTexts(copy[keyword], [...path, keyword], say, false);
  }
  for (const keyword of MERGED_SUBSCHEMAS) {
    if (keyword in copy) copy[keyword] = schemaWithTexts(copy[keyword], [...path, keyword], say, ofStep);
  }
  for (const keyword of [...MERGED_LISTS, ...ALTERNATIVE_LISTS]) {
    const list = copy[keyword];
    if (!Array.isArray(list)) continue;
    const merged = (MERGED_LISTS as readonly string[]).includes(keyword);
    copy[keyword] = list.map((part: unknown, index) => {
      const partPath = [...path, keyword, String(index)];
      return schemaWithTexts(part, partPath, say, merged && ofStep, !merged && isRecord(part) && 'const' in part);
    });
  }
  return copy;
}

// A uiSchema names fields as the schema's paths above do; `ui:` keywords other than texts (a
// widget's name, `ui:options`) are left as they are.
function uiSchemaWithTexts(node: unknown, path: TextPath, say: SayText): unknown {
  if (Array.isArray(node)) return node.map((item, index) => uiSchemaWithTexts(item, [...path, String(index)], say));
  if (!isRecord(node)) return node;
  const entries = Object.entries(node).map(([key, value]): [string, unknown] => {
    if (UI_TEXT_KEYWORDS.has(key) && typeof value === 'string') return [key, say([...path, key], value)];
    if (key.startsWith('ui:')) return [key, value];
    return [key, uiSchemaWithTexts(value, [...path, key], say)];
  });
  return Object.fromEntries(entries);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
