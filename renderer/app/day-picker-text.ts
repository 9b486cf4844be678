// The words of a calendar (react-day-picker) in the interface's language: its own are English.
import type { DayPickerProps } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, ENGLISH, firstDayOfWeek, languageOfTag } from '../shell/language.ts';

type DayPickerText = Required<Pick<DayPickerProps, 'dir' | 'formatters' | 'labels' | 'weekStartsOn'>>;

/** Months, weekdays, day names, the week's first day and the month buttons, through Intl and the `app` texts. */
export function useDayPickerText(): DayPickerText {
  const { t, i18n } = useTranslation('app');
  const { tag, dir } = languageOfTag(i18n.language) ?? ENGLISH;
  return {
    dir,
    weekStartsOn: firstDayOfWeek(tag),
    formatters: {
      formatCaption: (month) => dateTimeFormat(tag, { month: 'long', year: 'numeric' }).format(month),
      formatWeekdayName: (day) => dateTimeFormat(tag, { weekday: 'narrow' }).format(day),
    },
    labels: {
      // The name starts with the number shown, so speech input can say what it sees.
      labelDayButton: (day) => `${String(day.getDate())}, ${dateTimeFormat(tag, { dateStyle: 'full' }).format(day)}`,
      labelNext: () => t('datePicker.nextMonth'),
      labelPrevious: () => t('datePicker.previousMonth'),
    },
  };
}
