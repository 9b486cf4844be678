import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { inlineRefs } from '../../../../server/modules/step-definitions/inline-refs.ts';
import { project } from '../../../support/project.ts';

const stepSchemas = [
  ...new Set(project.flowIds.flatMap((id) => project.flow(id).steps.map((step) => project.flow(id).meta(step).schema))),
].sort();

// As the browser compiles them (RJSF's validator: Ajv 2020-12, formats, ajv-errors), not strict.
function browserAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajvFormats.default(ajv);
  ajvErrors.default(ajv);
  return ajv;
}

describe('step schemas with every $ref inlined (what the browser gets)', () => {
  it.each(stepSchemas)('%s: no $ref left, compiles on its own', (ref) => {
    const schema = inlineRefs(project, ref);
    expect(JSON.stringify(schema)).not.toContain('"$ref"');
    expect(() => browserAjv().compile(schema)).not.toThrow();
  });

  it.each(stepSchemas)('%s: accepts and refuses what the server does (its examples)', (ref) => {
    const validate = browserAjv().compile(inlineRefs(project, ref));
    const examples = (project.schema(ref) as { examples?: unknown[] }).examples ?? [];
    for (const example of examples) {
      expect(validate(example)).toBe(project.validate(ref, example).valid);
    }
  });
});
