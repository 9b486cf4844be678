import { useTranslation } from 'react-i18next';
import { SMALL_PRINT } from './class-names.ts';

/** A recommended length (§5: headline 25-40, description 20-30, text 100-125), not a limit. */
export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The recommended range a field's uiSchema gives (`ui:options.recommended`: [25, 40]). Never per
 * field in code; the count line states it, so no help text repeats it (decision 485).
 */
export function recommendedRange(options: Readonly<Record<string, unknown>>): LengthRange | undefined {
  const { recommended } = options;
  if (Array.isArray(recommended) && typeof recommended[0] === 'number' && typeof recommended[1] === 'number') {
    return { min: recommended[0], max: recommended[1] };
  }
  return undefined;
}

interface CharacterCountProps {
  /** The counter's id: the input names it in aria-describedby. */
  readonly id: string;
  readonly length: number;
  readonly maxLength: number | undefined;
  readonly recommended?: LengthRange | undefined;
}

/** "12/30 characters" and where the text stands against the recommended range. */
export function CharacterCount({ id, length, maxLength, recommended }: CharacterCountProps) {
  const { t } = useTranslation('widgets');
  const over = maxLength !== undefined && length > maxLength;
  // An empty text is told the range it aims for; a written one where it stands against it.
  const advice =
    recommended === undefined
      ? null
      : length === 0
        ? 'recommended'
        : length < recommended.min
          ? 'short'
          : length > recommended.max
            ? 'long'
            : 'ok';
  return (
    <p id={id} className={SMALL_PRINT} data-over={over}>
      {maxLength === undefined
        ? t('characterCount.count', { count: length })
        : t('characterCount.countOf', { count: length, max: maxLength })}
      {advice !== null && recommended !== undefined && (
        <> · {t(`characterCount.${advice}`, { min: recommended.min, max: recommended.max })}</>
      )}
      {/* Only crossing the limit is announced: a count read out on every key press is noise. */}
      <span role="status">{over ? t('characterCount.tooLong', { max: maxLength }) : ''}</span>
    </p>
  );
}
