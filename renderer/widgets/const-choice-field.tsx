import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useIsolated } from '../shell/use-isolated.ts';

interface Choice {
  readonly const: unknown;
  readonly title?: string;
}

/**
 * A choice among constants of mixed types (ages 18 … 65 and "65+"): the schema can name no single
 * `type`, so RJSF has no field for it. A select whose options keep each constant's own type.
 */
export function ConstChoiceField(props: FieldProps) {
  const { fieldPathId, schema, uiSchema, onChange, disabled, readonly, required } = props;
  const formData: unknown = props.formData;
  const { t } = useTranslation('widgets');
  const isolate = useIsolated();
  const choices = ((schema.oneOf ?? []) as Choice[]).filter(
    (choice) => typeof choice === 'object' && 'const' in choice,
  );
  const chosen = choices.findIndex((choice) => choice.const === formData);
  const label = getUiOptions(uiSchema).title ?? schema.title ?? props.name;
  // RJSF leaves the label of a custom field to the field.
  return (
    <>
      <label className="control-label" htmlFor={fieldPathId.$id}>
        {label}
        {required === true && '*'}
      </label>
      <select
        id={fieldPathId.$id}
        name={fieldPathId.$id}
        value={chosen === -1 ? '' : String(chosen)}
        required={required}
        disabled={disabled === true || readonly === true}
        onChange={(event) => {
          const choice = choices[Number(event.target.value)];
          onChange(event.target.value === '' ? undefined : choice?.const, fieldPathId.path);
        }}
      >
        <option value="">{t('constChoice.placeholder')}</option>
        {choices.map((choice, index) => (
          <option key={String(choice.const)} value={String(index)}>
            {isolate(choice.title ?? String(choice.const))}
          </option>
        ))}
      </select>
    </>
  );
}
