/**
 * A campaign's run, one meaning everywhere (decision 410; OL §3 campaign startDate/endDate, §5
 * "daily-budget campaigns last at least 1 week"; AP §2 dashboard and editCampaign).
 *
 * - What people choose and read is the run's LAST DAY: the last day the ads run, included. The
 *   budget step's "End date" and the edit page's "Last day" are that day.
 * - A campaign keeps, as its `endDate`, the day after its last day (decision 133): its run is the
 *   whole UTC days from `startDate` up to, not including, `endDate`.
 * - The run's length counts both its first and its last day.
 *
 * Days are ISO calendar days (YYYY-MM-DD), read in UTC whatever the machine's zone.
 */

import { daysBetween, shiftedDay } from './dates.ts';

/** The last day the ads run, from the campaign's stored end date (the day after it). */
export const lastDayOfRun = (endDate: string): string => shiftedDay(endDate, -1);

/** The end date a campaign keeps for a run whose last day is `lastDay`. */
export const endDateOfRun = (lastDay: string): string => shiftedDay(lastDay, 1);

/** How many days a run lasts from its first to its last day, both included (0 when the last is before the first). */
export const runDays = (startDate: string, lastDay: string): number => Math.max(0, daysBetween(startDate, lastDay) + 1);

/** How many days a campaign runs, from its stored start and end dates. */
export const storedRunDays = (startDate: string, endDate: string): number => runDays(startDate, lastDayOfRun(endDate));
