import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import { crossFieldErrors } from './cross-field-rules.ts';
import type { StepError, ValidationResult } from './step-validation-types.ts';

export type { StepError, ValidationResult } from './step-validation-types.ts';

// onboarding-and-launch §5: every required field says this.
export const REQUIRED_MESSAGE = 'Please provide a value';

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  email: 'e-mail address',
  uri: 'URL',
  date: 'date (YYYY-MM-DD)',
  'date-time': 'date and time',
  time: 'time (HH:MM)',
};

/**
 * One ajv per project: schemas are added once, each validator compiles on first use and is cached
 * by ajv, which is what makes validation fast enough for the hot path.
 */
export function createSchemaValidator(schemas: ReadonlyMap<string, object>, baseUri: string) {
  // multipleOfPrecision: amounts are `multipleOf: 0.01`, which floats fail exactly (19.99 / 0.01).
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, multipleOfPrecision: 9 });
  // Both plugins are CommonJS modules whose default export is their module object.
  ajvFormats.default(ajv);
  ajvErrors.default(ajv);
  // A schema ajv refuses outright (a draft's typo) is reported by compileAll like one that fails to compile.
  const refused = new Map<string, string>();
  for (const [ref, schema] of schemas) {
    try {
      ajv.addSchema(schema, baseUri + ref);
    } catch (error) {
      refused.set(ref, error instanceof Error ? error.message : String(error));
    }
  }
  // Conditions are short questions staff write in flow files; unknown keywords are still refused,
  // but `contains` need not repeat `type: array`.
  const conditions = new Ajv2020({ strict: true, strictTypes: false });

  function compiled(ref: string): ValidateFunction {
    const validate = ajv.getSchema(baseUri + ref);
    if (validate === undefined) throw new Error(`No schema ${ref}`);
    return validate;
  }

  return {
    has: (ref: string) => schemas.has(ref),
    /** Compiles every schema now, so a broken one fails at load and not on a user's request. */
    compileAll(): { ref: string; message: string }[] {
      const failures: { ref: string; message: string }[] = [];
      for (const ref of schemas.keys()) {
        const refusal = refused.get(ref);
        if (refusal !== undefined) {
          failures.push({ ref, message: refusal });
          continue;
        }
        try {
          compiled(ref);
        } catch (error) {
          failures.push({ ref, message: error instanceof Error ? error.message : String(error) });
        }
      }
      return failures;
    },
    /** A JSON Schema used as a yes/no question about data (a step's `setsFlags`). */
    condition(schema: object): (data: unknown) => boolean {
      const validate = conditions.compile(schema);
      return (data) => validate(data);
    },
    validate(ref: string, data: unknown): ValidationResult {
      const validate = compiled(ref);
      const { value, cut } = withListsCut(data);
      if (!validate(value)) return { valid: false, errors: toStepErrors(validate.errors ?? []) };
      // A list cut short that the schema takes whole (it sets no maxItems) is still refused.
      if (cut.length > 0) return { valid: false, errors: cut.map((path) => ({ path, message: TOO_LONG_MESSAGE })) };
      const errors = crossFieldErrors(ref, value);
      return { valid: errors.length === 0, errors };
    },
    /** Raw ajv errors, for callers that report them in their own words (the flow file checks). */
    rawErrors(ref: string, data: unknown): readonly ErrorObject[] {
      const validate = compiled(ref);
      return validate(data) ? [] : (validate.errors ?? []);
    },
  };
}

export type SchemaValidator = ReturnType<typeof createSchemaValidator>;

/**
 * No list of the schemas holds more than 200 entries, so one of over 1,000 is refused whatever its
 * schema. ajv is shown only its first 1,001 entries: with allErrors it checks uniqueItems even past
 * maxItems, comparing entries pairwise, and 20,000 kept one request busy for 4 s (the fuzzer found
 * it). Shown 1,001, it still refuses the list with the schema's own maxItems message.
 */
export const LONGEST_LIST = 1_000;
const TOO_LONG_MESSAGE = `Choose at most ${String(LONGEST_LIST)}`;
// Deeper than any body the server takes (decision: 32 levels): past it nothing is looked at.
const DEEPEST_CUT = 64;

