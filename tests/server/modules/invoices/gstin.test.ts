import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinPan,
  gstinProblem,
  gstinStateCode,
  InvalidGstinError,
  isValidGstin,
  normaliseGstin,
  parseGstin,
} from '../../../../server/modules/invoices/gstin.ts';

// 27AAPFU0939F1ZV is the widely published sample GSTIN; the others have made-up PANs and check
// characters computed by the algorithm (see 'check character' below).
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACZ0001A1ZA', '33AABCD1234E2ZE', '01AAAAA0000A1ZG'];

describe('isValidGstin (OL §5: GSTIN must be valid)', () => {
  const rows: readonly { rule: string; gstin: string; valid: boolean; problem?: string }[] = [
    ...VALID.map((gstin) => ({ rule: `valid: ${gstin}`, gstin, valid: true })),
    { rule: 'state code 38 (Ladakh) is the last state', gstin: '38AAAAA0000A1ZZ', valid: true },
    { rule: 'state code 97 (Other Territory)', gstin: '97AAACZ1234A1ZO', valid: true },
    { rule: 'state code 99 (Centre Jurisdiction)', gstin: '99AAACZ1234A1ZK', valid: true },
    { rule: 'entity number may be a letter', gstin: '27AAACZ1234AAZM', valid: true },
    { rule: 'lower case is upper-cased', gstin: '27aapfu0939f1zv', valid: true },
    { rule: 'surrounding spaces are trimmed', gstin: '  27AAPFU0939F1ZV\t', valid: true },
    { rule: 'wrong check character', gstin: '27AAPFU0939F1ZW', valid: false, problem: 'checkCharacter' },
    { rule: 'one changed PAN digit', gstin: '27AAPFU0938F1ZV', valid: false, problem: 'checkCharacter' },
    { rule: 'state code 00', gstin: '00AAPFU0939F1ZV', valid: false, problem: 'stateCode' },
    { rule: 'state code 39 is not issued', gstin: '39AAPFU0939F1ZV', valid: false, problem: 'stateCode' },
    { rule: 'state code 98 is not issued', gstin: '98AAPFU0939F1ZV', valid: false, problem: 'stateCode' },
    { rule: 'entity number 0', gstin: '27AAPFU0939F0ZV', valid: false, problem: 'format' },
    { rule: "14th character must be 'Z'", gstin: '27AAPFU0939F1YV', valid: false, problem: 'format' },
    { rule: 'PAN is 5 letters, 4 digits, a letter', gstin: '27AAPF10939F1ZV', valid: false, problem: 'format' },
    { rule: 'too short', gstin: '27AAPFU0939F1Z', valid: false, problem: 'format' },
    { rule: 'too long', gstin: '27AAPFU0939F1ZVV', valid: false, problem: 'format' },
    { rule: 'spaces inside are a typo', gstin: '27 AAPFU0939F1ZV', valid: false, problem: 'format' },
    { rule: 'empty', gstin: '', valid: false, problem: 'format' },
  ];
  it.each(rows)('$rule', ({ gstin, valid, problem }) => {
    expect(isValidGstin(gstin)).toBe(valid);
    expect(gstinProblem(gstin)).toBe(problem ?? null);
  });
});

describe('check character', () => {
  it('matches the published sample', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses anything but 14 digits or capitals', () => {
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(InvalidGstinError);
  });

  // Luhn mod N catches every single-character substitution: the typo the check exists for.
  it('any one changed character makes a valid GSTIN invalid', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: alphabet.length - 1 }).map((index) => alphabet.charAt(index)),
        (gstin, position, replacement) => {
          fc.pre(gstin.charAt(position) !== replacement);
          const changed = gstin.slice(0, position) + replacement + gstin.slice(position + 1);
          expect(isValidGstin(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('parts of a GSTIN', () => {
  it('normalises by trimming and upper-casing only', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('reads the state code and PAN', () => {
    expect(gstinStateCode('27aapfu0939f1zv')).toBe('27');
    expect(gstinPan('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('an invalid GSTIN is a 102 on the gstin field, saying what is wrong', () => {
    const error = (() => {
      try {
        parseGstin('27AAPFU0939F1ZW');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InvalidGstinError);
    expect((error as InvalidGstinError).body()).toEqual({
      errorCode: 102,
      message: expect.stringContaining('typo'),
      fields: [{ path: '/gstin', message: expect.stringContaining('typo') }],
    });
  });
});
