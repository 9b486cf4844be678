// Reading a flow bundle's files as the studio edits them (issue 9). A draft may be broken: every
// read tolerates a missing or malformed part.
import { flowFile } from '../../engine/index.ts';
import type { FlowBundle } from './studio-api.ts';

/** The bundle's own flow definition (unknown: a draft is checked by validate, not here). */
export const flowDefinitionOf = (bundle: FlowBundle): unknown => bundle.flows[flowFile(bundle.flowId)];

export interface StepFiles {
  readonly schemaRef: string;
  readonly uiSchemaRef: string;
}

/** The schema and uiSchema files a step names in its meta, or null when it is no step of the draft. */
export function stepFilesOf(bundle: FlowBundle, step: string): StepFiles | null {
  const states = recordOf(recordOf(flowDefinitionOf(bundle))?.states);
  const meta = recordOf(recordOf(states?.[step])?.meta);
  const schemaRef = meta?.schema;
  const uiSchemaRef = meta?.uiSchema;
  return typeof schemaRef === 'string' && typeof uiSchemaRef === 'string' ? { schemaRef, uiSchemaRef } : null;
}

/** The bundle with one schema or uiSchema file replaced. */
export function withFile(bundle: FlowBundle, kind: 'schemas' | 'uiSchemas', ref: string, value: object): FlowBundle {
  return { ...bundle, [kind]: { ...bundle[kind], [ref]: value } };
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
