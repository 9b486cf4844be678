/**
 * Calendar days, one way for the renderer and the server (issue 22), on date-fns and its time-zone
 * package: no arithmetic on milliseconds, no reading of the machine's own zone.
 *
 * A day is ISO text (YYYY-MM-DD): what people choose, what the daily stats are kept by, and what a
 * campaign's run is counted in. Which day an instant falls on depends on a zone: a campaign's run
 * and its stats use UTC days (decision 133); what a person calls "today" or "this month" is read on
 * the business profile's calendar (AP §3 timeZoneId; decision 433).
 */
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { subMonths } from 'date-fns/subMonths';
import timeZoneIds from '../schemas/enums/time-zone-id.schema.json' with { type: 'json' };

/** A calendar day as YYYY-MM-DD. */
export type Day = string;

/** Whole days, both included. */
export interface DayRange {
  readonly from: Day;
  readonly to: Day;
}

const UTC = 'UTC';
const inZone = (timeZone: string) => ({ in: tz(timeZone) });
// A day's own date: midnight UTC of it, so stepping and counting days never meet a clock change.
const dateOf = (day: Day) => tz(UTC)(`${day.slice(0, 10)}T00:00:00Z`);
const dayText = (date: Date, timeZone = UTC): Day => format(date, 'yyyy-MM-dd', inZone(timeZone));

/** AP §3: the default zone of a business profile (timeZoneId 142). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The IANA name of a profile's timeZoneId (decision 152); the default zone for an unknown id. */
export function timeZoneOf(timeZoneId: number | undefined): string {
  return timeZoneIds.oneOf.find((zone) => zone.const === timeZoneId)?.title ?? DEFAULT_TIME_ZONE;
}

/** The day an instant falls on in a zone (UTC unless named). */
export const dayOf = (instant: Date | number, timeZone = UTC): Day => dayText(new Date(instant), timeZone);

/** Midnight UTC of a day: the instant its campaign-run day begins (decision 133). */
export const midnightOf = (day: Day): Date => new Date(dateOf(day).getTime());

/** Midnight UTC of the UTC day an instant falls on: where a campaign's run days begin (decision 133). */
export const startOfUtcDay = (instant: Date | number): Date => midnightOf(dayOf(instant));

/** The day a date picker's date stands for: the one it showed on the browser's own calendar. */
export const pickedDay = (date: Date): Day => format(date, 'yyyy-MM-dd');

/** The day `days` days after `day` (before it when negative). */
export const shiftedDay = (day: Day, days: number): Day => dayText(addDays(dateOf(day), days));

/** The instant `days` whole days after `instant`, counted in UTC days (so always 24 hours each). */
export const daysAfter = (instant: Date | number, days: number): Date =>
  new Date(addDays(instant, days, inZone(UTC)).getTime());

/** How many calendar days `to` is after `from` (negative when before). */
export const daysBetween = (from: Day, to: Day): number =>
  differenceInCalendarDays(dateOf(to), dateOf(from), inZone(UTC));

/** Every day of a range, in order. */
export const daysOf = ({ from, to }: DayRange): Day[] =>
  to < from
    ? []
    : eachDayOfInterval({ start: dateOf(from), end: dateOf(to) }, inZone(UTC)).map((date) => dayText(date));

/** The week, Monday to Sunday, that holds `day`. */
export function weekOf(day: Day): DayRange {
  const options = { ...inZone(UTC), weekStartsOn: 1 } as const;
  return { from: dayText(startOfWeek(dateOf(day), options)), to: dayText(endOfWeek(dateOf(day), options)) };
}

/** The calendar month that holds `day`. */
export function monthOf(day: Day): DayRange {
  return { from: dayText(startOfMonth(dateOf(day), inZone(UTC))), to: dayText(endOfMonth(dateOf(day), inZone(UTC))) };
}

/** AP §2 date-range presets, in the spec's order; This Month is the default. */
export const RANGE_PRESETS = [
  'last7Days',
  'today',
  'last15Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET = 'thisMonth' satisfies RangePreset;

/**
 * The days a preset covers at `now` on the calendar of `timeZone` (the profile's). "Last N days"
 * end today (decision 134); Custom Range has no days of its own.
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date | number, timeZone: string): DayRange {
  const today = dayOf(now, timeZone);
  const upToToday = (days: number) => ({ from: shiftedDay(today, 1 - days), to: today });
  switch (preset) {
    case 'today':
      return upToToday(1);
    case 'last7Days':
      return upToToday(7);
    case 'last15Days':
      return upToToday(15);
    case 'last30Days':
      return upToToday(30);
    case 'thisMonth':
      return { from: monthOf(today).from, to: today };
    case 'lastMonth':
      return monthOf(dayText(subMonths(dateOf(today), 1, inZone(UTC))));
  }
}

/** The browser calendar's date of a day (its local midnight): what a date picker shows as picked. */
export const calendarDate = (day: Day): Date => parseISO(day);
