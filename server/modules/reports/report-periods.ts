import { monthOf, shiftedDay, weekOf, type DayRange } from '../../../engine/index.ts';
import type { ReportPeriod } from './entities.ts';

/**
 * The week (Monday to Sunday) or calendar month that holds `day` (decision 180). Days are the
 * stats' own calendar days (YYYY-MM-DD), whatever the server's zone.
 */
export function periodOf(period: ReportPeriod, day: string): DayRange {
  return period === 'week' ? weekOf(day) : monthOf(day);
}

/** Whether the period is over on `today`: a report is published only for whole periods. */
export const hasEnded = (range: DayRange, today: string): boolean => range.to < today;

/** The last week and the last month that had ended on `today`: what the scheduled job publishes. */
export function lastEndedPeriods(today: string): readonly { period: ReportPeriod; range: DayRange }[] {
  return [
    { period: 'week', range: weekOf(shiftedDay(weekOf(today).from, -1)) },
    { period: 'month', range: monthOf(shiftedDay(monthOf(today).from, -1)) },
  ];
}
