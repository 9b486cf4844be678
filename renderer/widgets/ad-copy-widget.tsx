import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { CharacterCount, recommendedRange, type LengthRange } from './shared/character-count.tsx';
import { itemSchema, numberOf } from './shared/schema-reading.ts';
import { useGeneratedCopy } from './shared/use-generated-copy.ts';
import { stepFormContext } from '../wizard/form-context.ts';

/**
 * Ad copy (§2 ad copy edit, §5): one text, or a list of texts (headlines, descriptions), each with
 * a character count against the schema's maxLength and the recommended range the uiSchema gives
 * (ui:options `recommended`, else its help text: "Recommended: 25-40 characters"). With
 * `ui:options.generated` it opens with that part of the generated copy while it is unwritten.
 */
export function AdCopyWidget(props: WidgetProps) {
  const { id, name, schema, label, options, disabled, readonly, onChange, registry } = props;
  const value: unknown = props.value;
  const { t } = useTranslation('widgets');
  const { sessionId, setField } = stepFormContext(registry);
  // Several fields fill in at once: each through the form's own merge, not RJSF's last-write-wins.
  useGeneratedCopy(options.generated, sessionId, value, (generated) => {
    setField(name, generated);
  });
  const locked = disabled === true || readonly === true;
  const textSchema = itemSchema(schema);
  const recommended = recommendedRange(options);
  const maxLength = numberOf(textSchema, 'maxLength');

  if (schema.type !== 'array') {
    return (
      <CopyInput
        id={id}
        label={label}
        text={typeof value === 'string' ? value : ''}
        maxLength={maxLength}
        recommended={recommended}
        disabled={locked}
        onChange={(text) => {
          onChange(text === '' ? undefined : text);
        }}
      />
    );
  }

  const texts: string[] = Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : [];
  const minItems = numberOf(schema, 'minItems') ?? 0;
  const maxItems = numberOf(schema, 'maxItems') ?? Infinity;
  // An empty text stays in the list while it is being written; the schema refuses it on NEXT.
  const save = (next: string[]) => {
    onChange(next.length === 0 ? undefined : next);
  };
  return (
    <fieldset id={id} className="ad-copy" disabled={locked}>
      <legend>{label}</legend>
      {texts.map((text, index) => (
        <div key={index} className="ad-copy-item">
          <CopyInput
            id={`${id}-${index}`}
            label={t('adCopy.item', { field: label, number: index + 1 })}
            text={text}
            maxLength={maxLength}
            recommended={recommended}
            disabled={locked}
            onChange={(next) => {
              save(texts.with(index, next));
            }}
          />
          {texts.length > Math.max(minItems, 1) && (
            <button
              type="button"
              onClick={() => {
                save(texts.filter((_, other) => other !== index));
                // The button goes with its text: the focus moves to the text before it (or the new first).
                focusLater(`${id}-${Math.max(index - 1, 0)}`);
              }}
            >
              {t('adCopy.remove', { field: label, number: index + 1 })}
            </button>
          )}
        </div>
      ))}
      {texts.length < maxItems && (
        <button
          type="button"
          onClick={() => {
            save([...texts, '']);
            // The new, empty text is where the user types next.
            focusLater(`${id}-${texts.length}`);
          }}
        >
          {t('adCopy.add', { field: label })}
        </button>
      )}
    </fieldset>
  );
}

/** Focus the element `id` once React has drawn it. */
function focusLater(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus());
}

interface CopyInputProps {
  readonly id: string;
  readonly label: string;
  readonly text: string;
  readonly maxLength: number | undefined;
  readonly recommended: LengthRange | undefined;
  readonly disabled: boolean;
  readonly onChange: (text: string) => void;
}

function CopyInput({ id, label, text, maxLength, recommended, disabled, onChange }: CopyInputProps) {
  const countId = `${id}-count`;
  return (
    <p className="ad-copy-text">
      <input
        id={id}
        type="text"
        aria-label={label}
        aria-describedby={countId}
        aria-invalid={maxLength !== undefined && text.length > maxLength}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <CharacterCount id={countId} length={text.length} maxLength={maxLength} recommended={recommended} />
    </p>
  );
}
