import type { DashboardQuery } from '../../../schemas/generated/api/dashboard-query.ts';
import { InvalidRequestError } from '../../errors.ts';
import type { DayRange } from './metrics.ts';

// A year and a day: Last Month or a custom range never needs more, and the daily series stays small.
const LONGEST_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * The days a dashboard or insights query asks for (AP §2): without a range, This Month, the first
 * of the month through today.
 */
export function rangeOf(query: Pick<DashboardQuery, 'from' | 'to'>, today: Date): DayRange {
  if (query.from === undefined || query.to === undefined) {
    const todayText = today.toISOString().slice(0, 10);
    return { from: `${todayText.slice(0, 8)}01`, to: todayText };
  }
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
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
