import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, HOSTILE_TEXTS, mutatedArbitrary } from './hostile-values.ts';
import { project } from './project.ts';
import { schemaArbitrary } from './schema-arbitrary.ts';

const apiSchemas = [...project.files.schemas.keys()].filter((ref) => ref.startsWith('api/'));

// Shapes the derivation leaves to chance, so these rarely pass their schema whole: a password's
// lookaheads (fast-check cannot generate from them), the studio bundle's file-name keys
// (propertyNames), and a branch that narrows a property its base describes.
const SELDOM_VALID = new Set([
  'api/change-password.schema.json',
  'api/reset-password.schema.json',
  'api/first-password.schema.json',
  'api/accept-invite.schema.json',
  'api/studio-draft-save.schema.json',
  'api/studio-flow-bundle.schema.json',
  // Answers that carry a studio bundle.
  'api/studio-flow-draft.schema.json',
  'api/studio-flow-version-bundle.schema.json',
  'api/channels/photo-sharing-campaign.schema.json',
]);

describe('values derived from the API schemas', () => {
  it.each(apiSchemas.filter((ref) => !SELDOM_VALID.has(ref)))('%s: most pass the schema', (ref) => {
    const samples = fc.sample(schemaArbitrary(project.files.schemas, ref), { numRuns: 30, seed: 42 });
    const valid = samples.filter((value) => project.validate(ref, value).valid);
    expect(valid.length, JSON.stringify(samples.find((value) => !project.validate(ref, value).valid))).toBeGreaterThan(
      0,
    );
  });

  it.each([
    'api/login.schema.json',
    'api/leads-query.schema.json',
    'api/lead-submission.schema.json',
    'api/lead-status-update.schema.json',
    'api/audience-input.schema.json',
    'api/razorpay-verify.schema.json',
  ])('%s (formats, enums, $refs across files, bounds): a sample of 50 all pass', (ref) => {
    for (const value of fc.sample(schemaArbitrary(project.files.schemas, ref), { numRuns: 50, seed: 7 })) {
      expect(project.validate(ref, value), JSON.stringify(value)).toMatchObject({ valid: true });
    }
  });

  it('a value is plain JSON, as a request carries it', () => {
    fc.assert(
      fc.property(schemaArbitrary(project.files.schemas, 'api/campaign-edit.schema.json'), (value) => {
        expect(JSON.parse(JSON.stringify(value))).toEqual(value);
        expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      }),
      { numRuns: 50 },
    );
  });
});

describe('mutations', () => {
  it('always change the value', () => {
    const original = { name: 'Bloom', tags: ['a'], nested: { count: 1 } };
    fc.assert(
      fc.property(mutatedArbitrary(fc.constant(original)), ({ body }) => {
        expect(JSON.stringify(body)).not.toBe(JSON.stringify(original));
      }),
      { numRuns: 200 },
    );
  });

  it('text PostgreSQL cannot store is found in values and keys, nowhere else', () => {
    expect(holdsUnstorableText({ a: [HOSTILE_TEXTS.nul] })).toBe(true);
    expect(holdsUnstorableText({ [HOSTILE_TEXTS.loneSurrogate]: 1 })).toBe(true);
    expect(
      holdsUnstorableText({ a: [HOSTILE_TEXTS.emoji, HOSTILE_TEXTS.rtlOverride, HOSTILE_TEXTS.combiningMarks] }),
    ).toBe(false);
  });
});
