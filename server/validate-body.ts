import type { Project } from '../engine/index.ts';
import { InvalidRequestError } from './errors.ts';

/** Every request body is checked against a schema under schemas/, the same files the renderer uses. */
export function assertValidBody(project: Project, schemaRef: string, body: unknown): void {
  const result = project.validate(schemaRef, body);
  if (!result.valid) throw new InvalidRequestError('Invalid request data', result.errors);
}