/** `data` with every list over LONGEST_LIST cut to LONGEST_LIST + 1 entries, and where they were. */
function withListsCut(data: unknown): { value: unknown; cut: string[] } {
  const cut: string[] = [];
  const visit = (value: unknown, pointer: string, depth: number): unknown => {
    if (typeof value !== 'object' || value === null || depth > DEEPEST_CUT) return value;
    if (Array.isArray(value)) {
      const kept = value.length > LONGEST_LIST ? value.slice(0, LONGEST_LIST + 1) : value;
      if (kept !== value) cut.push(pointer);
      const items = kept.map((item, index) => visit(item, `${pointer}/${String(index)}`, depth + 1));
      return items.every((item, index) => item === kept[index]) && kept === value ? value : items;
    }
    const entries = Object.entries(value).map(
      ([key, item]) =>
        [key, item, visit(item, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, depth + 1)] as const,
    );
    const changed = entries.some(([, item, visited]) => visited !== item);
    return changed ? Object.fromEntries(entries.map(([key, , visited]) => [key, visited])) : value;
  };
  const value = visit(data, '', 0);
  return { value, cut };
}

/** Turns ajv's errors into one message per field, in the spec's words where it has them. */
export function toStepErrors(errors: readonly ErrorObject[]): StepError[] {
  const byPath = new Map<string, string>();
  for (const error of errors) {
    if (isNoise(error)) continue;
    const path = errorPath(error);
    if (!byPath.has(path)) byPath.set(path, errorMessage(error));
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}

// `if` repeats what its `then` already said; a `const` inside `oneOf` is one failed option of a
// choice, which the `oneOf` error reports once.
function isNoise(error: ErrorObject): boolean {
  return error.keyword === 'if' || (error.keyword === 'const' && error.schemaPath.includes('/oneOf/'));
}

function errorPath(error: ErrorObject): string {
  const missing = missingProperty(error);
  if (missing !== undefined) return `${error.instancePath}/${escapePointer(missing)}`;
  if (error.keyword === 'additionalProperties') {
    return `${error.instancePath}/${escapePointer(String(error.params.additionalProperty))}`;
  }
  return error.instancePath;
}

function missingProperty(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'errorMessage') {
    // ajv-errors keeps the errors it replaced; a custom "required" message belongs to the field.
    const replaced = error.params.errors as ErrorObject[] | undefined;
    const first = replaced?.[0];
    if (first?.keyword === 'required' && first.instancePath === error.instancePath) {
      return String(first.params.missingProperty);
    }
  }
  return undefined;
}

function errorMessage(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'errorMessage':
      return error.message ?? REQUIRED_MESSAGE;
    case 'required':
      return REQUIRED_MESSAGE;
    case 'minLength':
      return params.limit === 1 ? REQUIRED_MESSAGE : `Must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `Must be at least ${String(params.limit)}`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `Must be more than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `Must be less than ${String(params.limit)}`;
    case 'minItems':
      return `Choose at least ${String(params.limit)}`;
    case 'maxItems':
      return `Choose at most ${String(params.limit)}`;
    case 'uniqueItems':
      return 'Each entry may appear only once';
    case 'multipleOf':
      return 'Must be a whole number';
    case 'format':
      return `Please enter a valid ${FORMAT_NAMES[String(params.format)] ?? String(params.format)}`;
    case 'const':
      return params.allowedValue === true ? 'Please accept to continue' : 'Please choose one of the options';
    case 'enum':
    case 'oneOf':
    case 'anyOf':
      return 'Please choose one of the options';
    case 'type':
      return `Must be ${describeType(params.type)}`;
    case 'additionalProperties':
      return 'This field is not part of this step';
    default:
      return 'Please check this value';
  }
}

function describeType(type: unknown): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'yes or no',
    array: 'a list',
    object: 'a group of fields',
    null: 'empty',
  };
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => names[String(t)] ?? String(t)).join(' or ');
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
