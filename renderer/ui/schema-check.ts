// The account forms check their data against the very schemas the server checks the request
// bodies with (server/request-input.ts), with the engine's options and messages: the browser and
// the server say the same. Ajv and the schemas load when a form first needs them.
import type { FieldError } from '../session/api-error.ts';

/** A schema below schemas/, as the server names it (`api/login.schema.json`). */
export type SchemaRef = `${'api' | 'entities'}/${string}.schema.json`;

/** Checks `data` against a schema; no errors means it passes. */
export type SchemaCheck = (data: unknown) => readonly FieldError[];

const loaded = new Map<SchemaRef, Promise<SchemaCheck>>();

/** The check of `schemaRef`, compiled once per page. */
export function schemaCheck(schemaRef: SchemaRef): Promise<SchemaCheck> {
  let check = loaded.get(schemaRef);
  if (check === undefined) {
    check = import('./schema-compiler.ts').then(({ compileCheck }) => compileCheck(schemaRef));
    loaded.set(schemaRef, check);
    check.catch(() => loaded.delete(schemaRef));
  }
  return check;
}
