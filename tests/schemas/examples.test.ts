import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { project } from '../support/project.ts';

const STEPS = fileURLToPath(new URL('../../schemas/steps/', import.meta.url));

const stepRefs = (await readdir(STEPS))
  .filter((name) => name.endsWith('.schema.json'))
  .sort()
  .map((name) => `steps/${name}`);

const examplesOf = (ref: string): unknown => (project.schema(ref) as { examples?: unknown }).examples;

// Every flag a step sets from its data (meta.setsFlags), in the flows that define steps.
const flagRows = project.flowIds
  .map((id) => project.flow(id))
  .filter((flow) => flow.extendsId === null)
  .flatMap((flow) =>
    flow.steps.flatMap((step) =>
      Object.keys(flow.meta(step).setsFlags ?? {}).map((flag) => [flow.id, step, flag] as const),
    ),
  );

// Examples document each step for product staff and feed the HTTP walk (tests/server): an example
// its own schema refuses would teach the wrong thing, and a flag set only one way leaves a path unwalked.
describe('step schema examples', () => {
  it('there are step schemas', () => {
    expect(stepRefs.length).toBeGreaterThan(0);
  });

  it.each(stepRefs)('%s: at least one example, each valid against the schema', (ref) => {
    const examples = examplesOf(ref);
    expect(Array.isArray(examples), `${ref} has an "examples" array`).toBe(true);
    const list = examples as unknown[];
    expect(list.length).toBeGreaterThan(0);
    list.forEach((example, index) => {
      expect(project.validate(ref, example), `${ref} examples[${index}]`).toEqual({ valid: true, errors: [] });
    });
  });

  it.each(flagRows)('%s %s: the examples set %s both ways', (flowId, step, flag) => {
    const flow = project.flow(flowId);
    const examples = examplesOf(flow.meta(step).schema);
    const values = (Array.isArray(examples) ? examples : []).map((data) => flow.flagsFromStep(step, data)[flag]);
    expect(new Set(values)).toEqual(new Set([true, false]));
  });
});
