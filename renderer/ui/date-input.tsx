// A day picked on a calendar and shown as the interface's language writes dates: a browser's own
// date input shows its own locale's order (mm/dd/yyyy in an American browser, whatever the page's
// language), and its calendar cannot take the portal's colours.
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { calendarDate, pickedDay, type Day } from '../../engine/index.ts';
import { useDayPickerText } from './day-picker-text.ts';
import './day-picker.css';

/**
 * Drawn like the text fields beside it: a field's frame, not a button's; locked (a schedule the
 * portal does not let change) it is dimmed, without the busy cursor of a button at work.
 */
const FIELD =
  'w-full justify-between gap-2 rounded-[calc(var(--radius)-4px)] border-line bg-surface px-3 font-normal text-ink disabled:cursor-not-allowed';

interface DateInputProps {
  /** The field's id: its `<label htmlFor>` names it. */
  readonly id: string;
  /**
   * The label's words, where the label has no id of its own (RJSF's); without them the label's id
   * must be `${id}-label`.
   */
  readonly label?: string;
  /** The day picked (yyyy-mm-dd), or '' before one is. */
  readonly value: string;
  readonly onChange: (day: Day) => void;
  /** The first and last day that can be picked. */
  readonly min?: Day;
  readonly max?: Day;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  /** Locked: shown, not opened (a step drawn read-only). */
  readonly disabled?: boolean;
}

/**
 * A button that shows the day picked and opens a month's calendar beside it. Its name is the
 * label's and the day's together ("Start date 1 Dec 2026"): a screen reader hears what is picked.
 */
export function DateInput({
  id,
  label,
  value,
  onChange,
  min,
  max,
  invalid = false,
  describedBy,
  disabled = false,
}: DateInputProps) {
  const { t } = useTranslation('widgets');
  const { props: text, shown: shownDay } = useDayPickerText();
  const [open, setOpen] = useState(false);
  const picked = value === '' ? undefined : calendarDate(value);
  const shown = value === '' ? t('datePicker.choose') : shownDay(value);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          className={FIELD}
          {...(label === undefined
            ? { 'aria-labelledby': `${id}-label ${id}-value` }
            : { 'aria-label': `${label} ${shown}` })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
        >
          <span id={`${id}-value`} className={value === '' ? 'text-muted' : undefined}>
            {shown}
          </span>
          <CalendarDays aria-hidden size={18} className="shrink-0 text-muted" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          // The calendar is named by its field ("Start date"), as a dialog must be.
          {...(label === undefined ? { 'aria-labelledby': `${id}-label` } : { 'aria-label': label })}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 rounded-card border border-line bg-surface p-3 text-ink shadow-card"
        >
          <DayPicker
            mode="single"
            required
            autoFocus
            selected={picked}
            defaultMonth={picked ?? (max === undefined ? undefined : calendarDate(max))}
            // No month is offered whose every day is out of bounds.
            startMonth={min === undefined ? undefined : calendarDate(min)}
            endMonth={max === undefined ? undefined : calendarDate(max)}
            onSelect={(day) => {
              onChange(pickedDay(day));
              setOpen(false);
            }}
            disabled={[
              ...(min === undefined ? [] : [{ before: calendarDate(min) }]),
              ...(max === undefined ? [] : [{ after: calendarDate(max) }]),
            ]}
            {...text}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
