import { daysBetween, presetRange, type DayRange } from '../../../engine/index.ts';
import type { DashboardQuery } from '../../../schemas/generated/api/dashboard-query.ts';
import { InvalidRequestError } from '../../errors.ts';

// A year and a day: Last Month or a custom range never needs more, and the daily series stays small.
const LONGEST_RANGE_DAYS = 366;

/**
 * The days a dashboard or insights query asks for (AP §2): without a range, This Month on the
 * profile's calendar (`timeZone`, decision 433), the first of the month through today.
 */
export function rangeOf(query: Pick<DashboardQuery, 'from' | 'to'>, now: Date, timeZone: string): DayRange {
  if (query.from === undefined || query.to === undefined) return presetRange('thisMonth', now, timeZone);
  const days = daysBetween(query.from, query.to) + 1;
  if (days < 1)
    throw new InvalidRequestError('Invalid request data', [
      { path: '/to', message: 'The range must end on or after its first day' },
    ]);
  if (days > LONGEST_RANGE_DAYS) {
    throw new InvalidRequestError('Invalid request data', [
      { path: '/to', message: `A range covers at most ${String(LONGEST_RANGE_DAYS)} days` },
    ]);
  }
  return { from: query.from, to: query.to };
}
