import type { WidgetProps } from '@rjsf/utils';

// The schema takes 3 or 6 hex digits with an optional '#'; the browser's picker only #rrggbb.
function toPickerValue(hex: string): string {
  const digits = hex.replace(/^#/, '');
  if (/^[0-9a-fA-F]{6}$/.test(digits)) return `#${digits.toLowerCase()}`;
  if (/^[0-9a-fA-F]{3}$/.test(digits)) return `#${digits.toLowerCase().replace(/./g, '$&$&')}`;
  return '#000000';
}

/** A colour: the browser's picker beside the hex text; a wrong hex is the schema's 'Bad Hex'. */
export function ColourWidget({ id, value, disabled, readonly, label, onChange, onBlur }: WidgetProps) {
  const hex = typeof value === 'string' ? value : '';
  const locked = disabled === true || readonly === true;
  return (
    <div className="colour">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={toPickerValue(hex)}
        disabled={locked}
        onChange={(event) => {
          onChange(event.target.value.toUpperCase());
        }}
      />
      <input
        id={id}
        type="text"
        value={hex}
        placeholder="#RRGGBB"
        maxLength={7}
        disabled={locked}
        onChange={(event) => {
          onChange(event.target.value === '' ? undefined : event.target.value);
        }}
        onBlur={(event) => {
          onBlur(id, event.target.value);
        }}
      />
    </div>
  );
}
