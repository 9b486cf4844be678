import { describe, expect, it } from 'vitest';
import {
  estimateBudget,
  formatCostPerDay,
  InvalidBudgetError,
  priceBreakdown,
  pricingBand,
  roundUpToTen,
  toMinorUnits,
  UnknownRegionError,
  type BudgetEstimateInput,
  type PriceBreakdownInput,
} from '../../../../server/modules/pricing/pricing.ts';

describe('pricing bands (onboarding-and-launch §9)', () => {
  it.each([
    {
      region: 'IN',
      band: {
        currencyCode: 'INR',
        currencySymbol: '₹',
        minimumDailyBudgetMinor: 35000,
        recommendedDailyBudgetMinor: 35000,
        serviceFeeBasisPoints: 0,
        taxBasisPoints: 1800,
      },
    },
    {
      region: 'GB',
      band: {
        currencyCode: 'GBP',
        currencySymbol: '£',
        minimumDailyBudgetMinor: 2000,
        recommendedDailyBudgetMinor: 3000,
        serviceFeeBasisPoints: 2000,
        taxBasisPoints: 0,
      },
    },
  ])('$region: minimum, recommended, fee and tax as §9 states', ({ region, band }) => {
    expect(pricingBand(region)).toMatchObject({ region, ...band });
  });

  it('region codes are read in any case', () => {
    expect(pricingBand('gb').currencyCode).toBe('GBP');
  });

  it('an unknown region answers as the error handler shows it', () => {
    const error = new UnknownRegionError('US');
    expect(error.name).toBe('UnknownRegionError');
    expect(error.body()).toEqual({ errorCode: 102, message: 'Unknown region "US": adflow serves IN and GB.' });
  });

  it.each(['US', 'EUR', ''])('region "%s" → UnknownRegionError (102)', (region) => {
    expect(() => pricingBand(region)).toThrow(UnknownRegionError);
    expect(() => pricingBand(region)).toThrow(expect.objectContaining({ errorCode: 102, status: 400 }) as Error);
  });
});

describe('rounding estimates up to the next multiple of 10 (§9)', () => {
  const rows: readonly { rule: string; amountMinor: number; expected: number }[] = [
    { rule: 'estimate: 352 rounds up to 360', amountMinor: 35200, expected: 36000 },
    { rule: 'estimate: 350, an exact multiple, stays 350', amountMinor: 35000, expected: 35000 },
    { rule: 'estimate: 351 rounds up to 360', amountMinor: 35100, expected: 36000 },
    { rule: 'estimate: 359.99 rounds up to 360', amountMinor: 35999, expected: 36000 },
    { rule: 'estimate: 360.01 rounds up to 370', amountMinor: 36001, expected: 37000 },
    { rule: 'estimate: 0 stays 0', amountMinor: 0, expected: 0 },
  ];
  it.each(rows)('$rule', ({ amountMinor, expected }) => {
    expect(roundUpToTen(amountMinor)).toBe(expected);
  });
});

describe('estimateBudget (§7 POST estimatebudget)', () => {
  const rows: readonly { rule: string; input: BudgetEstimateInput; expected: [string, number] }[] = [
    { rule: 'IN: the recommended 350 by default', input: { region: 'IN' }, expected: ['INR', 35000] },
    { rule: 'GB: the recommended 30 by default', input: { region: 'GB' }, expected: ['GBP', 3000] },
    {
      rule: 'a suggestion of 352 rounds up to 360',
      input: { region: 'IN', suggestedDailyBudgetMinor: 35200 },
      expected: ['INR', 36000],
    },
    {
      rule: 'a suggestion below the minimum is raised to it',
      input: { region: 'GB', suggestedDailyBudgetMinor: 1500 },
      expected: ['GBP', 2000],
    },
    {
      rule: 'a suggestion just above the minimum rounds up to 30',
      input: { region: 'GB', suggestedDailyBudgetMinor: 2001 },
      expected: ['GBP', 3000],
    },
  ];
  it.each(rows)('$rule', ({ input, expected: [currencyCode, dailyBudgetMinor] }) => {
    expect(estimateBudget(input)).toEqual({ currencyCode, dailyBudgetMinor });
  });

  it('unknown region → UnknownRegionError', () => {
    expect(() => estimateBudget({ region: 'FR' })).toThrow(UnknownRegionError);
  });

  it('a fractional suggestion → InvalidBudgetError', () => {
    expect(() => estimateBudget({ region: 'IN', suggestedDailyBudgetMinor: 35000.5 })).toThrow(InvalidBudgetError);
  });
});

