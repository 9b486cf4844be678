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
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isWeekend } from 'date-fns/isWeekend';
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

/** Whether a date, read on its own zone's calendar (a TZDate), is a day the reviewers work. */
function isWorkedOn(local: TZDate, region: Region): boolean {
  return !isWeekend(local) && !publicHolidays(region, local.getFullYear()).has(format(local, 'yyyy-MM-dd'));
}

/** The zone a region's calendar days are read in (Asia/Kolkata, Europe/London). */
export const regionTimeZone = (region: Region): string => CALENDARS[region].timeZone;

/** Whether the calendar day an instant falls on (in the region's zone, or `timeZone`) is worked. */
export function isWorkingDay(at: Date, region: Region, timeZone = CALENDARS[region].timeZone): boolean {
  return isWorkedOn(new TZDate(at, timeZone), region);
}

/**
 * The same wall-clock time `days` working days after `from`: Friday 15:00 + 2 is Tuesday 15:00,
 * and Saturday 10:00 + 2 is Tuesday 10:00 (the weekend is not worked, so Monday is the first).
 * Calendar days are those of the region's zone unless `timeZone` names another; stepping a day on
 * that calendar keeps the wall-clock time across a daylight-saving change.
 */
export function addWorkingDays(from: Date, days: number, region: Region, timeZone = CALENDARS[region].timeZone): Date {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Working days are counted forward in whole days, not ${days}.`);
  }
  let local = new TZDate(from, timeZone);
  for (let counted = 0; counted < days;) {
    local = addDays(local, 1);
    if (isWorkedOn(local, region)) counted += 1;
  }
  return new Date(local.getTime());
}

/** When the review of a campaign submitted at `submittedAt` is due (onboarding-and-launch §1, §9). */
export function reviewDueAt(submittedAt: Date, region: Region): Date {
  return addWorkingDays(submittedAt, REVIEW_WORKING_DAYS, region);
}
