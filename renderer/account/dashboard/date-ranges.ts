import { endOfMonth, format, startOfMonth, subDays, subMonths } from 'date-fns';

/** Whole days, both included, as YYYY-MM-DD. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
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
export const DEFAULT_PRESET: RangePreset = 'thisMonth';

export const dayText = (date: Date): string => format(date, 'yyyy-MM-dd');

/**
 * The days a preset covers on `today` (the browser's calendar). "Last N days" end today (decision
 * 134); Custom Range has no days of its own.
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: Date): DayRange {
  const upToToday = (days: number) => ({ from: dayText(subDays(today, days - 1)), to: dayText(today) });
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
      return { from: dayText(startOfMonth(today)), to: dayText(today) };
    case 'lastMonth': {
      const lastMonth = subMonths(today, 1);
      return { from: dayText(startOfMonth(lastMonth)), to: dayText(endOfMonth(lastMonth)) };
    }
  }
}