describe('formatCostPerDay: {symbol}{cost}/day (§9)', () => {
  const rows: readonly { rule: string; region: string; amountMinor: number; expected: string }[] = [
    { rule: 'IN 350', region: 'IN', amountMinor: 35000, expected: '₹350/day' },
    { rule: 'GB 30', region: 'GB', amountMinor: 3000, expected: '£30/day' },
    { rule: 'pence show two decimals', region: 'GB', amountMinor: 3050, expected: '£30.50/day' },
    { rule: 'a single penny keeps its zero', region: 'GB', amountMinor: 3005, expected: '£30.05/day' },
    { rule: 'IN groups lakhs', region: 'IN', amountMinor: 1_00_000_00, expected: '₹1,00,000/day' },
    { rule: 'GB groups thousands', region: 'GB', amountMinor: 1_234_567_00, expected: '£1,234,567/day' },
  ];
  it.each(rows)('$rule → $expected', ({ region, amountMinor, expected }) => {
    expect(formatCostPerDay(region, amountMinor)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('amount %s → InvalidBudgetError', (amountMinor) => {
    expect(() => formatCostPerDay('IN', amountMinor)).toThrow(InvalidBudgetError);
  });
});

describe('toMinorUnits', () => {
  it.each([
    [350, 35000],
    [30.5, 3050],
    [19.99, 1999],
    [0.07, 7],
  ])('%s → %s', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });

  it.each([350.123, -1, Number.NaN, Number.POSITIVE_INFINITY])('%s → InvalidBudgetError', (major) => {
    expect(() => toMinorUnits(major)).toThrow(InvalidBudgetError);
  });
});

describe('priceBreakdown: budget, fee, tax on budget + fee, total (§9)', () => {
  const rows: readonly {
    rule: string;
    input: PriceBreakdownInput;
    expected: { budgetMinor: number; serviceFeeMinor: number; taxMinor: number; totalMinor: number };
  }[] = [
    {
      rule: 'IN: ₹350 × 7 days, no fee, 18% tax',
      input: { region: 'IN', dailyBudgetMinor: 35000, days: 7 },
      expected: { budgetMinor: 245000, serviceFeeMinor: 0, taxMinor: 44100, totalMinor: 289100 },
    },
    {
      rule: 'GB: £30 × 7 days, 20% fee, no tax',
      input: { region: 'GB', dailyBudgetMinor: 3000, days: 7 },
      expected: { budgetMinor: 21000, serviceFeeMinor: 4200, taxMinor: 0, totalMinor: 25200 },
    },
    {
      rule: 'IN: tax of exactly half a paisa rounds up (2451.75 × 18% = 441.315)',
      input: { region: 'IN', dailyBudgetMinor: 35025, days: 7 },
      expected: { budgetMinor: 245175, serviceFeeMinor: 0, taxMinor: 44132, totalMinor: 289307 },
    },
    {
      rule: 'GB: a fee below half a penny rounds down (140.07 × 20% = 28.014)',
      input: { region: 'GB', dailyBudgetMinor: 2001, days: 7 },
      expected: { budgetMinor: 14007, serviceFeeMinor: 2801, taxMinor: 0, totalMinor: 16808 },
    },
    {
      rule: 'the minimum daily budget itself is allowed (§5 with §9)',
      input: { region: 'GB', dailyBudgetMinor: 2000, days: 30 },
      expected: { budgetMinor: 60000, serviceFeeMinor: 12000, taxMinor: 0, totalMinor: 72000 },
    },
    {
      rule: 'large amounts stay exact',
      input: { region: 'IN', dailyBudgetMinor: 123_456_789_01, days: 365 },
      expected: {
        budgetMinor: 4_506_172_798_865,
        serviceFeeMinor: 0,
        taxMinor: 811_111_103_796,
        totalMinor: 5_317_283_902_661,
      },
    },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    const breakdown = priceBreakdown(input);
    expect(breakdown).toMatchObject(expected);
    expect(breakdown.totalMinor).toBe(breakdown.budgetMinor + breakdown.serviceFeeMinor + breakdown.taxMinor);
  });

  it('carries region, currency and inputs, and cannot be changed', () => {
    const breakdown = priceBreakdown({ region: 'gb', dailyBudgetMinor: 3000, days: 7 });
    expect(breakdown).toMatchObject({ region: 'GB', currencyCode: 'GBP', dailyBudgetMinor: 3000, days: 7 });
    expect(Object.isFrozen(breakdown)).toBe(true);
  });

  const invalid: readonly { rule: string; input: PriceBreakdownInput; error: new (...args: never[]) => Error }[] = [
    {
      rule: 'below the minimum daily budget → 102',
      input: { region: 'IN', dailyBudgetMinor: 34999, days: 7 },
      error: InvalidBudgetError,
    },
    {
      rule: 'under a week → 102 (§5 daily-budget campaigns last at least 1 week)',
      input: { region: 'GB', dailyBudgetMinor: 3000, days: 6 },
      error: InvalidBudgetError,
    },
    {
      rule: 'part days → 102',
      input: { region: 'GB', dailyBudgetMinor: 3000, days: 7.5 },
      error: InvalidBudgetError,
    },
    {
      rule: 'fractional minor units → 102',
      input: { region: 'IN', dailyBudgetMinor: 35000.5, days: 7 },
      error: InvalidBudgetError,
    },
    {
      rule: 'an unknown region → 102',
      input: { region: 'US', dailyBudgetMinor: 3000, days: 7 },
      error: UnknownRegionError,
    },
  ];
  it.each(invalid)('$rule', ({ input, error }) => {
    expect(() => priceBreakdown(input)).toThrow(error);
    expect(() => priceBreakdown(input)).toThrow(expect.objectContaining({ errorCode: 102, status: 400 }) as Error);
  });

  it('the message names the minimum in the way the screen shows money', () => {
    expect(() => priceBreakdown({ region: 'IN', dailyBudgetMinor: 100, days: 7 })).toThrow(
      'The daily budget must be at least ₹350/day.',
    );
  });
});
