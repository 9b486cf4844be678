import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { stepFormContext } from '../wizard/form-context.ts';
import { useGeneratedCopy } from './shared/use-generated-copy.ts';

// The schema takes 3 or 6 hex digits with an optional '#'; the browser's picker only #rrggbb.
function toPickerValue(hex: string): string {
  const digits = hex.replace(/^#/, '');
  if (/^[0-9a-fA-F]{6}$/.test(digits)) return `#${digits.toLowerCase()}`;
  if (/^[0-9a-fA-F]{3}$/.test(digits)) return `#${digits.toLowerCase().replace(/./g, '$&$&')}`;
  return '#000000';
}

/**
 * A colour: the browser's picker beside the hex text; a wrong hex is the schema's 'Bad Hex'. With
 * `ui:options.generated` (creativeColour) an edit screen opens with the colour the creatives lead with.
 */
export function ColourWidget(props: WidgetProps) {
  const { id, name, disabled, readonly, label, options, registry, onChange, onBlur } = props;
  const value: unknown = props.value;
  const { t } = useTranslation('widgets');
  const step = stepFormContext(registry);
  const { setField } = step;
  useGeneratedCopy(options.generated, step, value, (generated) => {
    setField(name, generated);
  });
  const hex = typeof value === 'string' ? value : '';
  const locked = disabled === true || readonly === true;
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        aria-label={t('colour.picker', { field: label })}
        value={toPickerValue(hex)}
        // No colour yet: the picker's black would read as a colour chosen; it shows an empty swatch.
        data-empty={hex === ''}
        disabled={locked}
        onChange={(event) => {
          onChange(event.target.value.toUpperCase());
        }}
      />
      <input
        id={id}
        type="text"
        className="min-w-0 max-w-48 flex-1"
        value={hex}
        placeholder={t('colour.placeholder')}
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
