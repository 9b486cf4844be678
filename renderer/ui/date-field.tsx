import { useState } from 'react';
import { describedBy, type FieldProps, type StringKeys, type Values } from './form-fields.tsx';
import { DateInput } from './date-input.tsx';

/** A day of a schema form (a plan's first or last day), picked on a calendar, its error beside it. */
export function DateField<V extends Values, K extends StringKeys<V>>({
  form,
  name,
  label,
  hint,
  min,
  onPicked,
}: FieldProps<V, K> & {
  /** The first day that can be picked (a run's last day, not before its first). */
  readonly min?: string;
  readonly onPicked?: (day: string) => void;
}) {
  const id = form.idOf(name);
  const error = form.errors[name];
  const { attributes, below } = describedBy(id, error, hint);
  // The form holds the value (it checks and sends it); the field redraws with what is picked.
  const [day, setDay] = useState(() => form.getValues()[name] as string);
  return (
    <div className={error === undefined ? 'account-field' : 'account-field has-error'}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <DateInput
        id={id}
        value={day}
        min={min === '' ? undefined : min}
        invalid={attributes['aria-invalid']}
        describedBy={attributes['aria-describedby']}
        onChange={(picked) => {
          setDay(picked);
          form.setValue(name, picked as V[K]);
          onPicked?.(picked);
        }}
      />
      {below}
    </div>
  );
}
