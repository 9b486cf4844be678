import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  dayOf,
  daysAfter,
  daysBetween,
  daysOf,
  monthOf,
  pickedDay,
  presetRange,
  shiftedDay,
  startOfUtcDay,
  timeZoneOf,
  weekOf,
} from '../../engine/index.ts';

describe('date-range presets (AP §2)', () => {
  // A leap year's March: last month is February with 29 days.
  const now = Date.UTC(2028, 2, 10, 12);
  it.each([
    ['today', '2028-03-10', '2028-03-10'],
    ['last7Days', '2028-03-04', '2028-03-10'],
    ['last15Days', '2028-02-25', '2028-03-10'],
    ['last30Days', '2028-02-10', '2028-03-10'],
    ['thisMonth', '2028-03-01', '2028-03-10'],
    ['lastMonth', '2028-02-01', '2028-02-29'],
  ] as const)('%s: %s to %s', (preset, from, to) => {
    expect(presetRange(preset, now, 'UTC')).toEqual({ from, to });
  });

  it('last month in January is the December before', () => {
    expect(presetRange('lastMonth', Date.UTC(2027, 0, 5), 'UTC')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  // 03:00 UTC on 1 December: still 30 November in New York, already 1 December in Tokyo.
  const monthTurn = Date.UTC(2026, 11, 1, 3);
  it('This Month is read on the profile’s calendar (decision 433)', () => {
    expect(presetRange('thisMonth', monthTurn, 'America/New_York')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('thisMonth', monthTurn, 'Asia/Tokyo')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('lastMonth', monthTurn, 'America/New_York')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('Kolkata’s half-hour offset: 18:30 UTC is the next day there', () => {
    expect(dayOf(Date.UTC(2026, 10, 28, 18, 29), 'Asia/Kolkata')).toBe('2026-11-28');
    expect(dayOf(Date.UTC(2026, 10, 28, 18, 30), 'Asia/Kolkata')).toBe('2026-11-29');
  });
});

describe('calendar days', () => {
  it('steps and counts days across month, year and leap-day ends', () => {
    expect(shiftedDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftedDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
    expect(daysOf({ from: '2028-02-27', to: '2028-03-01' })).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
  });

  it('a day of a campaign’s run is a UTC day of 24 hours, the clocks going forward in London or not', () => {
    // Europe/London goes forward on 29 March 2026; a run's days do not.
    expect(daysAfter(Date.UTC(2026, 2, 28, 12), 2).toISOString()).toBe('2026-03-30T12:00:00.000Z');
    expect(startOfUtcDay(Date.UTC(2026, 2, 29, 23, 59)).toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });

  it('the week runs Monday to Sunday and the month holds its last day', () => {
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('a profile’s timeZoneId names its zone; an unknown id takes the default, Asia/Kolkata (AP §9)', () => {
    expect(timeZoneOf(145)).toBe('America/New_York');
    expect(timeZoneOf(142)).toBe('Asia/Kolkata');
    expect(timeZoneOf(undefined)).toBe('Asia/Kolkata');
    expect(timeZoneOf(9_999)).toBe('Asia/Kolkata');
  });

  it('a date picker shows a day at its local midnight, and hands the same day back', () => {
    // The clocks go forward in London on 29 March 2026; the day stays itself whatever the zone.
    for (const day of ['2026-03-29', '2026-10-25', '2028-02-29', '2026-12-31']) {
      const date = calendarDate(day);
      expect([date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours()]).toEqual([
        Number(day.slice(0, 4)),
        Number(day.slice(5, 7)),
        Number(day.slice(8, 10)),
        0,
      ]);
      expect(pickedDay(date)).toBe(day);
    }
  });
});
