import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { dayOf } from '../../engine/index.ts';
import { DateInput } from '../ui/date-input.tsx';
import { stepFormContext } from '../wizard/form-context.ts';

/**
 * A step's day (`format: date`), picked on a calendar and shown as the interface's language writes
 * dates (decision 476). `ui:options.notBefore` bounds it: `"today"`, or the name of the step's field
 * whose day comes first (the run's end date is not before its start date, nor before today while
 * the start is not chosen).
 */
export function CalendarDateWidget(props: WidgetProps) {
  const { id, label, options, registry, rawErrors, disabled, readonly, onChange } = props;
  const { formData } = stepFormContext(registry);
  const day: unknown = props.value;
  return (
    <DateInput
      id={id}
      label={label}
      value={typeof day === 'string' ? day : ''}
      min={firstDay(options.notBefore, formData)}
      invalid={(rawErrors ?? []).length > 0}
      describedBy={ariaDescribedByIds(id)}
      disabled={disabled === true || readonly === true}
      onChange={onChange}
    />
  );
}

function firstDay(notBefore: unknown, formData: Readonly<Record<string, unknown>>): string | undefined {
  if (typeof notBefore !== 'string') return undefined;
  const sibling = formData[notBefore];
  if (typeof sibling === 'string' && sibling !== '') return sibling;
  // The browser's today: the owner picks from their own calendar.
  return dayOf(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}
