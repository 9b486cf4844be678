import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Form from '@rjsf/core';
import { createSchemaUtils, type RJSFSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenFields } from '../../renderer/wizard/conditional-fields.ts';
import { fullValidator } from '../../renderer/wizard/full-validator.ts';
import { PrecompiledStepValidator } from '../../renderer/wizard/precompiled-step-validator.ts';
import { schemaFingerprint } from '../../renderer/wizard/shown-schema.ts';
import { transformErrors } from '../../renderer/wizard/validator.ts';
import { hasCrossFieldRules, stepModule, stepSchemas } from '../../scripts/vite-step-validators.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Compiled {
  readonly fingerprint: string;
  readonly validateFns: ValidatorFunctions;
}

const schemas = await stepSchemas(ROOT);
const compiled = new Map<string, Compiled>();
let outDir: string;

// The modules as the build makes them, imported from under node_modules (their imports are Ajv's).
beforeAll(async () => {
  await mkdir(join(ROOT, 'node_modules/.cache'), { recursive: true });
  outDir = await mkdtemp(join(ROOT, 'node_modules/.cache/step-validators-'));
  for (const [ref, schema] of schemas) {
    const file = join(outDir, `${ref.replaceAll('/', '_')}.js`);
    await writeFile(file, stepModule(schema));
    compiled.set(ref, (await import(file)) as Compiled);
  }
}, 60_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** A step's precompiled validator that fails the test on anything it was not compiled for. */
function precompiled(ref: string, schema: RJSFSchema): ValidatorType {
  const step = compiled.get(ref);
  if (step === undefined) throw new Error(`${ref} was not compiled`);
  return new PrecompiledStepValidator(step.validateFns, schema, () => {
    throw new Error(`${ref}: a sub-schema was not precompiled`);
  });
}

/** The data a step is checked with: nothing, each example, each example with every field wrong. */
function samples(schema: RJSFSchema): unknown[] {
  const examples = (schema.examples ?? []) as unknown[];
  const spoilt = (value: unknown): unknown => {
    if (typeof value === 'string') return '#'.repeat(300);
    if (typeof value === 'number') return -1.5;
    if (Array.isArray(value)) return [...value.map(spoilt), ...value.map(spoilt)];
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spoilt(item)]));
    }
    return value;
  };
  return [{}, ...examples, ...examples.map(spoilt)];
}

// Lists' item schemas, which the chips widget validates each text against.
function itemSchemasOf(node: unknown): RJSFSchema[] {
  if (node === null || typeof node !== 'object') return [];
  const own = (node as { items?: unknown }).items;
  const item = own !== null && typeof own === 'object' && !Array.isArray(own) ? [own as RJSFSchema] : [];
  return [...item, ...Object.values(node).flatMap(itemSchemasOf)];
}

const refs = [...schemas.keys()];

describe('precompiled step validators', () => {
  it('every step schema of the flows has one', () => {
    expect(refs.length).toBeGreaterThan(30);
    expect([...compiled.keys()]).toEqual(refs);
  });

  it.each(refs)('%s: carries the fingerprint of the schema it was compiled from', (ref) => {
    expect(compiled.get(ref)?.fingerprint).toBe(schemaFingerprint(schemas.get(ref) ?? {}));
  });

  // The spec's messages in the browser do not depend on which validator checked the step.
  it.each(refs)('%s: says what Ajv itself says', (ref) => {
    const schema = schemas.get(ref) ?? {};
    const validator = precompiled(ref, schema);
    for (const data of samples(schema)) {
      const expected = fullValidator.validateFormData(data, schema, undefined, transformErrors);
      expect(validator.validateFormData(data, schema, undefined, transformErrors), JSON.stringify(data)).toEqual(
        expected,
      );
    }
    for (const item of itemSchemasOf(schema)) {
      for (const text of ['a keyword', '#!', '']) {
        // The item schema was compiled under an `$id` of its own, which the raw errors that
        // ajv-errors keeps in `params` show: what is said is the same.
        const said = (found: ValidationData<unknown>) => ({
          errorSchema: found.errorSchema,
          errors: found.errors.map(({ name, property, message, stack, schemaPath }) => ({
            ...{ name, property, message, stack, schemaPath },
          })),
        });
        const expected = said(fullValidator.validateFormData(text, item, undefined, transformErrors));
        expect(said(validator.validateFormData(text, item, undefined, transformErrors))).toEqual(expected);
      }
    }
  });

  it.each(refs)('%s: has every sub-schema the form asks about', (ref) => {
    const schema = schemas.get(ref) ?? {};
    const validator = precompiled(ref, schema);
    const utils = createSchemaUtils(validator, schema);
    for (const data of samples(schema)) {
      utils.getDefaultFormState(schema, data);
      utils.retrieveSchema(schema, data);
      hiddenFields(schema, data, (condition, value) => validator.isValid(condition, value ?? {}, schema));
      renderToString(createElement(Form, { schema, validator, formData: data, liveValidate: true }));
    }
  });
});

describe('rules across fields', () => {
  // engine/cross-field-rules.ts: the steps whose schemas it has rules for.
  const withRules = [
    'steps/business-phone-number.schema.json',
    'steps/budget.schema.json',
    'steps/age-gender-target.schema.json',
    'steps/targeting-v2.schema.json',
  ];

  it.each(refs)('%s: the build knows whether it has rules', (ref) => {
    expect(hasCrossFieldRules(ref)).toBe(withRules.includes(ref));
  });
});
