/**
 * Working days, for the promise that a campaign is "reviewed and launched by the provider's
 * digital marketing experts within 2 working days" (onboarding-and-launch §1 and §9).
 *
 * A working day is Monday to Friday and not a public holiday (date-holidays type 'public' only;
 * bank, optional and observance days are worked). Which holidays count, per region:
 * - GB: England and Wales ('GB', 'ENG'). date-holidays' country-level GB holds only the days
 *   common to all four nations, so it misses the August bank holiday of England and Wales, where
 *   most UK advertisers are; Scotland's and Northern Ireland's extra days are worked. Substitute
 *   days (Boxing Day on a Saturday → Monday) are days off, so they count.
 * - IN: the national public holidays only (Republic Day, Independence Day, Gandhi Jayanti, …).
 *   date-holidays lists no Diwali or Holi for IN (they are state and restricted holidays whose
 *   lunar dates it does not carry), and the reviewers' state is not known, so neither is counted.
 */
import Holidays from 'date-holidays';
import type { Region } from '../../../schemas/generated/index.ts';

/** onboarding-and-launch §9: "Review and launch within 2 working days". */
export const REVIEW_WORKING_DAYS = 2;

interface HolidayCalendar {
  readonly holidays: Holidays;
  /** Where a region's calendar days begin and end, unless the caller names another zone. */
  readonly timeZone: string;
}

const CALENDARS: Readonly<Record<Region, HolidayCalendar>> = {
  IN: { holidays: new Holidays('IN', { types: ['public'] }), timeZone: 'Asia/Kolkata' },
  GB: { holidays: new Holidays('GB', 'ENG', { types: ['public'] }), timeZone: 'Europe/London' },
};

const MS_PER_DAY = 86_400_000;

/** A calendar date as whole days since 1970-01-01, so stepping a day is `+ 1` whatever the zone. */
type EpochDay = number;

const holidaysByYear = new Map<string, ReadonlySet<string>>();

/** The public holidays of a region's year as "YYYY-MM-DD", read once per process. */
function publicHolidays(region: Region, year: number): ReadonlySet<string> {
  const key = `${region}:${year}`;
  let dates = holidaysByYear.get(key);
  if (dates === undefined) {
    const holidays = CALENDARS[region].holidays.getHolidays(year).filter((holiday) => holiday.type === 'public');
    // `date` is the local calendar date ("2026-12-28 00:00:00"), independent of any time zone.
    dates = new Set(holidays.map((holiday) => holiday.date.slice(0, 10)));
    holidaysByYear.set(key, dates);
  }
  return dates;
}

function isWorkingEpochDay(day: EpochDay, region: Region): boolean {
  const date = new Date(day * MS_PER_DAY);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(region, date.getUTCFullYear()).has(date.toISOString().slice(0, 10));
}

interface WallTime {
  readonly day: EpochDay;
  /** Milliseconds since local midnight. */
  readonly timeOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall-clock reading of an instant, as if that reading were UTC. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second, new Date(instant).getUTCMilliseconds());
}

function toWallTime(instant: number, timeZone: string): WallTime {
  const wall = wallClockAsUtc(instant, timeZone);
  const day = Math.floor(wall / MS_PER_DAY);
  return { day, timeOfDay: wall - day * MS_PER_DAY };
}

/**
 * The instant a wall-clock time is read in a zone. The zone's offset is taken at a first guess
 * and again at the result, so a time just across a daylight-saving change lands on the right side.
 */
function fromWallTime({ day, timeOfDay }: WallTime, timeZone: string): number {
  const wall = day * MS_PER_DAY + timeOfDay;
  const guess = wall - (wallClockAsUtc(wall, timeZone) - wall);
  return wall - (wallClockAsUtc(guess, timeZone) - guess);
}

/** Whether the calendar day an instant falls on (in the region's zone, or `timeZone`) is worked. */
export function isWorkingDay(at: Date, region: Region, timeZone = CALENDARS[region].timeZone): boolean {
  return isWorkingEpochDay(toWallTime(at.getTime(), timeZone).day, region);
}

/**
 * The same wall-clock time `days` working days after `from`: Friday 15:00 + 2 is Tuesday 15:00,
 * and Saturday 10:00 + 2 is Tuesday 10:00 (the weekend is not worked, so Monday is the first).
 * Calendar days are those of the region's zone unless `timeZone` names another.
 */
export function addWorkingDays(from: Date, days: number, region: Region, timeZone = CALENDARS[region].timeZone): Date {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Working days are counted forward in whole days, not ${days}.`);
  }
  const start = toWallTime(from.getTime(), timeZone);
  let day = start.day;
  for (let counted = 0; counted < days;) {
    day += 1;
    if (isWorkingEpochDay(day, region)) counted += 1;
  }
  return day === start.day ? new Date(from) : new Date(fromWallTime({ day, timeOfDay: start.timeOfDay }, timeZone));
}

/** When the review of a campaign submitted at `submittedAt` is due (onboarding-and-launch §1, §9). */
export function reviewDueAt(submittedAt: Date, region: Region): Date {
  return addWorkingDays(submittedAt, REVIEW_WORKING_DAYS, region);
}
