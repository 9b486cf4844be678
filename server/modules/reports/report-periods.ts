import type { ReportPeriod } from '../../db/report-entities.ts';
import type { DayRange } from '../dashboard/metrics.ts';

const DAY_MS = 86_400_000;

const midnight = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * The week (Monday to Sunday) or calendar month that holds `day` (decision 180). Days are the
 * stats' own calendar days (YYYY-MM-DD), so the sums are done in UTC whatever the server's zone.
 */
export function periodOf(period: ReportPeriod, day: string): DayRange {
  const date = midnight(day);
  if (period === 'week') {
    const sinceMonday = (date.getUTCDay() + 6) % 7;
    const monday = date.getTime() - sinceMonday * DAY_MS;
    return { from: dayOf(monday), to: dayOf(monday + 6 * DAY_MS) };
  }
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return { from: dayOf(Date.UTC(year, month, 1)), to: dayOf(Date.UTC(year, month + 1, 0)) };
}

/** Whether the period is over on `today`: a report is published only for whole periods. */
export const hasEnded = (range: DayRange, today: string): boolean => range.to < today;

/** The last week and the last month that had ended on `today`: what the scheduled job publishes. */
export function lastEndedPeriods(today: string): readonly { period: ReportPeriod; range: DayRange }[] {
  const thisWeek = periodOf('week', today);
  const thisMonth = periodOf('month', today);
  return [
    { period: 'week', range: periodOf('week', dayOf(midnight(thisWeek.from).getTime() - DAY_MS)) },
    { period: 'month', range: periodOf('month', dayOf(midnight(thisMonth.from).getTime() - DAY_MS)) },
  ];
}
