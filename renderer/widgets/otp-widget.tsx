import type { WidgetProps } from '@rjsf/utils';

/** A six-digit one-time code (§5): digits only, and the browser may fill it from the SMS or e-mail. */
export function OtpWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <input
      id={id}
      name={id}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled === true || readonly === true}
      autoFocus={autofocus}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
        onChange(digits === '' ? undefined : digits);
      }}
      onBlur={(event) => {
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => {
        onFocus(id, event.target.value);
      }}
    />
  );
}
