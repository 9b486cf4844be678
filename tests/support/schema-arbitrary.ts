import fc from 'fast-check';

/** A JSON Schema as read from a file below schemas/. */
type Schema = Readonly<Record<string, unknown>>;

// The $ids of the project's schemas start here; a `$ref` resolves against its file like a URL.
const SCHEMA_BASE = 'https://adflow.app/schemas/';
// Keeps generated strings and arrays small: the mutations, not the shapes, make the big ones.
const SPARE_LENGTH = 12;
const SPARE_ITEMS = 3;

/**
 * fast-check arbitraries of values shaped like a schema of the project (decision 320: no JSON
 * Schema → fast-check library on npm is kept up to date). "Shaped like": the values have the
 * schema's properties, types, enums, constants, formats and bounds; conditional rules (`if`,
 * `not`, `dependentSchemas`) are left out, so a few values may still fail the schema. The fuzzers
 * mutate these values and ask the validator whether the mutation is refused, so they never rely
 * on a generated value being valid.
 */
export function schemaArbitrary(schemas: ReadonlyMap<string, object>, ref: string): fc.Arbitrary<unknown> {
  const resolve = (pointer: string, from: string): { schema: Schema; file: string } => {
    const url = new URL(pointer, SCHEMA_BASE + from);
    const file = url.href.slice(SCHEMA_BASE.length).replace(/#.*$/, '');
    let schema: unknown = schemas.get(file);
    if (schema === undefined) throw new Error(`No schema ${file} (from ${from})`);
    for (const key of url.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) {
      schema = (schema as Schema)[decodeURIComponent(key)];
    }
    return { schema: schema as Schema, file };
  };
  const arbitraryOf = (schema: Schema | boolean, file: string, depth: number): fc.Arbitrary<unknown> => {
    if (typeof schema === 'boolean' || depth > 12) return fc.constant(null);
    if (typeof schema.$ref === 'string') {
      const target = resolve(schema.$ref, file);
      return arbitraryOf(merged(target.schema, without(schema, '$ref')), target.file, depth + 1);
    }
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (branches !== undefined) {
      const base = without(schema, 'oneOf', 'anyOf');
      return fc.oneof(...branches.map((branch) => arbitraryOf(merged(base, branch), file, depth + 1)));
    }
    if (Array.isArray(schema.allOf)) {
      const { allOf, ...base } = schema;
      return arbitraryOf((allOf as Schema[]).reduce(merged, base), file, depth + 1);
    }
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
    return fc.oneof(
      ...types.map((type) => typedArbitrary(type, schema, (child) => arbitraryOf(child, file, depth + 1))),
    );
  };
  // Through JSON, as a request carries it: plain objects (fast-check makes some without a
  // prototype), no -0 and no undefined.
  return arbitraryOf(resolve(ref, '').schema, ref, 0).map((value) => JSON.parse(JSON.stringify(value)) as unknown);
}

function typedArbitrary(
  type: string | undefined,
  schema: Schema,
  child: (schema: Schema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectArbitrary(schema, child);
    case 'array':
      return arrayArbitrary(schema, child);
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
    case 'number':
      return numberArbitrary(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // No type: anything JSON, kept small.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: Schema, child: (schema: Schema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, child(property)])),
    { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) },
  );
  // A required property the schema does not describe (a oneOf branch naming its base's) is anything.
  const undescribed = [...required].filter((name) => !(name in properties));
  if (undescribed.length === 0) return record;
  return fc
    .tuple(record, fc.tuple(...undescribed.map(() => fc.jsonValue({ maxDepth: 1 }))))
    .map(([value, extra]) => ({ ...value, ...Object.fromEntries(undescribed.map((name, i) => [name, extra[i]])) }));
}

function arrayArbitrary(schema: Schema, child: (schema: Schema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const items = child((schema.items ?? {}) as Schema);
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const maxLength = Math.min(
    (schema.maxItems as number | undefined) ?? minLength + SPARE_ITEMS,
    minLength + SPARE_ITEMS,
  );
  return schema.uniqueItems === true
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(items, { minLength, maxLength });
}

const FORMATS: Readonly<Record<string, fc.Arbitrary<string>>> = {
  email: fc.emailAddress(),
  uri: fc.webUrl(),
  uuid: fc.uuid({ version: 4 }),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((day) => day.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((time) => time.toISOString()),
};

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const format = FORMATS[schema.format as string];
  if (format !== undefined) return format;
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min(
    (schema.maxLength as number | undefined) ?? minLength + SPARE_LENGTH,
    minLength + SPARE_LENGTH,
  );
  if (typeof schema.pattern === 'string') {
    // Not filtered by length: a filter that rarely passes (`^[A-Z0-9 ]+$` of at least 4) spins.
    const matching = patternArbitrary(schema.pattern, minLength > 1 ? 'medium' : 'xsmall');
    if (matching !== undefined) return matching;
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

// fast-check reads most of the patterns the schemas use; one it cannot (a lookahead, \p{…}) gives
// plain text, which the schema may refuse: the fuzzers only count on the validator's verdict.
function patternArbitrary(pattern: string, size: fc.Size): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'), { size });
  } catch {
    return undefined;
  }
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum as number | undefined;
  const min =
    (schema.minimum as number | undefined) ?? (exclusive === undefined ? -1_000_000 : exclusive + (integer ? 1 : 0.01));
  const max = (schema.maximum as number | undefined) ?? min + 1_000_000;
  const step = (schema.multipleOf as number | undefined) ?? (integer ? 1 : 0.01);
  // Whole multiples of the step between the bounds, as the amounts' `multipleOf: 0.01` wants.
  return fc
    .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
    .map((multiple) => Number((multiple * step).toFixed(9)));
}

/** Two schemas' constraints together (allOf, or a branch with its base); enough to shape a value. */
function merged(base: Schema, extra: Schema): Schema {
  const properties = { ...(base.properties as Schema | undefined), ...(extra.properties as Schema | undefined) };
  const required = [...((base.required ?? []) as string[]), ...((extra.required ?? []) as string[])];
  return { ...base, ...extra, properties, required: [...new Set(required)] };
}

const without = (schema: Schema, ...keys: string[]): Schema =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
