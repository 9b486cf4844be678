import { describe, expect, it } from 'vitest';
import { crossFieldErrors, GSTIN_PROBLEM_MESSAGES, gstinCheckCharacter, gstinProblem } from '../../engine/index.ts';

describe('GSTIN in the engine (OL §5 "GSTIN must be valid"): the budget form and the server agree', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['22AAAAA0000A1ZC', null],
    [' 27aapfu0939f1zv ', null],
    ['22AAAAA0000A1Z5', 'checkCharacter'],
    ['40AAPFU0939F1ZV', 'stateCode'],
    ['27AAPFU0939F1XV', 'format'],
  ])('%s: %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('the check character of 14 digits or capitals, none of anything else', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeNull();
  });

  const budget = { planId: 1, currencyCode: 'INR', dailyBudget: 350, budgetType: 1, scheduling: 1 };
  it.each([
    [
      'a wrong check character, on the GSTIN',
      { ...budget, isGstInvoiceRequested: true, gstin: '22AAAAA0000A1Z5' },
      [{ path: '/gstin', message: GSTIN_PROBLEM_MESSAGES.checkCharacter }],
    ],
    ['a GSTIN not asked for is not checked', { ...budget, isGstInvoiceRequested: false, gstin: '22AAAAA0000A1Z5' }, []],
    [
      'a GST invoice in pounds',
      { ...budget, currencyCode: 'GBP', dailyBudget: 20, isGstInvoiceRequested: true, gstin: '27AAPFU0939F1ZV' },
      [{ path: '/isGstInvoiceRequested', message: 'A GST invoice is issued for payments in India only' }],
    ],
  ])('budget step: %s', (_rule, data, errors) => {
    expect(crossFieldErrors('steps/budget.schema.json', data)).toEqual(errors);
  });
});
