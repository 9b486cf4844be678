import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { stepFormContext } from '../wizard/form-context.ts';
import { choiceText, LeadFormPreview } from './lead-form-preview.tsx';
import { CharacterCount } from './shared/character-count.tsx';
import { useGeneratedCopy } from './shared/use-generated-copy.ts';
import { choicesOf, isRecord, itemSchema, numberOf } from './shared/schema-reading.ts';

// Longer texts (descriptions, under 200 characters) get a text area.
const TEXT_AREA_FROM = 60;

/**
 * The lead form (§2 lead form edit, §3, §5): every property of the LeadForm schema as an input
 * (texts with their counts, lists of choices as check boxes, a choice as a list), beside a live
 * preview that links the privacy policy of the step's `privacyPolicyUrl` field (ui:options
 * `privacyPolicyField` names another).
 */
export function LeadFormWidget({
  id,
  value,
  schema,
  label,
  options,
  disabled,
  readonly,
  registry,
  onChange,
}: WidgetProps) {
  const { t } = useTranslation('widgets');
  const step = stepFormContext(registry);
  const { formData } = step;
  // A leads campaign's form opens written for the business (ui:options.generated), not blank.
  useGeneratedCopy(options.generated, step, value, onChange);
  const form = isRecord(value) ? value : {};
  const privacyField = typeof options.privacyPolicyField === 'string' ? options.privacyPolicyField : 'privacyPolicyUrl';
  const properties = Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    isRecord(property) ? [[name, property as RJSFSchema] as const] : [],
  );
  const set = (name: string, next: unknown) => {
    const rest = Object.fromEntries(Object.entries(form).filter(([key]) => key !== name));
    onChange(next === undefined ? rest : { ...rest, [name]: next });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,16rem)] gap-6 max-sm:grid-cols-1">
      <fieldset id={id} disabled={disabled === true || readonly === true}>
        <legend>{label}</legend>
        {properties.map(([name, property]) => (
          <LeadFormInput
            key={name}
            id={`${id}-${name}`}
            schema={property}
            value={form[name]}
            onChange={(next) => {
              set(name, next);
            }}
          />
        ))}
      </fieldset>
      <LeadFormPreview
        form={form}
        choicesOf={(name) => choicesOf(itemSchema((schema.properties?.[name] ?? {}) as RJSFSchema))}
        privacyPolicyUrl={formData[privacyField]}
        label={t('leadForm.preview')}
      />
    </div>
  );
}

interface LeadFormInputProps {
  readonly id: string;
  readonly schema: RJSFSchema;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}

/** One property of the lead form, drawn from its schema. */
function LeadFormInput({ id, schema, value, onChange }: LeadFormInputProps) {
  const { t } = useTranslation('widgets');
  const title = schema.title ?? id;
  if (schema.type === 'array') {
    const chosen: unknown[] = Array.isArray(value) ? value : [];
    return (
      <fieldset className="my-4">
        <legend>{title}</legend>
        {/* Framed rows a finger tall, as the wizard's other check boxes (styles.css `.checkboxes`). */}
        <div className="checkboxes">
          {choicesOf(itemSchema(schema)).map((choice) => (
            <label key={String(choice.value)}>
              <input
                type="checkbox"
                checked={chosen.includes(choice.value)}
                onChange={(event) => {
                  const next = event.target.checked
                    ? [...chosen, choice.value]
                    : chosen.filter((item) => item !== choice.value);
                  onChange(next.length === 0 ? undefined : next);
                }}
              />
              {choiceText(choice, t)}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const choices = choicesOf(schema);
  if (choices.length > 0) {
    return (
      <p>
        <label htmlFor={id} className="control-label">
          {title}
        </label>
        <select
          id={id}
          value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
          onChange={(event) => {
            onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value);
          }}
        >
          <option value="">{t('leadForm.choose')}</option>
          {choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)}>
              {choiceText(choice, t)}
            </option>
          ))}
        </select>
      </p>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const maxLength = numberOf(schema, 'maxLength');
  const Input = maxLength !== undefined && maxLength > TEXT_AREA_FROM ? 'textarea' : 'input';
  return (
    <p>
      <label htmlFor={id} className="control-label">
        {title}
      </label>
      <Input
        id={id}
        value={text}
        aria-describedby={`${id}-count`}
        aria-invalid={maxLength !== undefined && text.length > maxLength}
        onChange={(event: { target: { value: string } }) => {
          onChange(event.target.value === '' ? undefined : event.target.value);
        }}
      />
      <CharacterCount id={`${id}-count`} length={text.length} maxLength={maxLength} />
    </p>
  );
}
