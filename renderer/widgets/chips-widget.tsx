import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transformErrors } from '../wizard/validator.ts';
import { ChipList } from './shared/chip-list.tsx';
import { itemSchema, numberOf } from './shared/schema-reading.ts';
import { SMALL_PRINT } from './shared/class-names.ts';

/**
 * A list of short texts (services, interests, keywords): Enter adds what was typed, and so does
 * leaving the field (an owner who typed a service and pressed Next lost it); × removes a chip.
 * Each text is checked against the schema's items before it is added, so a bad keyword
 * (§5: under 20 characters, valid characters only) is refused in the schema's own words ('Enter a
 * valid keyword') at the moment it is typed, not as an error nobody sees on a chip.
 */
export function ChipsWidget({
  id,
  value,
  disabled,
  readonly,
  placeholder,
  label,
  schema,
  registry,
  onChange,
}: WidgetProps) {
  const { t } = useTranslation('widgets');
  const chips = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const locked = disabled === true || readonly === true;
  const minItems = numberOf(schema, 'minItems');

  const add = () => {
    const text = draft.trim();
    if (text === '') return;
    const { errors } = registry.schemaUtils
      .getValidator()
      .validateFormData(text, itemSchema(schema), undefined, transformErrors);
    const [first] = errors;
    if (first !== undefined) {
      setRefusal(first.message ?? t('chips.invalid'));
      return;
    }
    // The schemas say uniqueItems: a chip already there is not added twice.
    if (!chips.includes(text)) onChange([...chips, text]);
    setDraft('');
    setRefusal(null);
  };

  const errorId = `${id}-refusal`;
  return (
    <div className="chips">
      <ChipList
        label={label}
        inputId={id}
        chips={chips.map((chip) => ({ key: chip, text: chip }))}
        disabled={locked}
        onRemove={(removed) => {
          const rest = chips.filter((item) => item !== removed);
          onChange(rest.length === 0 ? undefined : rest);
        }}
      />
      <input
        id={id}
        type="text"
        value={draft}
        placeholder={placeholder}
        disabled={locked}
        aria-invalid={refusal !== null}
        aria-describedby={refusal === null ? undefined : errorId}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefusal(null);
        }}
        onBlur={add}
        onKeyDown={(event) => {
          // Enter adds a chip instead of submitting the step.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
      />
      {refusal !== null && (
        <p id={errorId} role="alert" className="chips-refusal">
          {refusal}
        </p>
      )}
      {minItems !== undefined && minItems > 1 && (
        <p className={SMALL_PRINT}>{t('chips.count', { count: chips.length, min: minItems })}</p>
      )}
    </div>
  );
}
