import type { Request } from 'express';
import type { Project } from '../engine/index.ts';
import { InvalidRequestError } from './errors.ts';

/**
 * Every request body and query is checked against a schema under schemas/, the same files the
 * renderer uses; what passes is returned typed as the caller says the schema describes it.
 */
export function validInput(project: Project, schemaRef: string, input: unknown): Record<string, unknown> {
  const result = project.validate(schemaRef, input);
  if (!result.valid) throw new InvalidRequestError('Invalid request data', result.errors);
  return input as Record<string, unknown>;
}

/** The request's body once its schema passes it, as `T`: the type generated from that schema. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the schema's generated type, named by the caller
export const bodyOf = <T = Record<string, unknown>>(project: Project, schemaRef: string, req: Request): T =>
  // No body is an empty one; a JSON null sent as the body is data, and no object schema passes it.
  validInput(project, schemaRef, req.body === undefined ? {} : (req.body as unknown)) as unknown as T;

/** The request's query once its schema passes it, as `T` (query values are strings). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the schema's generated type, named by the caller
export const queryOf = <T = Record<string, unknown>>(project: Project, schemaRef: string, req: Request): T =>
  validInput(project, schemaRef, req.query) as unknown as T;

export function commaList(value: unknown): string[] | undefined {
  return typeof value === 'string' ? value.split(',') : undefined;
}

/**
 * A numeric id from the path (AP §5: profile and campaign ids are numeric), within PostgreSQL's
 * integer; null for anything else, which no row can have.
 */
export function numericId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}
