// The words of a calendar (react-day-picker) in the interface's language: its own are English.
import type { DayPickerProps } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, ENGLISH, firstDayOfWeek, languageOfTag } from '../shell/language.ts';

interface DayPickerText {
  /** Months, weekdays, day names, the week's first day and the month buttons. */
  readonly props: Required<Pick<DayPickerProps, 'dir' | 'formatters' | 'labels' | 'weekStartsOn'>>;
  /** A day (yyyy-mm-dd) as the language writes it in a field: "18 Dec 2026". */
  readonly shown: (day: string) => string;
}

/** A calendar's words through Intl and the `widgets` texts, in the interface's language. */
export function useDayPickerText(): DayPickerText {
  const { t, i18n } = useTranslation('widgets');
  const { tag, dir } = languageOfTag(i18n.language) ?? ENGLISH;
  return {
    props: {
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
    },
    // A bare day is a calendar day: shown in UTC, so that no time zone moves it.
    shown: (day) => dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
  };
}
