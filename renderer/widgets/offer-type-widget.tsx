import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { stepFormContext } from '../wizard/form-context.ts';
import { offerValueRule } from './offer-value-rule.ts';
import { CharacterCount } from './shared/character-count.tsx';
import { RadioCards } from './shared/radio-cards.tsx';
import { choicesOf, numberOf } from './shared/schema-reading.ts';
import { siblingErrorId, siblingErrorSlotId } from './shared/sibling-field.ts';

/**
 * The offer (§2 offer details, §5): a card per offer type of the enum, and below it the value that
 * type takes, in the step's sibling field (`value`, or ui:options `valueField`): a whole percentage,
 * an amount, a text, or nothing for free delivery and "without offer".
 */
export function OfferTypeWidget({
  id,
  value,
  schema,
  label,
  options,
  disabled,
  readonly,
  registry,
  name,
}: WidgetProps) {
  const { t } = useTranslation('widgets');
  const { formData, setField, setFields } = stepFormContext(registry);
  const valueField = typeof options.valueField === 'string' ? options.valueField : 'value';
  const types = choicesOf<number>(schema);
  const titleOf = (type: unknown) => types.find((choice) => choice.value === type)?.title ?? '';
  const ruleOf = (type: unknown) => offerValueRule(registry.rootSchema, type, valueField);
  const locked = disabled === true || readonly === true;

  const choose = (type: number) => {
    // A value of the old type's kind (20 % → a text offer) would only be refused: start afresh,
    // in the same change as the type (see setFields).
    const clearValue = kindOf(ruleOf(type)) !== kindOf(ruleOf(value));
    setFields({ [name]: type, ...(clearValue ? { [valueField]: undefined } : {}) });
  };

  const rule = ruleOf(value);
  return (
    <div className="grid gap-3">
      <RadioCards
        name={id}
        legend={label}
        cards={types.map((choice) => ({
          value: choice.value,
          content: <span>{t(`offerType.types.${choice.title}`, { defaultValue: choice.title })}</span>,
        }))}
        selected={typeof value === 'number' ? value : undefined}
        disabled={locked}
        onSelect={choose}
      />
      {rule !== undefined && (
        <OfferValueInput
          id={`${id}-value`}
          errorId={siblingErrorId(id, name, valueField)}
          errorSlotId={siblingErrorSlotId(id, name, valueField)}
          typeTitle={titleOf(value)}
          rule={rule}
          value={formData[valueField]}
          disabled={locked}
          onChange={(next) => {
            setField(valueField, next);
          }}
        />
      )}
    </div>
  );
}

type ValueKind = 'number' | 'text' | 'none';

function kindOf(rule: RJSFSchema | undefined): ValueKind {
  if (rule === undefined) return 'none';
  return rule.type === 'number' || rule.type === 'integer' ? 'number' : 'text';
}

interface OfferValueInputProps {
  readonly id: string;
  /** The value field's error box: read with the input, drawn below it (in the slot). */
  readonly errorId: string;
  readonly errorSlotId: string;
  readonly typeTitle: string;
  readonly rule: RJSFSchema;
  readonly value: unknown;
  readonly disabled: boolean;
  readonly onChange: (value: unknown) => void;
}

/** The value one offer type takes: a number within the rule's bounds, or a text within its length. */
function OfferValueInput({
  id,
  errorId,
  errorSlotId,
  typeTitle,
  rule,
  value,
  disabled,
  onChange,
}: OfferValueInputProps) {
  const { t } = useTranslation('widgets');
  const hintId = `${id}-hint`;
  const describedBy = `${hintId} ${errorId}`;
  const inputLabel = t(`offerType.valueLabels.${typeTitle}`, { defaultValue: t('offerType.valueLabels.default') });
  if (kindOf(rule) === 'number') {
    const minimum = numberOf(rule, 'minimum') ?? numberOf(rule, 'exclusiveMinimum');
    const maximum = numberOf(rule, 'maximum');
    const whole = rule.type === 'integer';
    return (
      <div className="offer-value">
        <label htmlFor={id}>{inputLabel}</label>
        <input
          id={id}
          type="number"
          inputMode={whole ? 'numeric' : 'decimal'}
          step={whole ? 1 : 'any'}
          min={minimum}
          max={maximum}
          value={typeof value === 'number' ? value : ''}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => {
            const typed = event.target.value;
            onChange(typed === '' || !Number.isFinite(Number(typed)) ? undefined : Number(typed));
          }}
        />
        <span id={hintId}>
          {whole && maximum !== undefined
            ? t('offerType.wholeNumberBetween', { min: minimum, max: maximum })
            : t('offerType.moreThan', { min: minimum ?? 0 })}
        </span>
        <div id={errorSlotId} />
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="offer-value">
      <label htmlFor={id}>{inputLabel}</label>
      <input
        id={id}
        type="text"
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.target.value === '' ? undefined : event.target.value);
        }}
      />
      <CharacterCount id={hintId} length={text.length} maxLength={numberOf(rule, 'maxLength')} />
      <div id={errorSlotId} />
    </div>
  );
}
