import { Ajv2020, type AnySchemaObject } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import { toStepErrors } from '../../engine/index.ts';
import type { SchemaCheck, SchemaRef } from './schema-check.ts';

const SCHEMA_BASE = 'https://adflow.app/schemas/';

// Every schema a form's schema may refer to, a chunk each, fetched when a `$ref` needs it.
const schemaFiles = import.meta.glob<AnySchemaObject>('../../schemas/{api,entities,enums}/*.schema.json', {
  import: 'default',
});

async function loadSchema(uri: string): Promise<AnySchemaObject> {
  const path = uri.startsWith(SCHEMA_BASE) ? `../../schemas/${uri.slice(SCHEMA_BASE.length)}` : uri;
  const load = schemaFiles[path];
  if (load === undefined) throw new Error(`No schema ${uri}`);
  return load();
}

// The engine's options (engine/step-validation.ts createSchemaValidator), with the schemas loaded
// on demand. Both plugins are CommonJS modules whose default export is their module object.
// multipleOfPrecision as in the engine: `multipleOf: 0.01` amounts such as 19.99 pass exactly.
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, multipleOfPrecision: 9, loadSchema });
ajvFormats.default(ajv);
ajvErrors.default(ajv);

// One compilation at a time: two at once could both add a schema they share, which Ajv refuses.
let queue: Promise<unknown> = Promise.resolve();

/** Compiles the check of `schemaRef`, messages in the engine's words (as the server's 102 fields). */
export function compileCheck(schemaRef: SchemaRef): Promise<SchemaCheck> {
  const id = SCHEMA_BASE + schemaRef;
  const compiled = queue.then(async () => {
    const validate = ajv.getSchema(id) ?? (await ajv.compileAsync(await loadSchema(id)));
    const check: SchemaCheck = (data) => (validate(data) ? [] : toStepErrors(validate.errors ?? []));
    return check;
  });
  queue = compiled.catch(() => undefined);
  return compiled;
}
