import { useTranslation } from 'react-i18next';

export interface Chip {
  readonly key: string;
  readonly text: string;
}

interface ChipListProps {
  readonly label: string;
  readonly chips: readonly Chip[];
  readonly disabled: boolean;
  readonly onRemove: (key: string) => void;
}

/** Picked items as a list of chips, each with a button that removes it. */
export function ChipList({ label, chips, disabled, onRemove }: ChipListProps) {
  const { t } = useTranslation('widgets');
  return (
    <ul aria-label={label} className="chips-list">
      {chips.map((chip) => (
        <li key={chip.key}>
          {chip.text}
          <button
            type="button"
            aria-label={t('chips.remove', { item: chip.text })}
            disabled={disabled}
            onClick={() => {
              onRemove(chip.key);
            }}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
