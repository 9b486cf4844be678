import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { CharacterCount, recommendedRange, type LengthRange } from './shared/character-count.tsx';
import { itemSchema, numberOf } from './shared/schema-reading.ts';
import { useGeneratedCopy } from './shared/use-generated-copy.ts';
import { stepFormContext } from '../wizard/form-context.ts';

/**
 * Ad copy (§2 ad copy edit, §5): one text, or a list of texts (headlines, descriptions), each with
 * a character count against the schema's maxLength and the recommended range the uiSchema gives
 * (ui:options `recommended`: [25, 40]). With
 * `ui:options.generated` it opens with that part of the generated copy while it is unwritten.
 */
export function AdCopyWidget(props: WidgetProps) {
  const { id, name, schema, label, placeholder, options, disabled, readonly, onChange, registry } = props;
  const value: unknown = props.value;
  const { t } = useTranslation('widgets');
  const step = stepFormContext(registry);
  const { setField } = step;
  // Several fields fill in at once: each through the form's own merge, not RJSF's last-write-wins.
  const { suggestions, writing } = useGeneratedCopy(options.generated, step, value, (generated) => {
    setField(name, generated);
  });
  const locked = disabled === true || readonly === true;
  const textSchema = itemSchema(schema);
  const recommended = recommendedRange(options);
  const maxLength = numberOf(textSchema, 'maxLength');

  if (schema.type !== 'array') {
    const text = typeof value === 'string' ? value : '';
    return (
      <>
        <CopyInput
          id={id}
          label={label}
          placeholder={placeholder}
          text={text}
          maxLength={maxLength}
          recommended={recommended}
          disabled={locked}
          onChange={(next) => {
            onChange(next === '' ? undefined : next);
          }}
        />
        <Suggestions
          id={id}
          writing={writing}
          lines={suggestions.filter((line) => line !== text && fits(line, maxLength))}
          disabled={locked}
          onPick={(line) => {
            onChange(line);
          }}
        />
      </>
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
        // Each text with its × beside it, as the ad tools lay out a list of headlines: a full-width
        // "Remove" button under every text doubled the list's height on a phone.
        <div key={index} className="ad-copy-item flex items-start gap-2">
          <div className="min-w-0 flex-1">
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
          </div>
          {texts.length > Math.max(minItems, 1) && (
            <button
              type="button"
              // Level with the text box, which its paragraph's 1rem margin puts below the row's top.
              className="mt-4 min-w-11 shrink-0 px-0 text-xl leading-none"
              onClick={() => {
                save(texts.filter((_, other) => other !== index));
                // The button goes with its text: the focus moves to the text before it (or the new first).
                focusLater(`${id}-${Math.max(index - 1, 0)}`);
              }}
            >
              {/* The name is in the content, not an aria-label, so the visible × never contradicts it. */}
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('adCopy.remove', { field: label, number: index + 1 })}</span>
            </button>
          )}
        </div>
      ))}
      <Suggestions
        id={id}
        writing={writing}
        lines={suggestions.filter((line) => !texts.includes(line) && fits(line, maxLength))}
        disabled={locked || texts.length >= maxItems}
        onPick={(line) => {
          // An empty text being written takes the line; else it is added.
          const blank = texts.indexOf('');
          save(blank === -1 ? [...texts, line] : texts.with(blank, line));
        }}
      />
      {texts.length < maxItems && (
        <button
          type="button"
          className="mt-2 mb-2"
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

const fits = (line: string, maxLength: number | undefined) => maxLength === undefined || line.length <= maxLength;

interface SuggestionsProps {
  /** The field's id: the group is `${id}-suggestions`. */
  readonly id: string;
  /** The lines are still being written: said where they will be, so the field does not look forgotten. */
  readonly writing: boolean;
  readonly lines: readonly string[];
  readonly disabled: boolean;
  readonly onPick: (line: string) => void;
}

/** The other lines written for the field (issue 24: several variants to choose from), each a button that uses it. */
function Suggestions({ id, writing, lines, disabled, onPick }: SuggestionsProps) {
  const { t } = useTranslation('widgets');
  if (writing) {
    return (
      <p id={`${id}-writing`} role="status" className="mt-2 mb-4 flex items-center gap-2 text-sm text-muted">
        {/* The spinner moves, not the words: text that fades would drop below a readable contrast. */}
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border-2 border-line border-t-brand motion-safe:animate-spin"
        />
        {t('adCopy.writing')}
      </p>
    );
  }
  if (lines.length === 0) return null;
  const titleId = `${id}-suggestions-title`;
  return (
    <div id={`${id}-suggestions`} className="mt-2 mb-4 flex flex-col gap-2" role="group" aria-labelledby={titleId}>
      <span id={titleId} className="text-sm text-muted">
        {t('adCopy.suggestions')}
      </span>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {lines.map((line) => (
          <li key={line}>
            <button
              type="button"
              className="min-h-11 cursor-pointer rounded-full border border-line bg-surface px-4 text-start text-sm text-ink hover:border-brand hover:bg-tint disabled:cursor-default disabled:opacity-50"
              // The ad's words read in their own direction, whatever the interface's is.
              dir="auto"
              disabled={disabled}
              onClick={() => {
                onPick(line);
              }}
            >
              {line}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Focus the element `id` once React has drawn it. */
function focusLater(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus());
}

interface CopyInputProps {
  readonly id: string;
  readonly label: string;
  readonly placeholder?: string | undefined;
  readonly text: string;
  readonly maxLength: number | undefined;
  readonly recommended: LengthRange | undefined;
  readonly disabled: boolean;
  readonly onChange: (text: string) => void;
}

function CopyInput({ id, label, placeholder, text, maxLength, recommended, disabled, onChange }: CopyInputProps) {
  const countId = `${id}-count`;
  return (
    <p className="ad-copy-text">
      <input
        id={id}
        type="text"
        dir="auto"
        aria-label={label}
        placeholder={placeholder === '' ? undefined : placeholder}
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
