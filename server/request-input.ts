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

export const bodyOf = (project: Project, schemaRef: string, req: Request) =>
  validInput(project, schemaRef, (req.body as unknown) ?? {});

export const queryOf = (project: Project, schemaRef: string, req: Request) => validInput(project, schemaRef, req.query);

export function commaList(value: unknown): string[] | undefined {
  return typeof value === 'string' ? value.split(',') : undefined;
}
