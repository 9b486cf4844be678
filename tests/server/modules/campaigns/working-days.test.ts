import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  isWorkingDay,
  REVIEW_WORKING_DAYS,
  reviewDueAt,
} from '../../../../server/modules/campaigns/working-days.ts';

// Instants are UTC; London is UTC+0 in winter and +1 in summer, Kolkata always +5:30.
describe('addWorkingDays (OL §1, §9: reviewed and launched within 2 working days)', () => {
  const rows: readonly {
    rule: string;
    from: string;
    days: number;
    region: 'IN' | 'GB';
    timeZone?: string;
    due: string;
  }[] = [
    {
      rule: 'GB: Friday + 2 is Tuesday',
      from: '2026-03-06T15:00:00Z',
      days: 2,
      region: 'GB',
      due: '2026-03-10T15:00:00Z',
    },
    {
      rule: 'GB: Monday + 2 is Wednesday',
      from: '2026-03-09T09:00:00Z',
      days: 2,
      region: 'GB',
      due: '2026-03-11T09:00:00Z',
    },
    {
      rule: 'GB: Saturday + 2 is Tuesday',
      from: '2026-03-07T10:00:00Z',
      days: 2,
      region: 'GB',
      due: '2026-03-10T10:00:00Z',
    },
    {
      rule: 'GB: 0 working days is the same instant',
      from: '2026-03-07T10:00:00Z',
      days: 0,
      region: 'GB',
      due: '2026-03-07T10:00:00Z',
    },
    {
      rule: 'GB: Christmas, and Boxing Day on a Saturday moves to Monday 28th',
      from: '2026-12-23T09:00:00Z',
      days: 2,
      region: 'GB',
      due: '2026-12-29T09:00:00Z',
    },
    {
      rule: 'GB: Christmas Day and Boxing Day 2025',
      from: '2025-12-23T09:00:00Z',
      days: 2,
      region: 'GB',
      due: '2025-12-29T09:00:00Z',
    },
    {
      rule: 'GB: New Year’s Day across the year end',
      from: '2026-12-31T09:00:00Z',
      days: 1,
      region: 'GB',
      due: '2027-01-04T09:00:00Z',
    },
    {
      rule: 'GB: Good Friday and Easter Monday',
      from: '2026-04-02T09:00:00Z',
      days: 2,
      region: 'GB',
      due: '2026-04-08T09:00:00Z',
    },
    {
      rule: 'GB: England and Wales’ August bank holiday counts',
      from: '2026-08-28T09:00:00Z',
      days: 1,
      region: 'GB',
      due: '2026-09-01T09:00:00Z',
    },
    {
      rule: 'GB: the wall-clock time is kept across the clocks going forward',
      from: '2026-03-27T10:00:00Z',
      days: 2,
      region: 'GB',
      due: '2026-03-31T09:00:00Z',
    },
    {
      rule: 'IN: Republic Day (Monday 26 January)',
      from: '2026-01-23T04:30:00Z',
      days: 2,
      region: 'IN',
      due: '2026-01-28T04:30:00Z',
    },
    {
      rule: 'IN: Independence Day (Friday 15 August)',
      from: '2025-08-14T06:00:00Z',
      days: 2,
      region: 'IN',
      due: '2025-08-19T06:00:00Z',
    },
    {
      rule: 'IN: Gandhi Jayanti (Friday 2 October)',
      from: '2026-10-01T06:00:00Z',
      days: 1,
      region: 'IN',
      due: '2026-10-05T06:00:00Z',
    },
    {
      rule: 'IN: Diwali (Monday 20 October 2025) is worked: date-holidays has no Diwali for IN',
      from: '2025-10-17T06:00:00Z',
      days: 1,
      region: 'IN',
      due: '2025-10-20T06:00:00Z',
    },
    {
      rule: 'IN: days are those of Kolkata (Friday 23:30 in London is Saturday there)',
      from: '2026-03-06T23:30:00Z',
      days: 2,
      region: 'IN',
      due: '2026-03-09T23:30:00Z',
    },
    {
      rule: 'a named time zone decides which day it is',
      from: '2026-03-06T23:30:00Z',
      days: 2,
      region: 'IN',
      timeZone: 'Europe/London',
      due: '2026-03-10T23:30:00Z',
    },
  ];
  it.each(rows)('$rule', ({ from, days, region, timeZone, due }) => {
    expect(addWorkingDays(new Date(from), days, region, timeZone).toISOString()).toBe(new Date(due).toISOString());
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s working days', (days) => {
    expect(() => addWorkingDays(new Date('2026-03-06T15:00:00Z'), days, 'GB')).toThrow(RangeError);
  });
});

describe('isWorkingDay', () => {
  const rows: readonly { rule: string; at: string; region: 'IN' | 'GB'; working: boolean }[] = [
    { rule: 'a Wednesday is worked', at: '2026-03-11T12:00:00Z', region: 'GB', working: true },
    { rule: 'Saturday is not', at: '2026-03-07T12:00:00Z', region: 'IN', working: false },
    { rule: 'Sunday is not', at: '2026-03-08T12:00:00Z', region: 'GB', working: false },
    { rule: 'Republic Day is not, in IN', at: '2026-01-26T12:00:00Z', region: 'IN', working: false },
    { rule: 'Republic Day is, in GB', at: '2026-01-26T12:00:00Z', region: 'GB', working: true },
    { rule: 'Boxing Day substitute is not, in GB', at: '2026-12-28T12:00:00Z', region: 'GB', working: false },
    { rule: 'Republic Day begins at midnight in Kolkata', at: '2026-01-25T18:30:00Z', region: 'IN', working: false },
  ];
  it.each(rows)('$rule', ({ at, region, working }) => {
    expect(isWorkingDay(new Date(at), region)).toBe(working);
  });
});

describe('reviewDueAt', () => {
  it('is 2 working days after submission', () => {
    expect(REVIEW_WORKING_DAYS).toBe(2);
    expect(reviewDueAt(new Date('2026-03-06T15:00:00Z'), 'GB').toISOString()).toBe('2026-03-10T15:00:00.000Z');
  });
});
